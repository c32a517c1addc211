import { parseUniverseQuery } from './universe-query';

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
