import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PORTS, REMOTE_IDS } from '../../../ports.config.mjs';
import { shellServerNodeOptions } from './shell-server-heap.mjs';
import { waitForPort } from './wait-for-port.mjs';

/** Starts one child with its output prefixed; a child that dies stops the whole site. */
function launch(children, name, cmd, args, cwd, env = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[${name}] exited (${code ?? signal}); stopping the site`);
    stopAll(children, 1);
  });
  children.push(child);
  return child;
}

let stopping = false;
function stopAll(children, code = 0) {
  stopping = true;
  for (const child of children) {
    // Children share our process group, so a supervisor that kills the group (Ctrl+C,
    // Playwright's webServer) stops them too; here we stop them ourselves.
    child.kill('SIGTERM');
  }
  setTimeout(() => process.exit(code), 300).unref();
}

/**
 * Runs the whole site: the API, each remote on its own port, and the shell in front.
 * `production` serves the builds; `dev` runs rspack dev servers with hot reload.
 * REMOTES_SERVE_DIR (used by e2e) serves copies of the remotes' dist folders from there, so a
 * test can redeploy one remote by replacing its files.
 */
export async function startSite(root, { mode }) {
  const children = [];
  process.on('SIGINT', () => stopAll(children));
  process.on('SIGTERM', () => stopAll(children));
  const bin = (pkg, name) => path.join(root, pkg, 'node_modules', '.bin', name);

  launch(children, 'api', bin('api-mock', 'tsx'), mode === 'dev' ? ['watch', 'src/main.ts'] : ['src/main.ts'], path.join(root, 'api-mock'));
  for (const id of REMOTE_IDS) {
    const dir = path.join(root, 'remotes', id);
    let served = path.join(dir, 'dist');
    if (mode === 'dev') {
      // Remotes rebuild on save into dist-dev/ (reload to see it); rspack's dev server is not used
      // for them because its client stalls lazy chunks across federated containers.
      served = path.join(dir, 'dist-dev');
      fs.mkdirSync(served, { recursive: true });
      launch(children, `${id}:build`, bin(`remotes/${id}`, 'rspack'), ['build', '--watch', '--mode', 'development'], dir, {
        RSPACK_OUT_DIR: served,
      });
    }
    if (process.env.REMOTES_SERVE_DIR && mode !== 'dev') {
      const copy = path.join(process.env.REMOTES_SERVE_DIR, id);
      fs.rmSync(copy, { recursive: true, force: true });
      fs.cpSync(served, copy, { recursive: true });
      served = copy;
    }
    launch(
      children,
      id,
      bin('shell', 'tsx'),
      ['server/serve-dist.ts', '--root', served, '--port', String(PORTS[id])],
      path.join(root, 'shell'),
    );
  }
  if (mode === 'dev') {
    launch(children, 'shell', bin('shell', 'rspack'), ['serve', '--mode', 'development'], path.join(root, 'shell'));
  } else {
    launch(children, 'shell', bin('shell', 'tsx'), ['server/main.ts'], path.join(root, 'shell'), {
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_OPTIONS: shellServerNodeOptions(),
    });
  }

  try {
    await Promise.all(Object.values(PORTS).map((port) => waitForPort(port, mode === 'dev' ? 180_000 : 60_000)));
  } catch (error) {
    console.error(String(error));
    stopAll(children, 1);
    return;
  }
  console.log(`\n  The tracker is running at http://localhost:${PORTS.shell}  (Ctrl+C stops everything)\n`);
}
