import crypto from 'node:crypto';
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { namesEtag } from '../if-none-match';
import { PageCache, pageKey } from './page-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** A page handler sets this on a response that must not be kept (it went out without its server render). */
export const UNCACHEABLE_HEADER = 'x-page-uncacheable';

/** Marks the origin's own background render of a kept page (its value is a per-process secret). */
const REFRESH_HEADER = 'x-page-refresh';

/** Whether the origin answered from its cache (`hit`) or rendered the page (`miss`): for benches and logs. */
export const CACHE_STATUS_HEADER = 'x-origin-cache';

/**
 * Browsers revalidate every visit (a 304 is cheap, and a redeploy shows at once); nginx or a CDN
 * keeps a page 10 s and serves it stale for a minute while it revalidates (a day when the origin
 * fails). Countdowns stay right in an older page: hydration starts from the render time it carries.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400';

/** Headers of the rendered response that are the transport's, not the page's. */
const TRANSPORT_HEADERS = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'vary',
  'cache-control',
  UNCACHEABLE_HEADER,
]);

export interface StoredPage {
  status: number;
  headers: Record<string, string>;
  /** Strong validator of the page's bytes (each encoding gets its own suffix). */
  tag: string;
  /** The page uncompressed is not kept: the rare client that accepts no encoding gets the gzip body inflated. */
  gzip: Buffer;
  br: Buffer;
  storedAt: number;
}

export interface PageCacheHookOptions {
  /** Whether a request is a visit to a page (not a file, not the API). */
  isPage: (method: string, url: string) => boolean;
  /** The page a URL shows, as a cache key (default pageKey); null: not kept. Lets a page that reads no query keep one entry. */
  keyOf?: (url: string) => string | null;
  /**
   * The content's version now (API content, shell build, remotes' pages): a change empties the cache.
   * Null while it is not known yet (the server is starting): pages are rendered for each visitor, not kept.
   */
  version: () => string | null;
  protectedBytes?: number;
  probationBytes?: number;
  /** A kept page is rendered again in the background once older than this (time-dependent views move on). */
  refreshAfterMs?: number;
  /**
   * The same for a kept 404 (default 5 s): a section page asked for while its remote is being
   * replaced may be rendered as missing by the old bundle, and must not stay missing for long.
   */
  notFoundRefreshAfterMs?: number;
  /** Background renders started per second at most: a crowd on thousands of pages is served, not re-rendering. */
  refreshesPerSecond?: number;
  now?: () => number;
}

type Encoding = 'br' | 'gzip' | null;

/** The best encoding the client accepts of those kept (an explicit `q=0` refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const etagOf = (tag: string, encoding: Encoding) => `"${tag}${encoding ? `-${encoding}` : ''}"`;

/** Whether If-None-Match names this page in any of its encodings (or `*`). */
export const matchesTag = (ifNoneMatch: string | undefined, tag: string): boolean =>
  namesEtag(ifNoneMatch, [etagOf(tag, null), etagOf(tag, 'gzip'), etagOf(tag, 'br')]);

/** Compresses a rendered page once, in both encodings kept, and names it by its bytes. */
export async function storedPage(status: number, headers: Record<string, string>, body: Buffer, now: number): Promise<StoredPage> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  const tag = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { status, headers, tag, gzip: gz, br, storedAt: now };
}

/**
 * What the cache holds of pages asked for twice (and of plain paths) and of pages seen once. The first
 * holds every page of the site, in both encodings, with room to grow: a crowd on more pages than it
 * holds would evict in a cycle and render on most visits (page-cache-capacity.test.ts holds the content
 * to it).
 */
export const PROTECTED_BYTES = 160 * 1024 * 1024;
export const PROBATION_BYTES = 8 * 1024 * 1024;

const sizeOf = (page: StoredPage) => page.gzip.length + page.br.length + 64 * Object.keys(page.headers).length + 256;

/**
 * Serves pages from a cache of rendered pages (page-cache.ts), keyed by the content version and the
 * page's URL. A miss goes through the page handlers as before, uncompressed; the last onSend hook
 * keeps the finished response (CSP with its hashes, Link preloads) compressed once, and sends the
 * encoding the visitor accepts. Concurrent visitors of a page being rendered wait for that render;
 * a hit writes the kept bytes as they are. Register it after every other onSend hook.
 */
