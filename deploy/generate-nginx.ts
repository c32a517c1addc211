/**
 * Generates the nginx configs of deploy/nginx/*.template: the site's origin (shell build,
 * /remotes.json, /api and /images proxied to N API instances) and one static host per remote. The
 * security headers come from the same module the fastify servers use (shell/server/security-headers),
 * with the CSP hashes of the built shell's inline theme script and style.
 *
 *   tsx deploy/generate-nginx.ts --out DIR [--shell-root shell/dist] [--site-listen 8080]
 *       [--api 127.0.0.1:4001 --api 127.0.0.1:4002] [--remotes-json FILE] [--remote-root ID=DIR:LISTEN ...]
 *
 * Without --remotes-json the remotes are those of ports.config.mjs (CHARACTERS_URL ... or the local
 * ports); REMOTE_ORIGINS overrides the allowed origins as for the node servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BODY_TOO_LARGE_MESSAGE } from '../shared-domain/src/api/contract/api-contract';
import type { PageServer } from '../shared-domain/src/federation/page-server';
import { SECTIONS } from '../shared-domain/src/federation/sections';
import { landingPreloadLinks, sectionPreloadLinks } from '../shell/server/landing-preload';
import { configuredRemoteOrigins, inlineHashes, securityHeaders } from '../shell/server/security-headers';

const TEMPLATES = path.join(__dirname, 'nginx');

export interface RemoteHost {
  id: string;
  /** The remote's dist/ on this machine. */
  root: string;
  /** nginx `listen` value, e.g. `13001` or `127.0.0.1:13001`. */
  listen: string;
}

export interface NginxOptions {
  /** Where the files are written; also nginx's prefix (pid, logs, temp files) for the local runner. */
  out: string;
  shellRoot: string;
  siteListen: string;
  serverName?: string;
  /** `host:port` of each API instance. */
  apiServers: readonly string[];
  /** The body of /remotes.json (written to `out/remotes.json`; edit it there to roll back a remote). */
  remotesJson: Record<string, { name: string; entry: string }>;
  remoteOrigins: readonly string[];
  /** Static hosts for remotes served from this nginx (a CDN elsewhere needs none). */
  remoteHosts?: readonly RemoteHost[];
  /** The first API calls of a section's own page, as its remote computes them (its server/page-server.ts); none without. */
  firstData?: (url: URL) => readonly string[];
  /** Adds X-Upstream (which API instance answered) to API responses: for the e2e failover proof only. */
  upstreamHeader?: boolean;
}

const fill = (template: string, values: Record<string, string>): string =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_, key: string) => {
    if (!(key in values)) throw new Error(`no value for {{${key}}}`);
    return values[key]!;
  });

const read = (name: string) => fs.readFileSync(path.join(TEMPLATES, name), 'utf8');

