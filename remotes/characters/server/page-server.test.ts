import { pageServer } from './page-server';

const at = (path: string) => pageServer.firstData(new URL(path, 'http://shell.test'));

describe('the character pages’ first data', () => {
  // The call each page's hook makes first, as the API documents it.
  it.each([
    ['/characters/conventional-list', '/api/characters/chronological'],
    ['/characters/variant-tracker', '/api/characters/variants'],
    ['/characters/universe-tracker', '/api/characters/universe'],
    ['/characters/release-order', '/api/characters/release-date'],
    ['/characters/rebirth-order', '/api/characters/rebirth-date'],
    ['/characters/rebirth-costume-order', '/api/characters/rebirth-costume-date'],
    ['/characters/unreleased-characters', '/api/characters/unreleased'],
    ['/characters/prayer-type', '/api/characters/prayer-type'],
    ['/characters/role-type', '/api/characters/role-type'],
  ])('%s preloads %s', (path, api) => {
    expect(at(path)).toEqual([api]);
  });

  it.each(['/characters', '/characters/constructor', '/characters/toString', '/characters/release-order/x', '/prayers'])(
    '%s preloads none',
    (path) => {
      expect(at(path)).toEqual([]);
    },
  );
});
