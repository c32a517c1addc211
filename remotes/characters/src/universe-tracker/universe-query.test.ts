import { parseUniverseQuery, universeTitle } from './universe-query';

describe('parseUniverseQuery', () => {
  it.each<[string | null, string]>([
    [null, 'L1'],
    ['', 'L1'],
    ['l1', 'L1'],
    ['L1', 'L1'],
    ['a7', 'A7'],
    [' A12& ', 'A12&'],
    ['C5>', 'C5>'],
    ['L10.1', 'L10.1'],
    ['1A', 'L1'],
    ['<script>', 'L1'],
    ['A123456789012', 'L1'],
  ])('%p → %p', (raw, expected) => {
    expect(parseUniverseQuery(raw)).toBe(expected);
  });
});

describe('universeTitle', () => {
  it.each([
    ['L1', 'L1'],
    ['A1', 'A1 · Scarlet'],
    ['A8', 'A8 · Desires'],
    ['A7A', 'A7A'],
    ['A9', 'A9'],
    ['C5>', 'C5>'],
    ['Constructor', 'Constructor'],
  ])('%s → %s', (code, expected) => {
    expect(universeTitle(code)).toBe(expected);
  });
});
