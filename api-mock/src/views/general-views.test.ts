import type { Content } from '../content/content-types';
import { collectableIds } from './general-views';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const unit = (id: number, type: string, status: string, release: { debut: string | null; jp: boolean }) => ({
  id,
  type,
  status,
  announced: false,
  release,
});
const card = (id: number, rarity: number, releaseDate: string) => ({ id, rarity, releaseDate });

// Only the fields the summary's ids are made from.
const content = {
  characters: [
    unit(1001, 'gen', 'non-limited', { debut: '2022-01-01T00:00:00Z', jp: false }),
    unit(1002, 'gen', 'non-limited', { debut: '2022-02-01T00:00:00Z', jp: false }),
    unit(1004, 'gen', 'limited', { debut: null, jp: true }), // out in JP only
    unit(1003, 'sfes', 'upcoming', { debut: '2026-07-01T00:00:00Z', jp: false }), // announced: listed
    unit(1005, 'epic', 'limited', { debut: '2026-09-01T00:00:00Z', jp: true }), // a future estimate
  ],
  storyCards: [
    card(1, 5, '2022-01-01T00:00:00Z'),
    card(2, 5, '2022-01-02T00:00:00Z'),
    card(3, 5, '2026-12-01T00:00:00Z'),
    card(4, 3, '2023-01-01T00:00:00Z'),
  ],
} as unknown as Content;

describe('collectableIds', () => {
  const { units, cards } = collectableIds(content, NOW);

  it('names every unit under its type, those a list leaves out without JP content apart', () => {
    expect(units.find((u) => u.type === 'gen')).toEqual({ type: 'gen', ids: '1001-1002', later: '1004' });
    expect(units.find((u) => u.type === 'sfes')).toEqual({ type: 'sfes', ids: '1003', later: '' });
    expect(units.find((u) => u.type === 'epic')).toEqual({ type: 'epic', ids: '', later: '1005' });
    expect(units.find((u) => u.type === 'relic')).toEqual({ type: 'relic', ids: '', later: '' });
  });

  it('names every card under its rarity, highest first, cards not out yet apart', () => {
    expect(cards.map((c) => c.rarity)).toEqual([5, 4, 3, 2, 1]);
    expect(cards[0]).toEqual({ rarity: 5, ids: '1-2', later: '3' });
    expect(cards[2]).toEqual({ rarity: 3, ids: '4', later: '' });
  });
});
