import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    ['/dist/main.fcfd409ca8.js', 'public, max-age=31536000, immutable'],
    ['/dist/103.8bdd490f00.css', 'public, max-age=31536000, immutable'],
    ['/dist/remoteEntry.js', 'no-cache'],
    ['/dist/mf-manifest.json', 'no-cache'],
    ['/dist/index.html', 'no-cache'],
    ['/dist/main.fcfd409ca8.js.map', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
