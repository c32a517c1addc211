/** @jest-environment node */
import { acceptedEncoding } from './accepted-encoding';

describe('the index’s encoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('%s takes %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
