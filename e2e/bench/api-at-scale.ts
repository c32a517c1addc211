// The API load bench again on 10× content (issue 13 item 3): generates the `--scale 10` set into a
// temporary folder (api-mock's generator, seed 1), then runs `pnpm bench:api --content DIR`
// (the same cases and targets as the scale-1 run). Exits with the bench's status.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const SCALE = process.env.BENCH_SCALE ?? '10';
const out = fs.mkdtempSync(path.join(os.tmpdir(), `tlw-content-x${SCALE}-`));
const run = (args: string[]) => spawnSync('pnpm', args, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
try {
  console.log(`\nAPI load on --scale ${SCALE} content (${out})`);
  let status = run(['content:generate', '--seed', '1', '--scale', SCALE, '--out', out]);
  if (status === 0) status = run(['bench:api', '--content', out]);
  process.exitCode = status;
} finally {
  fs.rmSync(out, { recursive: true, force: true });
}
