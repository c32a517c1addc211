import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app';
import { send, type Received, type SentRequest } from '../test-support/http-client';
import { testContent, TEST_NOW } from '../test-support/test-app';

// Every API response carries the site's security headers, once each, whichever way it is written:
// by fastify (errors, 404s, POSTs: the onSend hook) or straight to node's response (prepared GET
// bodies and their 304s: their own header object), and also with request logging on, where
// prepared bodies go through fastify's reply.
const REMOTE = 'http://remotes.example:3001';
let direct: FastifyInstance;
let logged: FastifyInstance;
beforeAll(async () => {
  const content = await testContent();
  const options = { content, now: () => TEST_NOW, remoteOrigins: [REMOTE], rollRateLimit: { ratePerSecond: 1, burst: 1 } };
  direct = buildApp(options);
  logged = buildApp({ ...options, logRequests: true, logger: false });
});
afterAll(async () => {
  await direct.close();
  await logged.close();
});

const expectSecurityHeaders = (res: Received): void => {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  const csp = res.headers['content-security-policy'];
  // Once: node would join a header set twice into one value with a comma.
  expect(typeof csp).toBe('string');
  expect(String(csp).split('script-src')).toHaveLength(2);
  expect(csp).toContain(`script-src 'self' ${REMOTE};`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
};

const roll = { method: 'POST', url: '/api/prayers/roll', headers: { 'x-forwarded-for': '203.0.113.9' } } as const;

const cases: [string, SentRequest, number][] = [
  ['a prepared GET', { url: '/api/health' }, 200],
  ['a prepared list, brotli', { url: '/api/towers/get-list', headers: { 'accept-encoding': 'br' } }, 200],
  ['a HEAD', { method: 'HEAD', url: '/api/towers/get-list' }, 200],
  ['an image', { url: '/images/characters/1.svg' }, 200],
  ['a 404', { url: '/api/nothing-here' }, 404],
  ['a URL that cannot be decoded', { url: '/api/%E0%A4%A' }, 400],
  ['a 405', { method: 'DELETE', url: '/api/health' }, 405],
  ['a bad query', { url: '/api/towers/get-detail?floor=abc' }, 400],
  // Each POST its own client (the limit allows one roll per second per client).
  ['a bad POST', { method: 'POST', url: '/api/prayers/roll', headers: { 'x-forwarded-for': '203.0.113.1' }, payload: {} }, 400],
  [
    'a non-JSON body',
    { method: 'POST', url: '/api/prayers/roll', headers: { 'x-forwarded-for': '203.0.113.2', 'content-type': 'text/plain' }, payload: 'x' },
    415,
  ],
];

describe.each([
  ['written straight to node', () => direct],
  ['with request logging on', () => logged],
])('%s', (_mode, app) => {
  it.each(cases)('%s has the security headers', async (_name, request, status) => {
    const res = await send(app(), request);
    expect(res.statusCode).toBe(status);
    expectSecurityHeaders(res);
  });

  it('a 304 has them', async () => {
    const first = await send(app(), { url: '/api/towers/get-list' });
    const again = await send(app(), { url: '/api/towers/get-list', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again);
  });

  it('a rate-limited roll (429) has them', async () => {
    const statuses: number[] = [];
    let limited: Received | undefined;
    for (let i = 0; i < 5 && !limited; i++) {
      const res = await send(app(), { ...roll, payload: {} });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    expect(statuses).toContain(429);
    expectSecurityHeaders(limited!);
  });
});
