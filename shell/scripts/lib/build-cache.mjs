import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Production builds kept outside the checkout, by the digest of what they were built from: a fresh
 * clone (CI) or a fixture remote a journey builds again gets the same files without running rspack.
 * TLW_BUILD_CACHE moves it; TLW_BUILD_CACHE=off turns it off.
 */
export function buildCacheDir() {
  const configured = process.env.TLW_BUILD_CACHE;
  if (configured === 'off') return null;
  return configured || path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'lostword-tracker', 'builds');
}

const SKIP = new Set(['node_modules', 'dist', 'dist-dev', 'dist-ssr', '.cache']);

function addFiles(hash, root, rel, skipTests) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return;
  const stat = fs.statSync(abs);
  if (stat.isFile()) {
    hash.update(`${rel}\0`).update(fs.readFileSync(abs)).update('\0');
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) {
    if (SKIP.has(name) || (skipTests && /\.test\.tsx?$/.test(name))) continue;
    addFiles(hash, root, path.join(rel, name), skipTests);
  }
}

/**
 * What a build reads that is not a file of the tree: the variables rspack.factory.mjs and
 * ports.config.mjs read, and the Node that runs rspack.
 */
const BUILD_ENV = [
  'NODE_ENV',
  'REMOTE_BUILD_ID',
  'API_URL',
  'SHELL_PORT',
  'API_PORT',
  'CHARACTERS_PORT',
  'PRAYERS_PORT',
  'STORY_CARDS_PORT',
  'TOWER_PORT',
  'UPDATE_LOG_PORT',
  'CHARACTERS_URL',
  'PRAYERS_URL',
  'STORY_CARDS_URL',
  'TOWER_URL',
  'UPDATE_LOG_URL',
];

/**
 * A digest of the files under `rels` (folders walked in name order, without node_modules or build
 * output; tests left out unless `skipTests` is false), the build's environment and `extra`.
 */
export function treeDigest(root, rels, { extra = '', env = process.env, skipTests = true } = {}) {
  const hash = crypto.createHash('sha256');
  for (const rel of rels) addFiles(hash, root, rel, skipTests);
  for (const name of BUILD_ENV) hash.update(`${name}=${env[name] ?? ''}\0`);
  hash.update(`node=${process.version}\0${extra}`);
  return hash.digest('hex');
}

/** The cached folder for `key` in `kind`, or null when there is none (or no cache). */
export function cached(kind, key) {
  const dir = buildCacheDir();
  if (!dir) return null;
  const entry = path.join(dir, kind, key);
  if (!fs.existsSync(path.join(entry, '.complete'))) return null;
  // Used now: pruning keeps the entries used last.
  const now = new Date();
  fs.utimesSync(entry, now, now);
  return entry;
}

/**
 * Fills a new cache entry: `fill(folder)` writes into a private folder, which then takes the key's
 * name in one rename, so a reader never sees half an entry and two writers of one key do not mix.
 * Returns the entry (or, with no cache, the private folder). Keeps the `keep` entries of `kind`
 * used last.
 */
export function store(kind, key, fill, { keep = 6 } = {}) {
  const dir = buildCacheDir();
  const parent = dir ? path.join(dir, kind) : os.tmpdir();
  fs.mkdirSync(parent, { recursive: true });
  const work = fs.mkdtempSync(path.join(parent, `.${key.slice(0, 12)}-`));
  try {
    fill(work);
  } catch (error) {
    fs.rmSync(work, { recursive: true, force: true });
    throw error;
  }
  if (!dir) return work;
  fs.writeFileSync(path.join(work, '.complete'), '');
  const entry = path.join(parent, key);
  try {
    fs.renameSync(work, entry);
  } catch {
    // Another process stored the same key first: theirs is the same build.
    fs.rmSync(work, { recursive: true, force: true });
  }
  prune(parent, keep);
  return entry;
}

/** A private folder this old was left by a build that was stopped. */
const ABANDONED_MS = 3_600_000;

/** Keeps the `keep` entries of `parent` used last, and drops the private (dot) folders a stopped run left. */
export function prune(parent, keep) {
  const entries = fs
    .readdirSync(parent)
    .map((name) => ({ name, used: fs.statSync(path.join(parent, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  const finished = entries.filter(({ name }) => !name.startsWith('.'));
  const abandoned = entries.filter(({ name, used }) => name.startsWith('.') && Date.now() - used > ABANDONED_MS);
  for (const { name } of [...finished.slice(keep), ...abandoned]) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
}
