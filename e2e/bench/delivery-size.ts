import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DELIVERY_SOURCES, deliverySize } from './delivery-size-count';

/**
 * The delivery code's size at a commit (default: the working tree's HEAD), against the ceiling the
 * "less machinery" work set: fewer lines and scheduling helpers than the shell had before it.
 * Usage: `pnpm bench:delivery-size [ref]`.
 */
const MAX_LINES = 2_200;
const MAX_HELPERS = 19;

const REPO = path.join(__dirname, '..', '..');
const ref = process.argv[2] ?? 'HEAD';
const git = (args: string[]) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8', maxBuffer: 64 << 20 });
const paths = git(['ls-tree', '-r', '--name-only', ref, '--', ...DELIVERY_SOURCES])
  .split('\n')
  .filter(Boolean);
const size = deliverySize(paths.map((path) => ({ path, source: git(['show', `${ref}:${path}`]) })));
console.log(`delivery code at ${ref}: ${size.modules} modules, ${size.lines} lines of code, ${size.helpers.length} scheduling helpers`);
console.log(`  helpers: ${size.helpers.join(', ')}`);
const breaches = [
  size.lines >= MAX_LINES ? `${size.lines} lines (budget < ${MAX_LINES})` : null,
  size.helpers.length >= MAX_HELPERS ? `${size.helpers.length} scheduling helpers (budget < ${MAX_HELPERS})` : null,
].filter(Boolean);
if (breaches.length) {
  console.error(`over budget: ${breaches.join('; ')}`);
  process.exit(1);
}
