/**
 * Generates the nginx configs of deploy/nginx/*.template: the site's origin (pages from N shell
 * servers through nginx's cache, the shell's build files from disk, /remotes.json, /api and /images
 * proxied to N API instances) and one static host per remote. The security headers of the files
 * nginx serves come from the same module the fastify servers use (shared-domain/src/security),
 * with the CSP hashes of the built shell's inline theme script and style.
 *
 *   tsx deploy/generate-nginx.ts --out DIR [--shell-root shell/dist] [--site-listen 8080]
 *       [--shell-server 127.0.0.1:8081 --shell-server 127.0.0.1:8082] [--page-cache DIR]
 *       [--api 127.0.0.1:4001 --api 127.0.0.1:4002] [--remotes-json FILE] [--remote-root ID=DIR:LISTEN ...]
 *
 * Without --remotes-json the remotes are those of ports.config.mjs (CHARACTERS_URL ... or the local
 * ports); REMOTE_ORIGINS overrides the allowed origins as for the node servers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BODY_TOO_LARGE_MESSAGE } from '../shared-domain/src/api/contract/api-contract';
import { CALENDAR_FILE_SUFFIX } from '../shared-domain/src/federation/page-server';
import { configuredRemoteOrigins, CSP_REPORT_PATH, securityHeaders } from '../shared-domain/src/security/security-headers';
import { PREVIEW_PREFIX } from '../shell/server/preview-image';
import { inlineHashes } from '../shell/server/security-headers';
import { SITEMAP_FILE } from '../shell/server/sitemap';
import { SEARCH_FILES_PREFIX, SEARCH_PAGE } from '../shell/server/search/search-paths';

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
  /** `host:port` of each shell server (`node shell/server/main.ts`): pages, robots.txt, sitemaps, previews. */
  shellServers: readonly string[];
  /** nginx's cache of pages (default `out/cache/pages`) and its bound on disk (default `512m`). */
  pageCacheDir?: string;
  pageCacheMaxSize?: string;
  /** The body of /remotes.json (written to `out/remotes.json`; edit it there to roll back a remote). */
  remotesJson: Record<string, { name: string; entry: string }>;
  remoteOrigins: readonly string[];
  /** Static hosts for remotes served from this nginx (a CDN elsewhere needs none). */
  remoteHosts?: readonly RemoteHost[];
  /** Adds X-Upstream (which API instance or shell server answered): for the e2e failover proofs only. */
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
  const headers = securityHeaders({ remoteOrigins: options.remoteOrigins, ...inlineHashes(html), reportUri: CSP_REPORT_PATH });
  const names = Object.keys(headers).map((h) => HEADER_NAMES[h] ?? h);
  const headersConf = Object.entries(headers)
    .map(([name, value]) => `add_header ${HEADER_NAMES[name] ?? name} "${quoted(value)}" always;`)
    .join('\n');
  const files: Record<string, string> = {};
  const upstreamHeader = options.upstreamHeader ? 'add_header X-Upstream $upstream_addr always;' : '';
  const at = (name: string) => path.join(options.out, name);
  files['security-headers.conf'] =
    `# Generated from shared-domain/src/security/security-headers.ts: included in every location.\n${headersConf}\n`;
  files['api-proxy.conf'] = fill(read('api-proxy.conf.template'), {
    HIDE_HEADERS: names.map((n) => `proxy_hide_header ${n};`).join('\n'),
    HEADERS_CONF: at('security-headers.conf'),
    UPSTREAM_HEADER: upstreamHeader,
  });
  files['shell-proxy.conf'] = fill(read('shell-proxy.conf.template'), {
    UPSTREAM_HEADER: upstreamHeader,
    NEXT_UPSTREAM: [
      '# A GET is rendered again by the next server: a stopped server loses no page.',
      'proxy_next_upstream error timeout http_502 http_503 http_504;',
      'proxy_next_upstream_tries 3;',
    ].join('\n'),
  });
  if (options.shellServers.length === 0) throw new Error('at least one shell server is needed (--shell-server HOST:PORT)');
  const common = { HEADERS_CONF: at('security-headers.conf'), SERVER_NAME: options.serverName ?? '_' };
  files['site.conf'] = fill(read('site.conf.template'), {
    ...common,
    API_SERVERS: options.apiServers.map((s) => `    server ${s} max_fails=1 fail_timeout=5s;`).join('\n'),
    SHELL_SERVERS: options.shellServers.map((s) => `    server ${s} max_fails=1 fail_timeout=5s;`).join('\n'),
    PAGE_CACHE_DIR: path.resolve(options.pageCacheDir ?? path.join(options.out, 'cache', 'pages')),
    PAGE_CACHE_MAX_SIZE: options.pageCacheMaxSize ?? '512m',
    SHELL_PROXY_CONF: at('shell-proxy.conf'),
    SITEMAPS_PREFIX: SITEMAP_FILE(0).replace('0.xml', ''),
    PREVIEW_PREFIX,
    SEARCH_PAGE,
    SEARCH_FILES_PREFIX,
    // Any path ending so (a section's feeds and events): the shell servers ask the path's section for it.
    CALENDAR_FILES: `${CALENDAR_FILE_SUFFIX.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
    LISTEN: options.siteListen,
    SHELL_ROOT: path.resolve(options.shellRoot),
    REMOTES_JSON: at('remotes.json'),
    REMOTE_ORIGINS: quoted(options.remoteOrigins.join(' ')),
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
  fs.mkdirSync(path.resolve(options.pageCacheDir ?? path.join(options.out, 'cache', 'pages')), { recursive: true });
  for (const [name, text] of Object.entries(renderNginx(options))) fs.writeFileSync(path.join(options.out, name), text);
}

async function main() {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      'shell-root': { type: 'string', default: path.join(__dirname, '..', 'shell', 'dist') },
      'site-listen': { type: 'string', default: '8080' },
      'server-name': { type: 'string' },
      api: { type: 'string', multiple: true, default: ['127.0.0.1:4000'] },
      'shell-server': { type: 'string', multiple: true, default: ['127.0.0.1:8081'] },
      'page-cache': { type: 'string' },
      'remotes-json': { type: 'string' },
      'remote-root': { type: 'string', multiple: true, default: [] },
    },
  });
  if (!values.out)
    throw new Error(
      'usage: generate-nginx --out DIR [--shell-root DIR] [--site-listen PORT] [--shell-server HOST:PORT ...] [--page-cache DIR] [--api HOST:PORT ...] [--remotes-json FILE] [--remote-root ID=DIR:LISTEN ...]',
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
    shellServers: values['shell-server'],
    pageCacheDir: values['page-cache'],
    remotesJson,
    remoteOrigins: configuredRemoteOrigins(process.env.REMOTE_ORIGINS, remotesJson),
    remoteHosts,
  });
  console.log(`nginx configs written to ${values.out} (nginx -p ${path.resolve(values.out)} -c ${path.resolve(values.out, 'nginx.conf')})`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
