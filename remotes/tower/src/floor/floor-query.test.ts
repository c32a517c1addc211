import fc from 'fast-check';
import { clampFloor, parseFloorQuery, resolveFloorQuery } from './floor-query';

describe('parseFloorQuery', () => {
  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['   ', 1],
    ['1', 1],
    ['7', 7],
    ['42', 42],
    [' 12 ', 12],
    ['+5', 5],
    ['007', 7],
    ['7.9', 7],
    ['12abc', 12],
    ['1e3', 1],
    ['0', 1],
    ['-3', 1],
    ['abc', 1],
    ['NaN', 1],
    ['Infinity', 1],
    ['99999999999999999999999', Number.MAX_SAFE_INTEGER],
  ])('%p → floor %p', (raw, expected) => {
    expect(parseFloorQuery(raw)).toBe(expected);
  });

  it('gives a positive safe integer for any text', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary' })), (raw) => {
        const floor = parseFloorQuery(raw);
        return Number.isSafeInteger(floor) && floor >= 1;
      }),
    );
  });

  it('reads back every floor it writes', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (floor) => parseFloorQuery(String(floor)) === floor));
  });
});

describe('clampFloor', () => {
  it.each([
    [5, 200, 5],
    [0, 200, 1],
    [-7, 200, 1],
    [201, 200, 200],
    [99999, 200, 200],
    [3, 0, 1],
    [3, -1, 1],
    [1, 1, 1],
  ])('floor %p with %p floors → %p', (floor, max, expected) => {
    expect(clampFloor(floor, max)).toBe(expected);
  });

  it('always lands inside 1..max (or 1 when there is no floor)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: -5, max: 5000 }), (floor, max) => {
        const f = clampFloor(floor, max);
        return Number.isInteger(f) && f >= 1 && f <= Math.max(1, max) && (floor < 1 || floor > max || f === floor);
      }),
    );
  });
});

describe('resolveFloorQuery', () => {
  it.each<[string | null, number | null, { floor: number; rewrite: boolean }]>([
    [null, 200, { floor: 1, rewrite: false }],
    ['7', 200, { floor: 7, rewrite: false }],
    ['99999', 200, { floor: 200, rewrite: true }],
    ['99999', null, { floor: 99999, rewrite: false }],
    ['0', 200, { floor: 1, rewrite: true }],
    ['abc', 200, { floor: 1, rewrite: true }],
    ['007', 200, { floor: 7, rewrite: true }],
    ['', 200, { floor: 1, rewrite: true }],
    ['12', 0, { floor: 1, rewrite: true }],
  ])('floor=%p with highest floor %p → %p', (raw, max, expected) => {
    expect(resolveFloorQuery(raw, max)).toEqual(expected);
  });

  it('once rewritten, the query is stable (a second pass changes nothing)', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.integer({ min: 0, max: 300 }), (raw, max) => {
        const first = resolveFloorQuery(raw, max);
        const again = resolveFloorQuery(first.rewrite ? String(first.floor) : raw, max);
        return again.floor === first.floor && !again.rewrite;
      }),
    );
  });
});
