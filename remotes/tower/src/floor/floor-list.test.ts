import { floorChoices, highestSelectableFloor, isReleasedAt, neighbourFloors } from './floor-list';

const NOW = Date.parse('2026-11-22T12:00:00Z');
// Highest first, as the API sends it: 5 is JP-only, 4 is dated for next week, 1..3 are out.
const LIST = [
  { floor: 5, release: { global: null, jp: '2026-10-01T03:00:00Z' } },
  { floor: 4, release: { global: '2026-11-29T03:00:00Z', jp: '2026-09-01T03:00:00Z' } },
  { floor: 3, release: { global: '2026-11-22T12:00:00Z', jp: '2026-08-01T03:00:00Z' } },
  { floor: 2, release: { global: '2025-01-01T03:00:00Z', jp: '2024-08-01T03:00:00Z' } },
  { floor: 1, release: { global: '2024-01-01T03:00:00Z', jp: '2023-08-01T03:00:00Z' } },
];

describe('isReleasedAt', () => {
  it.each<[string | null, number, boolean]>([
    [null, NOW, false],
    ['2026-11-22T12:00:00Z', NOW, true],
    ['2026-11-22T12:00:01Z', NOW, false],
    ['2020-01-01T00:00:00Z', NOW, true],
    ['not a date', NOW, false],
  ])('%p at now → %p', (global, now, expected) => {
    expect(isReleasedAt(global, now)).toBe(expected);
  });
});

describe('floorChoices', () => {
  it('without JP content lists released floors only, highest first', () => {
    expect(floorChoices(LIST, NOW, false)).toEqual([
      { floor: 3, jp: false },
      { floor: 2, jp: false },
      { floor: 1, jp: false },
    ]);
  });

  it('with JP content lists every floor and marks the unreleased ones JP', () => {
    expect(floorChoices(LIST, NOW, true).map((c) => [c.floor, c.jp])).toEqual([
      [5, true],
      [4, true],
      [3, false],
      [2, false],
      [1, false],
    ]);
  });

  it('releases a floor when the clock passes its time', () => {
    const nextWeek = Date.parse('2026-11-29T03:00:00Z');
    expect(floorChoices(LIST, nextWeek - 1, false).map((c) => c.floor)).toEqual([3, 2, 1]);
    expect(floorChoices(LIST, nextWeek, false).map((c) => c.floor)).toEqual([4, 3, 2, 1]);
  });
});

describe('highestSelectableFloor', () => {
  it.each([
    [false, 3],
    [true, 5],
  ])('JP content %p → %p', (jp, expected) => {
    expect(highestSelectableFloor(LIST, NOW, jp)).toBe(expected);
  });

  it('is 0 for an empty list or when nothing is released', () => {
    expect(highestSelectableFloor([], NOW, true)).toBe(0);
    expect(highestSelectableFloor(LIST.slice(0, 2), NOW, false)).toBe(0);
  });
});

describe('neighbourFloors', () => {
  it.each([
    [1, 3, [2]],
    [2, 3, [1, 3]],
    [3, 3, [2]],
    [1, 1, []],
  ])('floor %p of %p → %p', (floor, max, expected) => {
    expect(neighbourFloors(floor, max)).toEqual(expected);
  });
});