/** A value inside nginx double quotes. */
const quoted = (value: string) => {
  if (/["\\$\n]/.test(value)) throw new Error(`cannot put ${JSON.stringify(value)} in an nginx string`);
  return value;
};

const HEADER_NAMES: Record<string, string> = {
  'content-security-policy': 'Content-Security-Policy',
  'x-content-type-options': 'X-Content-Type-Options',
  'referrer-policy': 'Referrer-Policy',
  'permissions-policy': 'Permissions-Policy',
  'x-frame-options': 'X-Frame-Options',
  'cross-origin-opener-policy': 'Cross-Origin-Opener-Policy',
};

/** Every generated file, by name (pure apart from reading the templates and the shell's index.html). */
export function renderNginx(options: NginxOptions): Record<string, string> {
  const html = fs.readFileSync(path.join(options.shellRoot, 'index.html'), 'utf8');
  const headers = securityHeaders({ remoteOrigins: options.remoteOrigins, ...inlineHashes(html), reportUri: '/csp-report' });
  const names = Object.keys(headers).map((h) => HEADER_NAMES[h] ?? h);
  const headersConf = Object.entries(headers)
    .map(([name, value]) => `add_header ${HEADER_NAMES[name] ?? name} "${quoted(value)}" always;`)
    .join('\n');
  const files: Record<string, string> = {};
  const at = (name: string) => path.join(options.out, name);
  files['security-headers.conf'] = `# Generated from shell/server/security-headers.ts: included in every location.\n${headersConf}\n`;
  files['api-proxy.conf'] = fill(read('api-proxy.conf.template'), {
    HIDE_HEADERS: names.map((n) => `proxy_hide_header ${n};`).join('\n'),
    HEADERS_CONF: at('security-headers.conf'),
    UPSTREAM_HEADER: options.upstreamHeader ? 'add_header X-Upstream $upstream_addr always;' : '',
  });
  const shellFiles = fs.readdirSync(options.shellRoot);
  const sections = SECTIONS.map(({ basePath: base }) => {
    const link = sectionPreloadLinks(base, options.remotesJson, () => shellFiles);
    if (!link) return '';
    // The section's own page also preloads its first data, which the section's other pages do not use.
    const page = landingPreloadLinks(base, options.remotesJson, {
      shellFiles: () => shellFiles,
      data: options.firstData?.(new URL(base, 'http://site.invalid')) ?? [],
    });
    const own =
      page && page !== link
        ? fill(read('section-page.location.template'), { PAGE_PATH: base, LINK: quoted(page), HEADERS_CONF: at('security-headers.conf') })
        : '';
    return (
      own + fill(read('section.location.template'), { BASE_PATH: base, LINK: quoted(link), HEADERS_CONF: at('security-headers.conf') })
    );
  }).filter(Boolean);
  const common = { HEADERS_CONF: at('security-headers.conf'), SERVER_NAME: options.serverName ?? '_' };
  files['site.conf'] = fill(read('site.conf.template'), {
    ...common,
    API_SERVERS: options.apiServers.map((s) => `    server ${s} max_fails=1 fail_timeout=5s;`).join('\n'),
    LISTEN: options.siteListen,
    SHELL_ROOT: path.resolve(options.shellRoot),
    REMOTES_JSON: at('remotes.json'),
    REMOTE_ORIGINS: quoted(options.remoteOrigins.join(' ')),
    SECTION_LOCATIONS: sections.join('\n'),
    PROXY_CONF: at('api-proxy.conf'),
    TOO_LARGE_BODY: JSON.stringify({ error: 'Payload Too Large', message: BODY_TOO_LARGE_MESSAGE }),
  });
  for (const remote of options.remoteHosts ?? []) {
    files[`remote-${remote.id}.conf`] = fill(read('remote.conf.template'), {
      ...common,
      LISTEN: remote.listen,
      REMOTE_ROOT: path.resolve(remote.root),
    });
  }
  files['remotes.json'] = `${JSON.stringify(options.remotesJson, null, 2)}\n`;
  const servers = Object.keys(files)
    .filter((f) => f === 'site.conf' || f.startsWith('remote-'))
    .map((f) => `    include ${at(f)};`)
    .join('\n');
  files['nginx.conf'] = fill(read('nginx.conf.template'), { PREFIX: path.resolve(options.out), SERVERS: servers });
  return files;
}

export function writeNginx(options: NginxOptions): void {
  for (const dir of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi'])
    fs.mkdirSync(path.join(options.out, dir), { recursive: true });
  for (const [name, text] of Object.entries(renderNginx(options))) fs.writeFileSync(path.join(options.out, name), text);
}

/** Each remote's own first-data function, from its source (this runs beside the remotes' builds). */
export async function remotesFirstData(): Promise<(url: URL) => readonly string[]> {
  const servers = await Promise.all(
    SECTIONS.map(async ({ id }) => ((await import(`../remotes/${id}/server/page-server`)) as { pageServer: PageServer }).pageServer),
  );
  return (url) => servers.flatMap((server) => server.firstData(url));
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'shell-root': { type: 'string', default: path.join(__dirname, '..', 'shell', 'dist') },
      'site-listen': { type: 'string', default: '8080' },
      'server-name': { type: 'string' },
      api: { type: 'string', multiple: true, default: ['127.0.0.1:4000'] },
      'remotes-json': { type: 'string' },
      'remote-root': { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.out)
    throw new Error(
      'usage: generate-nginx --out DIR [--shell-root DIR] [--site-listen PORT] [--api HOST:PORT ...] [--remotes-json FILE] [--remote-root ID=DIR:LISTEN ...]',
    );
  const { remotesManifest } = (await import('../ports.config.mjs')) as { remotesManifest: () => NginxOptions['remotesJson'] };
  const remotesJson = values['remotes-json']
    ? (JSON.parse(fs.readFileSync(values['remotes-json'], 'utf8')) as NginxOptions['remotesJson'])
    : remotesManifest();
  const remoteHosts = values['remote-root'].map((spec) => {
    const m = /^([\w-]+)=(.+):([\w.:[\]]+)$/.exec(spec);
    if (!m) throw new Error(`--remote-root must be ID=DIR:LISTEN, got "${spec}"`);
    return { id: m[1]!, root: m[2]!, listen: m[3]! };
  });
  writeNginx({
    out: values.out,
    shellRoot: values['shell-root'],
    siteListen: values['site-listen'],
    serverName: values['server-name'],
    apiServers: values.api,
    remotesJson,
    remoteOrigins: configuredRemoteOrigins(process.env.REMOTE_ORIGINS, remotesJson),
    remoteHosts,
    firstData: await remotesFirstData(),
  });
  console.log(`nginx configs written to ${values.out} (nginx -p ${path.resolve(values.out)} -c ${path.resolve(values.out, 'nginx.conf')})`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
