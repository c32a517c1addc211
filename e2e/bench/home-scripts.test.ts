import { homeJsBreaches, scriptsInWindow, transferredTotal, type FetchedFile } from './home-scripts';

const NAV = 1_700_000_000_000;
const file = (url: string, type: string, afterMs: number, transferredBytes: number): FetchedFile => ({
  url,
  type,
  startedAt: NAV + afterMs,
  transferredBytes,
});

describe("the home's JS figure", () => {
  const files = [
    file('http://localhost:28080/', 'document', 0, 24_000),
    // Scripts the shell starts once the page has painted, and a remote's on another port.
    file('http://localhost:28080/main.js', 'script', 1_200, 119_154),
    file('http://localhost:28080/home-collection.js', 'script', 4_000, 3_342),
    file('http://localhost:23001/remoteEntry.js', 'script', 9_000, 13_800),
    file('http://localhost:28080/main.css', 'stylesheet', 100, 9_000),
    file('http://localhost:28080/api/home', 'fetch', 1_500, 30_000),
    file('http://localhost:28080/late.js', 'script', 10_001, 50_000),
  ];

  it('counts every script requested in the first 10 s, from every origin, and nothing else', () => {
    expect(scriptsInWindow(files, NAV).map((f) => f.url)).toEqual([
      'http://localhost:28080/main.js',
      'http://localhost:28080/home-collection.js',
      'http://localhost:23001/remoteEntry.js',
    ]);
    expect(transferredTotal(scriptsInWindow(files, NAV))).toBe(136_296);
  });

  it('counts a script requested at 10 s itself, not one after', () => {
    const edge = [file('a.js', 'script', 10_000, 1), file('b.js', 'script', 10_001, 2)];
    expect(scriptsInWindow(edge, NAV).map((f) => f.url)).toEqual(['a.js']);
  });

  it('breaches 140 KB of transferred JS, naming the figure', () => {
    expect(homeJsBreaches([file('a.js', 'script', 0, 143_360)])).toEqual([]);
    expect(homeJsBreaches([file('a.js', 'script', 0, 100_000), file('b.js', 'script', 5_000, 50_000)])).toEqual([
      'home page: JS 146.5 KB transferred in its first 10 s > 140.0 KB',
    ]);
  });

  it('fails a home where no script was seen rather than pass it at 0 KB', () => {
    expect(homeJsBreaches([])).toEqual(['home page: no script seen in its first 10 s (the measurement missed them)']);
  });
});
