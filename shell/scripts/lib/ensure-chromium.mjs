import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Playwright drives Debian's Chromium; install it with apt-get when it is missing. */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM_PATH)) return;
  console.log('▶ installing Debian chromium (apt-get)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed; install Chromium at ${CHROMIUM_PATH} by hand`);
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium']);
}
