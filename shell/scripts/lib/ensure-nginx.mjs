import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * The nginx e2e job serves the production builds through Debian's nginx; install it with apt-get
 * when it is missing (it is only run in the foreground with its own config, never as a service).
 */
export function ensureNginx() {
  if (fs.existsSync(NGINX_PATH)) return;
  console.log('▶ installing Debian nginx (apt-get)');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo', '-n'];
  const run = (args) => {
    const [cmd, ...rest] = [...sudo, ...args];
    const r = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) throw new Error(`${args.join(' ')} failed; install nginx at ${NGINX_PATH} by hand`);
  };
  run(['apt-get', 'update', '-qq']);
  // policy-rc.d (exit 101) keeps the package from starting a service on port 80 while it installs.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = asRoot && !fs.existsSync(policy);
  if (ownPolicy) fs.writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    // --no-install-recommends: the binary and its modules only.
    run(['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'nginx']);
  } finally {
    if (ownPolicy) fs.rmSync(policy, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNginx();
