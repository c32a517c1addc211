import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');

/** The content at ten times the committed size (a fixed seed, so every run has the same), in a new temporary folder. */
export function generateTenfoldContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlw-content-x10-'));
  const generated = spawnSync('pnpm', ['content:generate', '--seed', '1', '--scale', '10', '--out', dir], { cwd: ROOT, stdio: 'inherit' });
  if (generated.status !== 0) throw new Error('could not generate the --scale 10 content');
  return dir;
}
