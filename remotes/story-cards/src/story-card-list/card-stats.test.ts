import fs from 'node:fs';
import path from 'node:path';
import type { StoryCardListItem } from 'shared-domain/schemas/api/story-cards';
import { statIdOf, statRange, statTotal, totalRange } from './card-stats';

const contentCard = (file: string): StoryCardListItem =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../api-mock/content/story-cards', file), 'utf8')) as StoryCardListItem;

describe('stat totals (hp weighted 0.2)', () => {
  const at = (type: string, v: number) => ({ type, min: [v, 0, 0, 0, 0], max: [0, 0, 0, 0, v] });
  it.each<[string, Array<ReturnType<typeof at>>, number]>([
    ['hp 500 counts 100', [at('hp', 500)], 100],
    ['hp 500 + yin-atk 50 = 150', [at('hp', 500), at('yin-atk', 50)], 150],
    [
      'every stat: 1000*0.2 + 5*10',
      [at('hp', 1000), at('agi', 10), at('yang-atk', 10), at('yang-def', 10), at('yin-atk', 10), at('yin-def', 10)],
      250,
    ],
    ['rounded to whole points: 333*0.2 = 66.6', [at('hp', 333)], 67],
  ])('%s', (_, stats, expected) => {
    expect(statTotal(stats, 'min', 0)).toBe(expected);
    expect(statTotal(stats, 'max', 4)).toBe(expected);
  });

  // api-mock/content/story-cards/0001.json, Lost Bamboo Forest: hp 425..1980, yin-atk 51..239, yin-def 37..172.
  it('card 1: 425*0.2 + 51 + 37 = 173 at level 1, 1980*0.2 + 239 + 172 = 807 at max', () => {
    const card = contentCard('0001.json');
    expect(totalRange(card.stats)).toEqual({ min: 173, max: 807 });
    expect(statRange(card.stats[0]!)).toEqual({ min: 425, max: 1980 });
  });

  // 0041.json, Golden Treasure: hp 110..500, agi 27..124 → 22 + 27 = 49, 100 + 124 = 224.
  it('card 41: 49 to 224', () => {
    expect(totalRange(contentCard('0041.json').stats)).toEqual({ min: 49, max: 224 });
  });

  it("an unknown stat id is 'Undefined stat id'", () => {
    expect(() => statIdOf('luck')).toThrow('Undefined stat id');
    expect(() => statTotal([{ type: 'luck', min: [1], max: [1] }], 'min', 0)).toThrow('Undefined stat id');
  });
});
