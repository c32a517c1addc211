import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildCacheDir, prune } from './build-cache.mjs';

/** Versions of the keys whose caches are kept (main's, and a branch or two with other dependencies or rules). */
const KEEP = 4;
/** Where the checks read and write their caches during a run, inside the checkout. */
const WORK = path.join('node_modules', '.cache', 'tlw-checks');
/** Stands for the checkout's path in a kept cache, so a clone elsewhere can use it. */
const ROOT_MARK = '@TLW_CHECKOUT@';
const FILES = ['site.tsbuildinfo', 'e2e.tsbuildinfo', 'eslint', 'prettier'];

/**
 * What the caches are kept by: the lockfile (a new dependency may change any file's verdict), and the
 * ESLint config with the table its own rule reads (ESLint compares a config's options, not the code
 * of a rule written in it).
 */
const KEYS = ['pnpm-lock.yaml', 'eslint.config.mjs', 'shared-domain/src/federation/router-surface.json'];

/**
 * Where the compiler, ESLint and Prettier keep what they learnt of each file between runs, beside the
 * build cache: one folder per version of `KEYS`. Null when the build cache is off.
 */
export function keptChecksDir(root) {
  const builds = buildCacheDir();
  if (!builds) return null;
  const key = crypto.createHash('sha256');
  for (const file of KEYS) {
    const at = path.join(root, file);
    key
      .update(`${file}\0`)
      .update(fs.existsSync(at) ? fs.readFileSync(at) : '')
      .update('\0');
  }
  return path.join(builds, 'checks', key.digest('hex').slice(0, 16));
}

/**
 * Puts the kept caches where the checks look for them in this checkout, with its path in place of the
 * mark (ESLint and Prettier name files by absolute path; each tool keys a file's verdict by its
 * content, and a fresh clone gives every file a new time). Returns that folder, or null with no cache.
 */
export function restoreChecks(root) {
  const kept = keptChecksDir(root);
  if (!kept) return null;
  const work = path.join(root, WORK);
  // What an earlier run in this checkout left may be of other dependencies: only the kept caches count.
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const name of FILES) {
    const from = path.join(kept, name);
    if (fs.existsSync(from)) fs.writeFileSync(path.join(work, name), fs.readFileSync(from, 'utf8').replaceAll(ROOT_MARK, root));
  }
  return work;
}

/** Keeps this run's caches for the next run, wherever its checkout is, and drops those used least recently. */
export function saveChecks(root) {
  const kept = keptChecksDir(root);
  if (!kept) return;
  const parent = path.dirname(kept);
  fs.mkdirSync(parent, { recursive: true });
  // Filled aside and renamed in one step, so a run reading it never sees half of it.
  const fill = fs.mkdtempSync(path.join(parent, '.new-'));
  for (const name of FILES) {
    const from = path.join(root, WORK, name);
    if (fs.existsSync(from)) fs.writeFileSync(path.join(fill, name), fs.readFileSync(from, 'utf8').replaceAll(root, ROOT_MARK));
  }
  fs.rmSync(kept, { recursive: true, force: true });
  fs.renameSync(fill, kept);
  prune(parent, KEEP);
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
