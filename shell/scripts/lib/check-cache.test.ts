import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheArgs, checkCacheDir } from './check-cache.mjs';

describe('the checks’ caches, kept per checkout beside the build cache', () => {
  let scratch: string;
  const saved = process.env.TLW_BUILD_CACHE;

  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'check-cache-'));
    process.env.TLW_BUILD_CACHE = path.join(scratch, 'builds');
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.TLW_BUILD_CACHE;
    else process.env.TLW_BUILD_CACHE = saved;
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const checkout = (name: string, lockfile = 'lockfileVersion: 9\n') => {
    const root = path.join(scratch, name);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, 'pnpm-lock.yaml'), lockfile);
    return root;
  };

  it('gives the same checkout the same folder, and another path or another lockfile a folder of its own', () => {
    const a = checkout('a');
    const first = checkCacheDir(a);
    expect(first).toBe(checkCacheDir(a));
    expect(first!.startsWith(path.join(scratch, 'builds', 'checks'))).toBe(true);
    expect(fs.statSync(first!).isDirectory()).toBe(true);
    expect(checkCacheDir(checkout('b'))).not.toBe(first);
    fs.writeFileSync(path.join(a, 'pnpm-lock.yaml'), 'lockfileVersion: 9\npackages: {}\n');
    expect(checkCacheDir(a)).not.toBe(first);
  });

  it('keeps the four checkouts used last', () => {
    const dirs = ['a', 'b', 'c', 'd', 'e'].map((name, i) => {
      const dir = checkCacheDir(checkout(name))!;
      // Seconds apart, oldest first, whatever the file system's time resolution.
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      fs.utimesSync(dir, at, at);
      return dir;
    });
    checkCacheDir(checkout('f'));
    expect(dirs.map((d) => fs.existsSync(d))).toEqual([false, false, true, true, true]);
  });

  it('is off, and the checks run without a cache, when the build cache is off', () => {
    process.env.TLW_BUILD_CACHE = 'off';
    expect(checkCacheDir(checkout('a'))).toBeNull();
    expect(cacheArgs(null)).toEqual({ site: [], e2e: [], lint: [], format: [] });
  });

  it('gives each tool its own file in the folder, its cache keyed by content (a fresh clone has new file times)', () => {
    const args = cacheArgs('/cache/x');
    expect(args.site).toEqual(['--incremental', '--tsBuildInfoFile', '/cache/x/site.tsbuildinfo']);
    expect(args.e2e).toEqual(['--incremental', '--tsBuildInfoFile', '/cache/x/e2e.tsbuildinfo']);
    expect(args.lint).toEqual(['--cache', '--cache-strategy', 'content', '--cache-location', '/cache/x/eslint']);
    expect(args.format).toEqual(['--cache', '--cache-strategy', 'content', '--cache-location', '/cache/x/prettier']);
  });
});
