import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import type { AnyEndpoint } from 'shared-domain/api/contract/endpoint';
import { apiErrorSchema } from 'shared-domain/schemas/api/common';
import { send } from '../test-support/http-client';
import { json, testApp } from '../test-support/test-app';

let app: FastifyInstance;
let prayerIds: number[];
beforeAll(async () => {
  const t = await testApp();
  app = t.app;
  prayerIds = t.content.prayers.map((p) => p.id);
});
afterAll(() => app.close());

type Res = { statusCode: number; body: string; headers: Record<string, unknown> };

/** Never a 5xx; every refusal is the JSON error shape. */
const check = (res: Res, what: string) => {
  if (res.statusCode >= 500) throw new Error(`${what} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
  // HEAD answers carry no body.
  if (res.statusCode >= 400 && !what.startsWith('HEAD ')) apiErrorSchema.parse(json(res));
};

/** Values a client could put in any query parameter: numbers, near-numbers, junk, repeats. */
const paramValue = fc.oneof(
  fc.integer({ min: -10, max: 2_000 }).map(String),
  fc.constantFrom('', '0', '-1', '1.5', '1e3', ' 1', '0x10', '9'.repeat(40), 'NaN', 'null', '[]', '{}', 'standard', 'ritual'),
  fc.string({ maxLength: 30 }),
  fc.integer({ min: 1, max: 3_000_000 }).map(String),
);
const query = (name: string) =>
  fc.oneof(
    paramValue.map((v) => `?${name}=${encodeURIComponent(v)}`),
    fc.tuple(paramValue, paramValue).map(([a, b]) => `?${name}=${encodeURIComponent(a)}&${name}=${encodeURIComponent(b)}`),
    fc.constantFrom('', `?${name}`, `?${name}=`, `?${name}[]=1`, `?${name}[a]=1`, '?x=1', `?${name}=%`, `?${name}=%zz`, `?${name}=%00`),
  );

/** Every GET of the contract table (path parameters filled with a valid value) with the query parameter it takes. */
const GET_ENDPOINTS: [string, string][] = [
  ['/api/health', 'x'],
  ...Object.values(API_CONTRACT).flatMap((domain) =>
    Object.values(domain as Record<string, AnyEndpoint>)
      .filter((e) => e.method === 'GET')
      .map((e): [string, string] => [`/api${e.path.replace('{type}', 'standard')}`, e.query[0] ?? 'x']),
  ),
];

describe('property: no request a client can send gets a 5xx', () => {
  it.each(GET_ENDPOINTS)('%s with any %s', async (path, name) => {
    await fc.assert(
      fc.asyncProperty(query(name), async (q) => {
        check(await send(app, { method: 'GET', url: `${path}${q}` }), `${path}${q}`);
      }),
      { numRuns: 60 },
    );
  });

  it('get-special with any type and id', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constantFrom('standard', 'ritual', 'forever-prayer', 'normal', 'gc'), fc.string({ minLength: 1, maxLength: 20 })),
        query('id'),
        async (type, q) => {
          check(await send(app, { method: 'GET', url: `/api/prayers/get-special/${encodeURIComponent(type)}${q}` }), type + q);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('any path and method', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
        fc.oneof(fc.constantFrom(...GET_ENDPOINTS.map(([p]) => p), '/api/prayers/roll', '/images/characters/1.svg'), fc.webPath()),
        async (method, url) => {
          check(await send(app, { method: method as 'GET', url: url || '/' }), `${method} ${url}`);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('images: any path below /images', async () => {
    const segment = fc.oneof(
      fc.constantFrom('characters', 'thumbnail', 'story-cards', 'items', 'types', 'prayers', 'large', 'backgrounds', '..', '.', ''),
      fc.string({ maxLength: 12 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', '.svg', '.webp', '.png', '.x'),
        async (parts, ext) => {
          const url = `/images/${parts.map(encodeURIComponent).join('/')}${ext}`;
          check(await send(app, { url }), url);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('any Accept-Encoding and If-None-Match header on a list', async () => {
    const header = fc.oneof(
      fc.string({ maxLength: 40 }).map((h) => h.replace(/[^\x20-\x7e]/g, '')),
      fc.constantFrom('*', 'br;q=0, gzip;q=0', 'gzip;q=0.5, br', 'identity', 'W/"x"', '"', '""', '*, "a"'),
    );
    await fc.assert(
      fc.asyncProperty(header, header, async (ae, inm) => {
        const res = await send(app, { url: '/api/towers/get-list', headers: { 'accept-encoding': ae, 'if-none-match': inm } });
        check(res, `ae=${ae} inm=${inm}`);
        expect([200, 304]).toContain(res.statusCode);
      }),
      { numRuns: 150 },
    );
  });

  const smallInt = fc.oneof(fc.integer({ min: -3, max: 20 }), fc.integer(), fc.double(), fc.constant(Number.MAX_SAFE_INTEGER));
  const wellTyped = fc.record(
    {
      id: fc.oneof(fc.constantFrom(...[0, 1]), fc.integer({ min: 1, max: 5_000 })),
      type: fc.constantFrom('single', 'multi', 'gc', 'step-up', 'x'),
      sbNo: smallInt,
      suNo: smallInt,
      pullNo: smallInt,
      seed: fc.oneof(fc.integer(), fc.string({ maxLength: 10 }), fc.double()),
    },
    { requiredKeys: [] },
  );

  it('roll: any well-typed-ish body (real prayer ids mixed in)', async () => {
    await fc.assert(
      fc.asyncProperty(wellTyped, fc.nat(), async (body, pick) => {
        const b = pick % 2 === 0 && prayerIds.length ? { ...body, id: prayerIds[pick % prayerIds.length] } : body;
        check(await send(app, { method: 'POST', url: '/api/prayers/roll', payload: b }), JSON.stringify(b));
      }),
      { numRuns: 400 },
    );
  });

  it('roll: any JSON value and any raw bytes with any content type', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((v) => JSON.stringify(v) ?? 'null'),
          fc.string({ maxLength: 200 }),
          fc.string({ minLength: 4000, maxLength: 5000 }),
        ),
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          '',
        ),
        async (payload, type) => {
          const headers: Record<string, string> = type ? { 'content-type': type } : {};
          check(await send(app, { method: 'POST', url: '/api/prayers/roll', payload, headers }), `${type} ${payload.slice(0, 80)}`);
        },
      ),
      { numRuns: 300 },
    );
  });
});
