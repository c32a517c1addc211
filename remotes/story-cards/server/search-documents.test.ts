/** @jest-environment node */
import { declaredSearchDocuments } from 'shared-ui/dev/declared-search-documents';
import { searchDocuments } from './search-documents';

const declared = declaredSearchDocuments(searchDocuments);
const byId = declared.byId;

describe('the story cards’ search documents', () => {
  it('names a card (in English and, where the content has it, Japanese), its aliases, effects and illustrator', () => {
    expect(byId('story-cards:1')).toEqual({
      id: 'story-cards:1',
      group: 'story-cards',
      title: 'Lost Bamboo Forest',
      subtitle: '5★ · Yaha',
      names: ['Lost Bamboo Forest', '迷いの竹林', 'lbf'],
      keywords: ['seiran', 'Paralyze', 'Focused', 'Critical Evasion Up'],
      url: '/story-cards?name=Lost%20Bamboo%20Forest',
    });
  });

  it('calls a tag effect a killer and a slash bullet slicing', () => {
    expect(byId('story-cards:741')?.keywords).toEqual(['seija', 'Youkai', 'killer Youkai', 'Youkai killer', 'Slash', 'slicing', 'slice']);
  });

  it('marks a card not released at the time (Seija’s Lullaby, 2025-07-08, is out on 2026-03-01)', () => {
    expect(byId('story-cards:741')?.spoiler).toBeUndefined();
    expect(declared.all().filter((d) => d.group === 'story-cards')).toHaveLength(1050);
  });

  it('declares each illustrator once, opening the cards they drew', () => {
    expect(byId('illustrators:mahatsuko')).toEqual({
      id: 'illustrators:mahatsuko',
      group: 'illustrators',
      title: 'Mahatsuko',
      subtitle: expect.stringMatching(/^Illustrator · \d+ story cards?$/),
      subtitleIn: { ja: expect.stringMatching(/^イラストレーター · 絵札\d+枚$/) },
      names: ['Mahatsuko', expect.any(String)],
      url: '/story-cards?artist=mahatsuko',
    });
  });
});
