import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  addPageCache,
  chooseEncoding,
  matchesTag,
  PAGE_CACHE_CONTROL,
  type PageCacheHookOptions,
  UNCACHEABLE_HEADER,
} from './page-cache-hook';

const PAGE = `<!doctype html><html><head><title>Prayer</title></head><body>${'<p>a prayer</p>'.repeat(200)}</body></html>`;

/** A fake page server: counts its renders, answers 404 under /missing, and leaves /unrendered uncacheable. */
type CacheOptions = Pick<
  PageCacheHookOptions,
  'probationBytes' | 'protectedBytes' | 'now' | 'refreshAfterMs' | 'notFoundRefreshAfterMs' | 'refreshesPerSecond'
>;

async function fakeSite(version: { value: string | null }, extra: CacheOptions = {}) {
  const app: FastifyInstance = Fastify();
  const renders: string[] = [];
  app.get('/*', async (request, reply) => {
    renders.push(request.url);
    reply.header('x-render', String(renders.length)).header('x-host', String(request.headers.host));
    reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', "style-src 'sha256-abc'");
    reply.header('link', '</main.js>; rel=preload; as=script');
    if (request.url.startsWith('/unrendered')) reply.header(UNCACHEABLE_HEADER, '1');
    if (request.url.startsWith('/missing')) reply.code(404);
    return reply.send(`${PAGE}<!-- ${request.url} -->`);
  });
  const { cache } = addPageCache(app, {
    isPage: (method) => method === 'GET' || method === 'HEAD',
    version: () => version.value,
    ...extra,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { app: { inject: (o: Request) => get(port, o), close: () => app.close() }, renders, cache };
}

interface Request {
  url: string;
  method?: string;
  headers?: Record<string, string>;
}

/** One request over HTTP, the body as sent (no decompression). */
function get(port: number, { url, method = 'GET', headers = {} }: Request) {
  return new Promise<{ statusCode: number; headers: http.IncomingHttpHeaders; rawPayload: Buffer; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: url, method, headers, agent: keepAlive }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, rawPayload, body: rawPayload.toString() });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
async function until(done: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('never happened');
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });
afterAll(() => keepAlive.destroy());

