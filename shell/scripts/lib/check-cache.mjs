import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir } from './build-cache.mjs';

/** Checkouts whose caches are kept (a CI clone path, the working copy, a scratch clone or two). */
const KEEP = 4;

/**
 * Where the compiler, ESLint and Prettier keep what they learnt of each file, beside the build cache,
 * so a fresh clone checks again only what differs from the last run at its path. Each tool keys its
 * cache by file content; the folder is per checkout path (they record absolute or relative paths) and
 * per lockfile (a new dependency may change any file's verdict). Null when the build cache is off.
 */
export function checkCacheDir(root) {
  const builds = buildCacheDir();
  if (!builds) return null;
  const key = crypto.createHash('sha256').update(path.resolve(root)).update('\0');
  key.update(fs.readFileSync(path.join(root, 'pnpm-lock.yaml')));
  const parent = path.join(builds, 'checks');
  const dir = path.join(parent, key.digest('hex').slice(0, 16));
  fs.mkdirSync(dir, { recursive: true });
  const now = new Date();
  fs.utimesSync(dir, now, now);
  const others = fs
    .readdirSync(parent)
    .map((name) => ({ name, used: fs.statSync(path.join(parent, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of others.slice(KEEP)) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
  return dir;
}

/**
 * The arguments that give each check its cache in `dir`, appended to the package's own scripts
 * (`typecheck:site`, `typecheck:e2e`, `lint`, `format:check`); none when `dir` is null.
 */
export function cacheArgs(dir) {
  if (!dir) return { site: [], e2e: [], lint: [], format: [] };
  const tsc = (name) => ['--incremental', '--tsBuildInfoFile', path.join(dir, `${name}.tsbuildinfo`)];
  const cache = (name) => ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(dir, name)];
  return { site: tsc('site'), e2e: tsc('e2e'), lint: cache('eslint'), format: cache('prettier') };
}
