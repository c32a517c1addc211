import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './http-errors';

/** A token bucket per client: `ratePerSecond` tokens refill each second, up to `burst`. */
export interface RateLimit {
  ratePerSecond: number;
  burst: number;
}

/** Far above a person pulling by hand (a click every ~20 ms lock at the very most), far below a script. */
export const DEFAULT_ROLL_RATE_LIMIT: RateLimit = { ratePerSecond: 20, burst: 40 };

/**
 * ROLL_RATE_LIMIT: `off`, or `RATE/BURST` (e.g. `20/40`), or `RATE` (burst = 2 × rate). Unset gives
 * the default; anything else throws with the value named, so a typo never silently disables it.
 */
export function rollRateLimitFromEnv(value: string | undefined): RateLimit | null {
  if (value === undefined || value.trim() === '') return DEFAULT_ROLL_RATE_LIMIT;
  if (value.trim().toLowerCase() === 'off') return null;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+))?\s*$/.exec(value);
  const rate = m ? Number(m[1]) : NaN;
  const burst = m?.[2] !== undefined ? Number(m[2]) : rate * 2;
  if (!(rate > 0) || !(burst >= 1))
    throw new Error(`ROLL_RATE_LIMIT must be "off", "RATE" or "RATE/BURST" with positive numbers, got "${value}"`);
  return { ratePerSecond: rate, burst };
}

interface Bucket {
  tokens: number;
  at: number;
}

/** The per-client buckets. `take` answers 0 when a request may go, else the seconds until it may. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
    private readonly maxClients = 100_000,
  ) {}

  take(client: string): number {
    const t = this.now();
    const b = this.buckets.get(client) ?? { tokens: this.limit.burst, at: t };
    b.tokens = Math.min(this.limit.burst, b.tokens + ((t - b.at) / 1000) * this.limit.ratePerSecond);
    b.at = t;
    if (b.tokens >= 1) {
      b.tokens -= 1;
      this.remember(client, b);
      return 0;
    }
    this.remember(client, b);
    return (1 - b.tokens) / this.limit.ratePerSecond;
  }

  get size(): number {
    return this.buckets.size;
  }

  private remember(client: string, bucket: Bucket) {
    if (!this.buckets.has(client) && this.buckets.size >= this.maxClients) this.sweep();
    this.buckets.set(client, bucket);
  }

  /** Forgets clients whose bucket has refilled (they are indistinguishable from new ones). */
  private sweep() {
    const t = this.now();
    for (const [client, b] of this.buckets) {
      if (b.tokens + ((t - b.at) / 1000) * this.limit.ratePerSecond >= this.limit.burst) this.buckets.delete(client);
    }
    // Still full: a flood of distinct addresses; start over rather than grow without bound.
    if (this.buckets.size >= this.maxClients) this.buckets.clear();
  }
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/**
 * Who the client is. Behind a proxy on this machine (the shell's server, a local nginx) every
 * request comes from loopback, so there the proxy's `X-Forwarded-For` names the client (its last
 * entry: the one the nearest proxy added). From anywhere else the header is ignored: a client
 * cannot pick its own bucket.
 */
export function clientKey(request: Pick<FastifyRequest, 'headers'> & { socket: { remoteAddress?: string } }): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  const forwarded = request.headers['x-forwarded-for'];
  if (LOOPBACK.test(peer) && typeof forwarded === 'string' && forwarded.trim() !== '') {
    return forwarded.split(',').pop()!.trim();
  }
  return peer;
}

/** Limits POST `path` per client: past the limit a 429 with Retry-After and the JSON error. */
export function addRateLimit(app: FastifyInstance, path: string, limit: RateLimit, now: () => number = Date.now): TokenBuckets {
  const buckets = new TokenBuckets(limit, now);
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.method !== 'POST' || request.url.split('?')[0]!.replace(/\/+$/, '') !== path) return done();
    const wait = buckets.take(clientKey(request));
    if (wait === 0) return done();
    const seconds = Math.max(1, Math.ceil(wait));
    done(new HttpError(429, `Too many pulls in a short time: try again in ${seconds} s.`, { 'retry-after': String(seconds) }));
  });
  return buckets;
}
