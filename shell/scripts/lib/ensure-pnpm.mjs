import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The pnpm version pinned in the root package.json's `engines.pnpm`. (Not `packageManager`:
 * pnpm 12 then tries to record its own binaries for every platform, and fails offline.)
 */
function pinnedVersion(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return pkg.engines.pnpm;
}

const versionOf = (bin) => {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/**
 * Returns a pnpm binary of the pinned version: the one on PATH if it matches, else one installed
 * with npm into a user cache folder (no root or global install needed). Its folder is put on PATH
 * so scripts that call pnpm get the same one.
 */
export function ensurePnpm(root) {
  const version = pinnedVersion(root);
  if (versionOf('pnpm') === version) return 'pnpm';
  const prefix = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'lostword-tracker', `pnpm-${version}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'pnpm');
  if (versionOf(bin) !== version) {
    console.log(`▶ installing pnpm ${version} into ${prefix}`);
    fs.mkdirSync(prefix, { recursive: true });
    const r = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', `pnpm@${version}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not install pnpm with npm');
  }
  process.env.PATH = `${path.dirname(bin)}${path.delimiter}${process.env.PATH}`;
  return bin;
}
