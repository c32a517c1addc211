/**
 * The production builds served the way deploy/ describes, on one machine: Debian's nginx in the
 * foreground (the site's origin with its page cache, and one static host per remote) in front of
 * several shell servers (server rendering) and several API instances. Used by
 * e2e/playwright.nginx.config.ts and the origin bench; Ctrl+C / SIGTERM stops everything.
 *
 * Env: NGINX_RUN_DIR (configs, logs, pid files `api-<port>.pid`, `shell-<port>.pid`), SHELL_PORT
 * (nginx's site), SHELL_SERVERS (how many shell servers, default 2, on the ports after SHELL_PORT) or
 * SHELL_SERVER_PORTS (e.g. "18081,18082"), API_PORTS (e.g. "14001,14002"), CHARACTERS_PORT ...
 * UPDATE_LOG_PORT (remote hosts), REMOTE_ORIGINS, CSP_REPORT_FILE.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_MANIFEST_FILE, type PageManifest } from '../shared-domain/src/federation/page-manifest';
import { configuredRemoteOrigins } from '../shared-domain/src/security/security-headers';
import { shellServerNodeOptions } from '../shell/scripts/lib/shell-server-heap.mjs';
import { waitForPort } from '../shell/scripts/lib/wait-for-port.mjs';
import { writeNginx } from './generate-nginx';

const ROOT = path.join(__dirname, '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

async function main() {
  const { PORTS, remotesManifest } = (await import('../ports.config.mjs')) as {
    PORTS: Record<string, number>;
    remotesManifest: () => Record<string, { name: string; entry: string }>;
  };
  const runDir = path.resolve(process.env.NGINX_RUN_DIR ?? path.join(ROOT, 'e2e', '.serve', 'nginx'));
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const apiPorts = (process.env.API_PORTS ?? '14001,14002').split(',').map(Number);
  const shellCount = Number(process.env.SHELL_SERVERS ?? 2);
  const shellPorts = process.env.SHELL_SERVER_PORTS
    ? process.env.SHELL_SERVER_PORTS.split(',').map(Number)
    : Array.from({ length: shellCount }, (_, i) => PORTS.shell! + 1 + i);
  const remotesJson = remotesManifest();
  const remoteIds = Object.keys(remotesJson);
  writeNginx({
    out: runDir,
    shellRoot: path.join(ROOT, 'shell', 'dist'),
    siteListen: `127.0.0.1:${PORTS.shell}`,
    apiServers: apiPorts.map((p) => `127.0.0.1:${p}`),
    shellServers: shellPorts.map((p) => `127.0.0.1:${p}`),
    remotesJson,
    remoteOrigins: configuredRemoteOrigins(process.env.REMOTE_ORIGINS, remotesJson),
    remoteHosts: remoteIds.map((id) => ({ id, root: path.join(ROOT, 'remotes', id, 'dist'), listen: `127.0.0.1:${PORTS[id]}` })),
    upstreamHeader: true,
  });

  const children: ChildProcess[] = [];
  let stopping = false;
  const stop = (code: number) => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 300).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  const launch = (name: string, cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}, vital = true) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // An API instance or a shell server may be stopped on purpose (the failover tests); nginx must not be.
      console.error(`[${name}] exited (${code ?? signal})${vital ? '; stopping' : ''}`);
      if (vital) stop(1);
    });
    return child;
  };

  for (const port of apiPorts) {
    // node itself (tsx as a loader, not its wrapper process), so the pid file names the server.
    const api = launch(
      `api:${port}`,
      process.execPath,
      ['--import', 'tsx', 'src/main.ts'],
      path.join(ROOT, 'api-mock'),
      { API_PORT: String(port), API_HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      false,
    );
    fs.writeFileSync(path.join(runDir, `api-${port}.pid`), String(api.pid));
  }
  await Promise.all(apiPorts.map((p) => waitForPort(p)));
  launch('nginx', NGINX, ['-p', runDir, '-c', path.join(runDir, 'nginx.conf')], ROOT);
  await Promise.all([PORTS.shell!, ...remoteIds.map((id) => PORTS[id]!)].map((p) => waitForPort(p, 20_000)));
  for (const port of shellPorts) {
    // Their API is the site's own /api (nginx's upstream of API instances): a render loses no data
    // when an API instance stops. Their remotes are those of the remotes.json nginx serves, followed as it is edited.
    const shell = launch(
      `shell:${port}`,
      process.execPath,
      ['--import', 'tsx', 'server/main.ts'],
      path.join(ROOT, 'shell'),
      {
        SHELL_PORT: String(port),
        HOST: '127.0.0.1',
        API_URL: `http://127.0.0.1:${PORTS.shell}`,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        NODE_OPTIONS: shellServerNodeOptions(),
        REMOTES_JSON_FILE: path.join(runDir, 'remotes.json'),
      },
      false,
    );
    fs.writeFileSync(path.join(runDir, `shell-${port}.pid`), String(shell.pid));
  }
  await Promise.all(shellPorts.map((p) => waitForPort(p, 60_000)));
  // Ready once every shell server renders each section's page (it loads the remotes' server bundles first):
  // the first visitors are not the ones who wait for that.
  const warmPages = await sectionPages(remotesJson);
  await Promise.all(shellPorts.map((p) => warm(`http://127.0.0.1:${p}`, warmPages)));
  // nginx, up before them, may have marked both servers down (a visitor or a readiness probe that
  // came too early): ready once it answers through them again.
  await answeredThroughNginx(`http://127.0.0.1:${PORTS.shell}/robots.txt`);
  console.log(
    `nginx site at http://localhost:${PORTS.shell} (shell servers ${shellPorts.join(', ')}; API instances ${apiPorts.join(', ')})`,
  );
}

/** One page of each remote in remotes.json: its navbar link (else its first page), read from the pages.json beside its entry. */
async function sectionPages(remotesJson: Record<string, { entry: string }>): Promise<string[]> {
  return Promise.all(
    Object.values(remotesJson).map(async ({ entry }) => {
      const manifest = (await (await fetch(new URL(PAGE_MANIFEST_FILE, entry))).json()) as PageManifest;
      return manifest.nav?.path ?? manifest.pages[0]!.path;
    }),
  );
}

/** Asks a shell server for each section's page until it comes back rendered (at most a minute). */
async function warm(origin: string, pages: readonly string[]) {
  const deadline = Date.now() + 60_000;
  for (const page of pages) {
    while (Date.now() < deadline) {
      const html = await fetch(`${origin}${page}`, { headers: { accept: 'text/html' } })
        .then((r) => r.text())
        .catch(() => '');
      if (html.includes('data-server-rendered-section=')) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Asks nginx for `url` until a shell server behind it answers (at most 30 s: its servers' fail_timeout is far less). */
async function answeredThroughNginx(url: string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = await fetch(url)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`nginx did not answer ${url} through a shell server within 30 s`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
