import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const BUILDABLE = ['shell', 'remotes/characters', 'remotes/prayers', 'remotes/story-cards', 'remotes/tower', 'remotes/update-log'];
const SHARED_INPUTS = [
  'shared-domain/src',
  'shared-ui/src',
  'shared-domain/package.json',
  'shared-ui/package.json',
  'rspack.after-paint.cjs',
  'rspack.factory.mjs',
  'rspack.preload-assets.mjs',
  'rspack.precompress.mjs',
  'rspack.shared-singletons.cjs',
  'ports.config.mjs',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];
const SKIP = new Set(['node_modules', 'dist', 'dist-dev', 'dist-ssr', '.cache']);

function addFiles(hash, root, rel) {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return;
  const stat = fs.statSync(abs);
  if (stat.isFile()) {
    hash.update(rel).update(fs.readFileSync(abs));
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) {
    if (SKIP.has(name) || /\.test\.tsx?$/.test(name)) continue;
    addFiles(hash, root, path.join(rel, name));
  }
}

/** A digest of everything a package's production build reads. */
export function inputsDigest(root, pkg) {
  const hash = crypto.createHash('sha256');
  for (const rel of [pkg, ...SHARED_INPUTS]) addFiles(hash, root, rel);
  return hash.digest('hex');
}

const stampPath = (root, pkg) => path.join(root, pkg, 'dist', '.build-inputs');

/** Builds each package whose inputs changed since its last build (all of them with force). */
export function buildChanged(root, { force = false } = {}) {
  for (const pkg of BUILDABLE) {
    const digest = inputsDigest(root, pkg);
    const stamp = stampPath(root, pkg);
    if (!force && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
      console.log(`✔ ${pkg} is up to date`);
      continue;
    }
    console.log(`\n▶ build ${pkg}`);
    const started = Date.now();
    const rspack = path.join(root, pkg, 'node_modules', '.bin', 'rspack');
    // The shell also builds its home page's server renderer (rspack.ssr.config.mjs).
    const configs = [[], ...(fs.existsSync(path.join(root, pkg, 'rspack.ssr.config.mjs')) ? [['-c', 'rspack.ssr.config.mjs']] : [])];
    for (const config of configs) {
      const r = spawnSync(rspack, ['build', '--mode', 'production', ...config], { cwd: path.join(root, pkg), stdio: 'inherit' });
      if (r.status !== 0) {
        console.error(`✖ build ${pkg} failed`);
        process.exit(r.status ?? 1);
      }
    }
    fs.writeFileSync(stamp, digest);
    console.log(`✔ build ${pkg} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
