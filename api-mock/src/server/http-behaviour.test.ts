import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from 'shared-domain/schemas/api/common';
import { CHROMIUM_IMG_FETCH, CHROMIUM_PAGE } from '../test-support/browser-accept';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

const expectError = (res: { statusCode: number; body: string; headers: Record<string, unknown> }, status: number, error: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = apiErrorSchema.parse(json(res));
  expect(body.error).toBe(error);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
};

describe('JSON errors', () => {
  it('unknown /api path and unknown path -> 404', async () => {
    expectError(await send(app, { method: 'GET', url: '/api/nope' }), 404, 'Not Found');
    expectError(await send(app, { method: 'GET', url: '/nope?x=1' }), 404, 'Not Found');
  });

  it('a bad query names the field -> 400', async () => {
    expect(expectError(await send(app, { method: 'GET', url: '/api/characters/modal' }), 400, 'Bad Request').message).toMatch(/query\.id/);
    expect(expectError(await send(app, { method: 'GET', url: '/api/characters/modal?id=abc' }), 400, 'Bad Request').message).toMatch(
      /query\.id/,
    );
    expect(
      expectError(await send(app, { method: 'GET', url: '/api/towers/get-detail?floor=1&floor=2' }), 400, 'Bad Request').message,
    ).toMatch(/query\.floor/);
    expect(expectError(await send(app, { method: 'GET', url: '/api/general/updates?last=-1' }), 400, 'Bad Request').message).toMatch(
      /query\.last/,
    );
    expect(expectError(await send(app, { method: 'GET', url: '/api/prayers/get-special/nope' }), 400, 'Bad Request').message).toMatch(
      /params\.type/,
    );
  });

  it('unknown character, prayer, floor, forever prayer -> 404', async () => {
    expectError(await send(app, { method: 'GET', url: '/api/characters/modal?id=999999999' }), 404, 'Not Found');
    expectError(await send(app, { method: 'GET', url: '/api/prayers/get-detail?id=999999999' }), 404, 'Not Found');
    expectError(await send(app, { method: 'GET', url: '/api/prayers/get-list-2?last=999999999' }), 404, 'Not Found');
    expectError(await send(app, { method: 'GET', url: '/api/towers/get-detail?floor=999999' }), 404, 'Not Found');
    expectError(await send(app, { method: 'GET', url: '/api/characters/forever-prayer?id=999999' }), 404, 'Not Found');
  });

  it('wrong method -> 405 with Allow', async () => {
    const res = await send(app, { method: 'DELETE', url: '/api/general/home' });
    expectError(res, 405, 'Method Not Allowed');
    expect(res.headers.allow).toBe('GET, HEAD');
    const get = await send(app, { method: 'GET', url: '/api/prayers/roll' });
    expectError(get, 405, 'Method Not Allowed');
    expect(get.headers.allow).toBe('POST');
  });

  it('malformed JSON -> 400; non-JSON body -> 415; body over 4 KB -> 413', async () => {
    const post = (payload: string, type = 'application/json') =>
      send(app, { method: 'POST', url: '/api/prayers/roll', payload, headers: { 'content-type': type } });
    expectError(await post('{"id": 1,'), 400, 'Bad Request');
    expectError(await post('{"__proto__": {"x": 1}}'), 400, 'Bad Request');
    expectError(await post('id=1', 'text/plain'), 415, 'Unsupported Media Type');
    const big = expectError(await post(JSON.stringify({ id: 1, pad: 'x'.repeat(5000) })), 413, 'Payload Too Large');
    expect(big.message).toBe('The request body is larger than the API accepts (4096 bytes).');
  });

  it('a roll body with a wrong field names it -> 400', async () => {
    const res = await send(app, {
      method: 'POST',
      url: '/api/prayers/roll',
      payload: { id: 1, type: 'triple', sbNo: -1, suNo: -1, pullNo: 0 },
    });
    expect(expectError(res, 400, 'Bad Request').message).toMatch(/body\.type/);
    const empty = await send(app, { method: 'POST', url: '/api/prayers/roll' });
    expect(expectError(empty, 400, 'Bad Request').message).toMatch(/body\.id/);
  });
});

