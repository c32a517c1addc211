import fs from 'node:fs';
import path from 'node:path';
import type { StoryCardListItem } from '../schemas/api/story-cards';
import { statIdOf, statRange, statTotal, totalRange } from './card-stats';

const contentCard = (file: string): StoryCardListItem =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../api-mock/content/story-cards', file), 'utf8')) as StoryCardListItem;

describe('stat totals (hp weighted 0.2)', () => {
  it.each<[string, number]>([
    ['hp only', 100],
    ['hp and atk', 20 + 50],
  ])('%s', (name, expected) => {
    const stats = [{ type: 'hp', min: [500, 0, 0, 0, 0], max: [500, 0, 0, 0, 0] }, ...(name === 'hp only' ? [] : [{ type: 'yin-atk', min: [50, 0, 0, 0, 0], max: [50, 0, 0, 0, 0] }])];
    expect(statTotal(stats, 'min', 0)).toBe(expected);
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
