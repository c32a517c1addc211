import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_IDS } from '../../../ports.config.mjs';
import { buildCacheDir, cached, store, treeDigest } from './build-cache.mjs';

/** The shell and every remote of ports.config.mjs. */
export const BUILDABLE = ['shell', ...REMOTE_IDS.map((id) => `remotes/${id}`)];
const SHARED_INPUTS = [
  'shared-domain/src',
  'shared-ui/src',
  'shared-domain/package.json',
  'shared-ui/package.json',
  'rspack.factory.mjs',
  'rspack.preload-assets.mjs',
  'rspack.precompress.mjs',
  'rspack.shared-singletons.cjs',
  'import-scanner.cjs',
  'ports.config.mjs',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];
/** What a package's build writes: every remote writes dist/ (its server bundle in dist/ssr), the shell dist-ssr/ too. */
const OUTPUTS = ['dist', 'dist-ssr'];

/** A digest of everything a package's production build reads. */
export function inputsDigest(root, pkg) {
  return treeDigest(root, [pkg, ...SHARED_INPUTS], { extra: pkg });
}

const stampPath = (root, pkg) => path.join(root, pkg, 'dist', '.build-inputs');

function build(root, pkg) {
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
}

/**
 * Brings each package's build up to date with its inputs: kept when its stamp matches, else copied
 * from the build cache (build-cache.mjs) when these inputs were built before, else built and cached.
 * The same inputs make the same build, so a fresh clone (CI) builds only what no run has built yet.
 */
export function buildChanged(root) {
  for (const pkg of BUILDABLE) {
    const digest = inputsDigest(root, pkg);
    const stamp = stampPath(root, pkg);
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) {
      console.log(`✔ ${pkg} is up to date`);
      continue;
    }
    const started = Date.now();
    const kind = path.join('packages', pkg.replace(/\//g, '-'));
    const outputs = OUTPUTS.map((out) => path.join(root, pkg, out));
    const hit = cached(kind, digest);
    if (hit) {
      for (const [i, out] of outputs.entries()) {
        fs.rmSync(out, { recursive: true, force: true });
        if (fs.existsSync(path.join(hit, OUTPUTS[i]))) fs.cpSync(path.join(hit, OUTPUTS[i]), out, { recursive: true });
      }
      fs.writeFileSync(stamp, digest);
      console.log(`✔ ${pkg}: the build of these inputs, from the build cache (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      continue;
    }
    console.log(`\n▶ build ${pkg}`);
    build(root, pkg);
    fs.writeFileSync(stamp, digest);
    if (buildCacheDir())
      store(
        kind,
        digest,
        (folder) => {
          for (const [i, out] of outputs.entries())
            if (fs.existsSync(out)) fs.cpSync(out, path.join(folder, OUTPUTS[i]), { recursive: true });
        },
        { keep: 3 },
      );
    console.log(`✔ build ${pkg} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
