import type { FastifyInstance } from 'fastify';
import { buildApp } from './build-app';
import { clientKey, DEFAULT_ROLL_RATE_LIMIT, rollRateLimitFromEnv, TokenBuckets } from './rate-limit';
import { send } from '../test-support/http-client';
import { testContent, TEST_NOW } from '../test-support/test-app';

describe('rollRateLimitFromEnv', () => {
  it('defaults to 20 per second with a burst of 40', () => {
    expect(rollRateLimitFromEnv(undefined)).toEqual({ ratePerSecond: 20, burst: 40 });
    expect(DEFAULT_ROLL_RATE_LIMIT).toEqual({ ratePerSecond: 20, burst: 40 });
  });
  it('reads off, RATE and RATE/BURST', () => {
    expect(rollRateLimitFromEnv('off')).toBeNull();
    expect(rollRateLimitFromEnv('5')).toEqual({ ratePerSecond: 5, burst: 10 });
    expect(rollRateLimitFromEnv('100/500')).toEqual({ ratePerSecond: 100, burst: 500 });
  });
  it('refuses anything else, naming the value', () => {
    expect(() => rollRateLimitFromEnv('fast')).toThrow('got "fast"');
    expect(() => rollRateLimitFromEnv('0/10')).toThrow('got "0/10"');
  });
});

describe('TokenBuckets', () => {
  it('lets a burst through, then one request per refilled token, per client', () => {
    let t = 0;
    const buckets = new TokenBuckets({ ratePerSecond: 2, burst: 3 }, () => t);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBeCloseTo(0.5); // one token at 2/s
    expect(buckets.take('b')).toBe(0); // another client has its own bucket
    t = 500;
    expect(buckets.take('a')).toBe(0);
    expect(buckets.take('a')).toBeCloseTo(0.5);
  });
  it('forgets refilled clients instead of growing without bound', () => {
    let t = 0;
    const buckets = new TokenBuckets({ ratePerSecond: 1, burst: 1 }, () => t, 3);
    for (const c of ['a', 'b', 'c']) buckets.take(c);
    t = 10_000;
    buckets.take('d');
    expect(buckets.size).toBe(1);
  });
});

describe('clientKey', () => {
  const req = (remoteAddress: string, xff?: string) => ({ socket: { remoteAddress }, headers: xff ? { 'x-forwarded-for': xff } : {} });
  it('trusts X-Forwarded-For only from a proxy on loopback (its last entry)', () => {
    expect(clientKey(req('127.0.0.1', '203.0.113.9'))).toBe('203.0.113.9');
    expect(clientKey(req('::ffff:127.0.0.1', 'spoofed, 198.51.100.7'))).toBe('198.51.100.7');
    expect(clientKey(req('198.51.100.7', '203.0.113.9'))).toBe('198.51.100.7');
    expect(clientKey(req('127.0.0.1'))).toBe('127.0.0.1');
  });
});

describe('POST /api/prayers/roll rate limit', () => {
  let app: FastifyInstance;
  let body: string;
  beforeAll(async () => {
    const content = await testContent();
    app = buildApp({ content, now: () => TEST_NOW, rollRateLimit: { ratePerSecond: 20, burst: 40 } });
    await app.ready();
    const prayer = content.prayers.find((p) => p.pool)!;
    body = JSON.stringify({ id: prayer.id, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 });
  });
  afterAll(() => app.close());

  const roll = (client: string) =>
    send(app, {
      method: 'POST',
      url: '/api/prayers/roll',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      payload: body,
    });

  // The app's clock is frozen (TEST_NOW), so no token refills during the test.
  it('answers the 41st roll of one client within a second with 429, Retry-After and the JSON error; others still roll', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await roll('203.0.113.1')).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const limited = await roll('203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(JSON.parse(limited.body)).toEqual({ error: 'Too Many Requests', message: 'Too many pulls in a short time: try again in 1 s.' });
    expect(limited.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect((await roll('203.0.113.2')).statusCode).toBe(200);
    // GETs are never limited.
    expect((await send(app, { url: '/api/health', headers: { 'x-forwarded-for': '203.0.113.1' } })).statusCode).toBe(200);
  });

  it('is absent unless configured (tests and the bench roll freely)', async () => {
    const free = buildApp({ content: await testContent(), now: () => TEST_NOW });
    for (let i = 0; i < 60; i++) {
      const res = await send(free, {
        method: 'POST',
        url: '/api/prayers/roll',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect(res.statusCode).toBe(200);
    }
    await free.close();
  });
});
