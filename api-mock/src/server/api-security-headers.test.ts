import type { FastifyInstance } from 'fastify';
import { send } from '../test-support/http-client';
import { testApp } from '../test-support/test-app';

jest.setTimeout(60_000); // real HTTP; CI machines may be busy

// Every API response carries the site's security headers, whether it is written by fastify (errors)
// or straight to node's response (prepared GET bodies, 304s).
let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(() => app.close());

it.each([
  ['a prepared GET', { url: '/api/health' }, 200],
  ['a 404', { url: '/api/nothing-here' }, 404],
  ['a bad POST', { method: 'POST' as const, url: '/api/prayers/roll', payload: {} }, 400],
])('%s has the security headers', async (_name, request, status) => {
  const res = await send(app, request);
  expect(res.statusCode).toBe(status);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['permissions-policy']).toContain('camera=()');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('unsafe-inline');
});
