// `pnpm --filter remote-<name> start`: serves the remote's production build (dist/) on its own port
// with the site's static server (CORS, cache policy, security headers), as `npm start` serves it
// beside the shell. Run from the remote's folder; build it first (`pnpm --filter remote-<name> build`).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PORTS } from '../../ports.config.mjs';

const SHELL = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = process.cwd();
const id = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name.replace(/^remote-/, '');
const port = PORTS[id];
if (port === undefined) throw new Error(`${dir} is not a remote of ports.config.mjs`);
const root = path.join(dir, 'dist');
if (!fs.existsSync(path.join(root, 'remoteEntry.js'))) throw new Error(`no build in ${root}: run the remote's build first`);

const child = spawn(path.join(SHELL, 'node_modules', '.bin', 'tsx'), ['server/serve-dist.ts', '--root', root, '--port', String(port)], {
  cwd: SHELL,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
