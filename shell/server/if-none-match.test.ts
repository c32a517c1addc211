import { namesEtag } from './if-none-match';

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%j names "abc": %s', (header, matches) => {
    expect(namesEtag(header, ['"abc"'])).toBe(matches);
  });
});