export function addPageCache(app: FastifyInstance, options: PageCacheHookOptions) {
  const now = options.now ?? Date.now;
  const refreshAfterMs = options.refreshAfterMs ?? 60_000;
  const notFoundRefreshAfterMs = options.notFoundRefreshAfterMs ?? 5_000;
  const cache = new PageCache<StoredPage>({
    protectedBytes: options.protectedBytes ?? PROTECTED_BYTES,
    probationBytes: options.probationBytes ?? PROBATION_BYTES,
    sizeOf,
  });
  /** Renders under way by key: the request rendering it settles it from its onSend (null: nothing kept). */
  const pending = new Map<string, { promise: Promise<StoredPage | null>; settle: (page: StoredPage | null) => void }>();
  /** The requests that render a page for the cache: their key, whether trusted, and what they accept. */
  const leaders = new WeakMap<FastifyRequest, { key: string; trusted: boolean; acceptEncoding: string | undefined }>();
  let version: string | null = null;
  // A background render is a request made here, named by a token no client can know.
  const refreshToken = crypto.randomBytes(16).toString('hex');
  const refreshing = new Set<string>();
  const refreshRate = options.refreshesPerSecond ?? 8;
  const budget = { tokens: refreshRate, at: now() };
  const takeRefresh = () => {
    const t = now();
    budget.tokens = Math.min(refreshRate, budget.tokens + ((t - budget.at) / 1000) * refreshRate);
    budget.at = t;
    if (budget.tokens < 1) return false;
    budget.tokens -= 1;
    return true;
  };

  /** Renders the page again as this visitor would have it (host and accepted types), while the visitor gets the kept one. */
  const refreshInBackground = (request: FastifyRequest, fullKey: string) => {
    refreshing.add(fullKey);
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string' && !/^(if-|accept-encoding$|content-length$|connection$)/.test(name)) headers[name] = value;
    headers[REFRESH_HEADER] = refreshToken;
    // Over the loopback to this server itself (a request like any other, through every hook).
    const address = app.server.address();
    if (!address || typeof address === 'string') return void refreshing.delete(fullKey);
    const done = () => refreshing.delete(fullKey);
    // A server listening on every interface is reached on the loopback; one bound to an address, there.
    const hostname = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
    http
      .get({ hostname, port: address.port, path: request.originalUrl, headers, agent: false, timeout: 30_000 }, (response) => {
        response.resume();
        response.on('end', done).on('error', done);
      })
      .on('error', done)
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy();
      });
  };

  const send = (request: FastifyRequest, reply: FastifyReply, page: StoredPage) => {
    const cacheable = page.headers['cache-control'] === PAGE_CACHE_CONTROL;
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    const headers: Record<string, string> = { ...page.headers, vary: 'Accept-Encoding', [CACHE_STATUS_HEADER]: 'hit' };
    if (cacheable) headers.etag = etagOf(page.tag, encoding);
    reply.hijack();
    if (cacheable && matchesTag(request.headers['if-none-match'], page.tag)) {
      delete headers['content-type'];
      reply.raw.writeHead(304, headers);
      reply.raw.end();
      return reply;
    }
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : zlib.gunzipSync(page.gzip);
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.length);
    reply.raw.writeHead(page.status, headers);
    reply.raw.end(request.method === 'HEAD' ? undefined : body);
    return reply;
  };

  const lead = (request: FastifyRequest, key: string, trusted: boolean) => {
    let settle!: (page: StoredPage | null) => void;
    const promise = new Promise<StoredPage | null>((resolve) => (settle = resolve));
    pending.set(key, { promise, settle });
    leaders.set(request, { key, trusted, acceptEncoding: request.headers['accept-encoding'] });
    // The handlers render it uncompressed: it is compressed once, below, when it is kept.
    request.headers['accept-encoding'] = 'identity';
  };

  const finish = (key: string, page: StoredPage | null) => {
    const job = pending.get(key);
    if (!job) return;
    pending.delete(key);
    job.settle(page);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!options.isPage(request.method, request.url)) return;
    // Keyed by the URL as asked for: a page's language prefix (which routing leaves out) is part of it.
    const key = (options.keyOf ?? pageKey)(request.originalUrl);
    if (key === null) return;
    const current = options.version();
    if (current === null) return;
    if (current !== version) {
      cache.clear();
      version = current;
    }
    const fullKey = `${current}\n${key}`;
    const trusted = !key.includes('?');
    if (request.headers[REFRESH_HEADER] === refreshToken) {
      delete request.headers[REFRESH_HEADER];
      return lead(request, fullKey, cache.isProtected(fullKey) || trusted);
    }
    const hit = cache.get(fullKey);
    const job = pending.get(fullKey);
    if (hit) {
      // Older than its time: rendered again in the background, within a budget; every visitor gets it as it is meanwhile.
      const maxAge = hit.status === 404 ? notFoundRefreshAfterMs : refreshAfterMs;
      if (!job && !refreshing.has(fullKey) && now() - hit.storedAt >= maxAge && takeRefresh()) refreshInBackground(request, fullKey);
      return send(request, reply, hit);
    }
    if (job) {
      const page = await job.promise;
      if (page) return send(request, reply, page);
      return; // the render was not kept: this visitor's own
    }
    lead(request, fullKey, trusted);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const leader = leaders.get(request);
    if (!leader) return payload;
    leaders.delete(request);
    request.headers['accept-encoding'] = leader.acceptEncoding;
    const status = reply.statusCode;
    const keep =
      (status === 200 || status === 404) &&
      !reply.hasHeader(UNCACHEABLE_HEADER) &&
      (typeof payload === 'string' || Buffer.isBuffer(payload));
    reply.removeHeader(UNCACHEABLE_HEADER);
    if (!keep) {
      finish(leader.key, null);
      if (typeof payload === 'string' || Buffer.isBuffer(payload)) reply.header('cache-control', 'no-cache');
      return payload;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value === undefined || TRANSPORT_HEADERS.has(name.toLowerCase())) continue;
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    headers['cache-control'] = PAGE_CACHE_CONTROL;
    const body = Buffer.from(payload);
    const page = await storedPage(status, headers, body, now());
    cache.set(leader.key, page, leader.trusted && status === 200);
    finish(leader.key, page);
    const encoding = chooseEncoding(leader.acceptEncoding);
    reply
      .header('cache-control', PAGE_CACHE_CONTROL)
      .header('vary', 'Accept-Encoding')
      .header(CACHE_STATUS_HEADER, 'miss')
      .header('etag', etagOf(page.tag, encoding));
    if (matchesTag(request.headers['if-none-match'], page.tag)) {
      reply.code(304).removeHeader('content-type');
      return '';
    }
    if (!encoding) return body;
    reply.header('content-encoding', encoding);
    return encoding === 'br' ? page.br : page.gzip;
  });

  // A render that never reached onSend (an aborted request) must not keep its waiters waiting.
  const release = async (request: FastifyRequest) => {
    const leader = leaders.get(request);
    if (leader) finish(leader.key, null);
  };
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);

  return { cache };
}
