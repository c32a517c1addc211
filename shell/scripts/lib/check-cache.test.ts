import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheArgs, keptChecksDir, restoreChecks, saveChecks } from './check-cache.mjs';

describe('the checks’ caches, kept beside the build cache for the next clone', () => {
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

  it('hands a clone at another path the caches of the last run, naming its own files', () => {
    const first = checkout('first');
    const work = restoreChecks(first)!;
    expect(work).toBe(path.join(first, 'node_modules', '.cache', 'tlw-checks'));
    expect(fs.readdirSync(work)).toEqual([]);
    fs.writeFileSync(path.join(work, 'eslint'), JSON.stringify({ [path.join(first, 'shell/src/index.ts')]: { hash: 'h1' } }));
    fs.writeFileSync(path.join(work, 'site.tsbuildinfo'), '{"fileNames":["../../../shell/src/index.ts"]}');
    saveChecks(first);

    const second = checkout('second');
    const there = restoreChecks(second)!;
    expect(JSON.parse(fs.readFileSync(path.join(there, 'eslint'), 'utf8'))).toEqual({
      [`${second}/shell/src/index.ts`]: { hash: 'h1' },
    });
    expect(fs.readFileSync(path.join(there, 'site.tsbuildinfo'), 'utf8')).toBe('{"fileNames":["../../../shell/src/index.ts"]}');
    expect(fs.readdirSync(there).sort()).toEqual(['eslint', 'site.tsbuildinfo']);
  });

  it('starts afresh with another lockfile (a new dependency may change any verdict)', () => {
    const a = checkout('a');
    fs.writeFileSync(path.join(restoreChecks(a)!, 'prettier'), '{}');
    saveChecks(a);
    const b = checkout('b', 'lockfileVersion: 9\npackages: {}\n');
    expect(keptChecksDir(b)).not.toBe(keptChecksDir(a));
    expect(fs.readdirSync(restoreChecks(b)!)).toEqual([]);
  });

  it('leaves out what an earlier run in the same checkout left, when nothing is kept for its keys', () => {
    const a = checkout('a');
    fs.writeFileSync(path.join(restoreChecks(a)!, 'eslint'), '{"stale":true}');
    expect(fs.readdirSync(restoreChecks(a)!)).toEqual([]);
  });

  it('starts afresh when the ESLint config changes (ESLint compares its options, not the code of a rule written in it)', () => {
    const a = checkout('a');
    const before = keptChecksDir(a);
    fs.writeFileSync(path.join(a, 'eslint.config.mjs'), 'export default [];\n');
    expect(keptChecksDir(a)).not.toBe(before);
  });

  it('keeps the caches of the four lockfiles used last', () => {
    const kept = ['1', '2', '3', '4', '5'].map((n, i) => {
      const root = checkout(`c${n}`, `lockfileVersion: 9\n# ${n}\n`);
      restoreChecks(root);
      saveChecks(root);
      // Seconds apart, oldest first, whatever the file system's time resolution.
      const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i));
      fs.utimesSync(keptChecksDir(root)!, at, at);
      return keptChecksDir(root)!;
    });
    const sixth = checkout('c6', 'lockfileVersion: 9\n# 6\n');
    restoreChecks(sixth);
    saveChecks(sixth);
    expect(kept.map((d) => fs.existsSync(d))).toEqual([false, false, true, true, true]);
    expect(fs.existsSync(keptChecksDir(sixth)!)).toBe(true);
  });

  it('drops a folder a stopped run left half filled an hour ago, and keeps one being filled now', () => {
    const root = checkout('a');
    restoreChecks(root);
    const parent = path.dirname(keptChecksDir(root)!);
    fs.mkdirSync(path.join(parent, '.new-old'), { recursive: true });
    fs.mkdirSync(path.join(parent, '.new-now'), { recursive: true });
    const old = new Date(Date.now() - 2 * 3_600_000);
    fs.utimesSync(path.join(parent, '.new-old'), old, old);
    saveChecks(root);
    expect(fs.readdirSync(parent).filter((name) => name.startsWith('.'))).toEqual(['.new-now']);
  });

  it('is off, and the checks run without a cache, when the build cache is off', () => {
    process.env.TLW_BUILD_CACHE = 'off';
    const root = checkout('a');
    expect(restoreChecks(root)).toBeNull();
    saveChecks(root);
    expect(fs.existsSync(path.join(scratch, 'builds'))).toBe(false);
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