describe('caching and compression', () => {
  it('serves a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await send(app, { method: 'GET', url: '/api/towers/get-list' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const again = await send(app, { method: 'GET', url: '/api/towers/get-list', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await send(app, { method: 'GET', url: '/api/towers/get-list', headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200);
  });

  it('serves the same bytes once serialized (same ETag, same body)', async () => {
    const a = await send(app, { method: 'GET', url: '/api/characters/variants' });
    const b = await send(app, { method: 'GET', url: '/api/characters/variants' });
    expect(a.headers.etag).toBe(b.headers.etag);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('br and gzip when accepted, decoding to the identity bytes, each with its own tag', async () => {
    const url = '/api/story-cards/get-list';
    const plain = await send(app, { method: 'GET', url });
    const br = await send(app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await send(app, { method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // A tag of any encoding of the same content validates.
    const cond = await send(app, {
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': br.headers.etag as string },
    });
    expect(cond.statusCode).toBe(304);
  });

  it('HEAD works on every GET route', async () => {
    const res = await send(app, { method: 'HEAD', url: '/api/general/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('placeholder images', () => {
  it('serves deterministic SVGs with a long cache for characters, items and type icons', async () => {
    for (const url of [
      '/images/characters/1001.webp',
      '/images/items/upgrade-tome-3.webp',
      '/images/types/fesc.png',
      '/images/backgrounds/tower.jpg',
    ]) {
      const a = await send(app, { method: 'GET', url });
      expect(a.statusCode).toBe(200);
      expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(a.headers['cache-control']).toMatch(/max-age=604800/);
      expect(a.body.startsWith('<svg')).toBe(true);
      const b = await send(app, { method: 'GET', url });
      expect(b.body).toBe(a.body);
    }
  });

  it("draws the same art as WebP for a page's image fetch, and tells caches which request gets which", async () => {
    // A navigation to the same URL also lists image/webp.
    const page = { 'sec-fetch-dest': 'document', accept: CHROMIUM_PAGE };
    const url = '/images/characters/1001.webp';
    const raster = await send(app, { url, headers: CHROMIUM_IMG_FETCH });
    expect(raster.statusCode).toBe(200);
    expect(raster.headers['content-type']).toBe('image/webp');
    expect(raster.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(raster.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(raster.headers['cache-control']).toMatch(/max-age=604800/);
    const svg = await send(app, { url, headers: page });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const res of [raster, svg])
      expect(String(res.headers.vary).split(/,\s*/).sort()).toEqual(['Accept', 'Accept-Encoding', 'Sec-Fetch-Dest']);
    expect(raster.headers.etag).not.toBe(svg.headers.etag);
    const again = await send(app, { url, headers: { ...CHROMIUM_IMG_FETCH, 'if-none-match': String(raster.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await send(app, { url, headers: CHROMIUM_IMG_FETCH })).rawPayload.equals(raster.rawPayload)).toBe(true);
  });

  it('keeps banners and backgrounds as SVG for a page too (as WebP they would be tens of KB each)', async () => {
    for (const url of ['/images/prayers/1.png', '/images/prayers/large/1.png', '/images/backgrounds/tower.jpg']) {
      const res = await send(app, { url, headers: CHROMIUM_IMG_FETCH });
      expect(`${url} ${String(res.headers['content-type'])}`).toMatch(/ image\/svg\+xml/);
    }
    for (const url of ['/images/story-cards/1.png', '/images/items/upgrade-tome-3.webp', '/images/types/fesc.png'])
      expect(`${url} ${String((await send(app, { url, headers: CHROMIUM_IMG_FETCH })).headers['content-type'])}`).toBe(`${url} image/webp`);
  });

  it('rejects paths outside the pattern with a JSON 404', async () => {
    const res = await send(app, { method: 'GET', url: '/images/%2e%2e/secret' });
    expect(res.statusCode).toBe(404);
    apiErrorSchema.parse(json(res));
  });
});

describe('with request logging on (bodies go through fastify reply instead of raw writes)', () => {
  let logged: FastifyInstance;
  beforeAll(async () => {
    const { buildApp } = await import('./build-app');
    const { testContent, TEST_NOW } = await import('../test-support/test-app');
    logged = buildApp({ content: await testContent(), logRequests: true, now: () => TEST_NOW });
  });
  afterAll(() => logged.close());

  it('sends the same bytes, tags and 304s as the raw path', async () => {
    const url = '/api/towers/get-list';
    const a = await send(app, { url, headers: { 'accept-encoding': 'gzip' } });
    const b = await send(logged, { url, headers: { 'accept-encoding': 'gzip' } });
    expect(b.statusCode).toBe(200);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(b.headers['content-encoding']).toBe('gzip');
    const cond = await send(logged, { url, headers: { 'if-none-match': a.headers.etag as string } });
    expect(cond.statusCode).toBe(304);
    const head = await send(logged, { method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});