describe('the page cache in front of the page handlers', () => {
  it('renders a page once and answers the next visits from the cache, compressed once, with a strong ETag', async () => {
    const { app, renders } = await fakeSite({ value: 'v1' });
    const first = await app.inject({ url: '/prayers/info/1', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const second = await app.inject({ url: '/prayers/info/1', headers: { 'accept-encoding': 'gzip' } });
    const plain = await app.inject({ url: '/prayers/info/1' });
    expect(renders).toEqual(['/prayers/info/1']);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(`${PAGE}<!-- /prayers/info/1 -->`);
    expect(second.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(second.rawPayload).toString()).toBe(`${PAGE}<!-- /prayers/info/1 -->`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(`${PAGE}<!-- /prayers/info/1 -->`);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400');
    expect(first.headers['content-security-policy']).toBe("style-src 'sha256-abc'");
    expect(first.headers.link).toBe('</main.js>; rel=preload; as=script');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]+-br"$/);
    expect(plain.headers.etag).toBe(String(first.headers.etag).replace('-br"', '"'));
    await app.close();
  });

  it('answers 304 to a visitor holding the page, in any encoding, and 200 once the page changed', async () => {
    const version = { value: 'v1' };
    const { app, renders } = await fakeSite(version);
    const first = await app.inject({ url: '/towers/3', headers: { 'accept-encoding': 'gzip' } });
    const again = await app.inject({ url: '/towers/3', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    version.value = 'v2';
    const changed = await app.inject({ url: '/towers/3', headers: { 'if-none-match': String(first.headers.etag) } });
    // A new content version renders again (this fake's bytes do not change, so the tag stays: still 304).
    expect(renders).toEqual(['/towers/3', '/towers/3']);
    expect(changed.statusCode).toBe(304);
    const other = await app.inject({ url: '/towers/3', headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    await app.close();
  });

  it('keeps nothing while the content version is not known yet, and keeps pages once it is', async () => {
    const version: { value: string | null } = { value: null };
    const { app, renders } = await fakeSite(version);
    const early = [await app.inject({ url: '/towers/3' }), await app.inject({ url: '/towers/3' })];
    expect(early.map((r) => [r.statusCode, r.headers['x-origin-cache']])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect(renders).toEqual(['/towers/3', '/towers/3']);
    version.value = 'v1';
    await app.inject({ url: '/towers/3' });
    const kept = await app.inject({ url: '/towers/3' });
    expect(kept.headers['x-origin-cache']).toBe('hit');
    expect(renders).toEqual(['/towers/3', '/towers/3', '/towers/3']);
    await app.close();
  });

  it('keeps one entry for a query in any order and shares one render between concurrent visitors', async () => {
    const { app, renders } = await fakeSite({ value: 'v1' });
    await Promise.all([app.inject({ url: '/?character=reimu&b=1' }), app.inject({ url: '/?b=1&character=reimu' })]);
    await app.inject({ url: '/?character=reimu&b=1' });
    expect(renders).toEqual(['/?character=reimu&b=1']);
    await app.close();
  });

  it('keeps 404 pages but not a page that went out without its render', async () => {
    const { app, renders } = await fakeSite({ value: 'v1' });
    const missing = await app.inject({ url: '/missing/page' });
    await app.inject({ url: '/missing/page' });
    const unrendered = await app.inject({ url: '/unrendered' });
    await app.inject({ url: '/unrendered' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe(PAGE_CACHE_CONTROL);
    expect(unrendered.headers['cache-control']).toBe('no-cache');
    expect(unrendered.headers.etag).toBeUndefined();
    expect(unrendered.headers[UNCACHEABLE_HEADER]).toBeUndefined();
    expect(renders).toEqual(['/missing/page', '/unrendered', '/unrendered']);
    await app.close();
  });

  it('serves an aged page at once and renders it again in the background, as its visitor would have it', async () => {
    const clock = { t: 1_000_000 };
    const { app, renders } = await fakeSite({ value: 'v1' }, { now: () => clock.t, refreshAfterMs: 60_000 });
    const host = { host: 'tracker.example' };
    await app.inject({ url: '/prayers/info/7', headers: host });
    clock.t += 59_000;
    expect((await app.inject({ url: '/prayers/info/7', headers: host })).headers['x-render']).toBe('1');
    expect(renders).toHaveLength(1);
    clock.t += 1_000;
    const aged = await app.inject({ url: '/prayers/info/7', headers: host });
    // The visitor is not made to wait for the render: the kept page, then the new one for the next visitor.
    expect(aged.headers['x-render']).toBe('1');
    expect(aged.headers['x-origin-cache']).toBe('hit');
    await until(() => renders.length === 2);
    await until(async () => (await app.inject({ url: '/prayers/info/7' })).headers['x-render'] === '2');
    const renewed = await app.inject({ url: '/prayers/info/7' });
    expect(renewed.headers['x-host']).toBe('tracker.example');
    expect(renders).toEqual(['/prayers/info/7', '/prayers/info/7']);
    await app.close();
  });

  it('renders aged pages again within its budget per second, and a client cannot ask for a render', async () => {
    const clock = { t: 1_000_000 };
    const { app, renders } = await fakeSite({ value: 'v1' }, { now: () => clock.t, refreshAfterMs: 10_000, refreshesPerSecond: 2 });
    const urls = ['/a', '/b', '/c', '/d', '/e'];
    for (const url of urls) await app.inject({ url });
    clock.t += 20_000;
    for (const url of urls) await app.inject({ url, headers: { 'x-page-refresh': '1' } });
    await until(() => renders.length === 7);
    await new Promise((r) => setTimeout(r, 100));
    // A second later two more; the two renewed ones are young again.
    expect(renders.slice(5)).toEqual(['/a', '/b']);
    clock.t += 1_000;
    for (const url of urls) await app.inject({ url });
    await until(() => renders.length === 9);
    expect(renders.slice(7)).toEqual(['/c', '/d']);
    await app.close();
  });

  it('renders a kept 404 again after a few seconds, a found page only after its own time', async () => {
    const clock = { t: 1_000_000 };
    const { app, renders } = await fakeSite({ value: 'v1' }, { now: () => clock.t, refreshAfterMs: 60_000, notFoundRefreshAfterMs: 5_000 });
    await app.inject({ url: '/missing/new-page' });
    await app.inject({ url: '/prayers' });
    clock.t += 5_000;
    await app.inject({ url: '/missing/new-page' });
    await app.inject({ url: '/prayers' });
    await until(() => renders.length === 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(renders).toEqual(['/missing/new-page', '/prayers', '/missing/new-page']);
    await app.close();
  });

  it('answers HEAD with the headers alone', async () => {
    const { app } = await fakeSite({ value: 'v1' });
    const head = await app.inject({ method: 'HEAD', url: '/characters' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    await app.close();
  });

  // Ten thousand requests: twice its slowest run (two workers, the machine shared) is past the default (docs/testing.md).
  it('keeps the real pages and bounded memory through 2,000 distinct junk URLs', async () => {
    // Each page is ≈3 KB raw + ≈0.1 KB per encoding: the junk's probation segment holds a few dozen,
    // so the junk fills it again and again.
    const { app, renders, cache } = await fakeSite({ value: 'v1' }, { protectedBytes: 1024 * 1024, probationBytes: 64 * 1024 });
    const real = Array.from({ length: 40 }, (_, i) => `/prayers/info/${i}`);
    for (const url of real) await app.inject({ url });
    for (let i = 0; i < 2_000; i += 20)
      await Promise.all(
        Array.from({ length: 20 }, (_, j) => app.inject({ url: `${real[(i + j) % real.length]}?utm=${i + j}&x=${(i + j) * 7}` })),
      );
    const before = renders.length;
    for (const url of real) expect((await app.inject({ url })).statusCode).toBe(200);
    expect(renders.length).toBe(before); // every real page still kept
    expect(cache.stats.probationBytes).toBeLessThanOrEqual(64 * 1024);
    expect(cache.stats.protectedCount).toBe(40);
    await app.close();
  }, 80_000);
});

describe('chooseEncoding and matchesTag', () => {
  it('prefers br, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
  it('matches a page in any of its encodings, weak or not', () => {
    expect(matchesTag('"abc-gzip"', 'abc')).toBe(true);
    expect(matchesTag('W/"abc-br", "x"', 'abc')).toBe(true);
    expect(matchesTag('"abcd"', 'abc')).toBe(false);
  });
});
