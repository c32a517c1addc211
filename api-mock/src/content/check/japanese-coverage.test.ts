import type { Character } from 'shared-domain/schemas/character';
import type { StoryCard } from 'shared-domain/schemas/story-card';
import { coverageText, japaneseCoverage } from './japanese-coverage';

const character = (jpTitle: string | null) =>
  ({ name: { jp: '博麗霊夢' }, title: { en: 'Shrine Maiden', jp: jpTitle } }) as unknown as Character;
const card = (nameJp?: string) =>
  (nameJp === undefined ? { name: 'Reimu’s Festival' } : { name: 'Lost Bamboo Forest', nameJp }) as unknown as StoryCard;

describe('japaneseCoverage', () => {
  it('counts the entries with Japanese text of each kind', () => {
    const lines = japaneseCoverage({
      characters: [character('楽園の巫女'), character(null), character(null)],
      storyCards: [card('迷いの竹林'), card()],
    });
    expect(lines).toEqual([
      { what: 'character names', inJapanese: 3, of: 3 },
      { what: 'character titles', inJapanese: 1, of: 3 },
      { what: 'story-card names', inJapanese: 1, of: 2 },
    ]);
    expect(coverageText(lines)).toBe('character names 3 of 3 (100 %), character titles 1 of 3 (33 %), story-card names 1 of 2 (50 %)');
  });

  it('reads an empty list as fully covered rather than dividing by zero', () => {
    expect(coverageText([{ what: 'story-card names', inJapanese: 0, of: 0 }])).toBe('story-card names 0 of 0 (100 %)');
  });
});
