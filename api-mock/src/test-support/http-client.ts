import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * A stand-in for `app.inject` over real loopback HTTP. fastify's inject (light-my-request) loads the
 * ESM-only `cookie` package, which Jest's CommonJS runtime cannot require on Node 20; a real request
 * also exercises the actual socket path. The app listens on an ephemeral port on first use.
 */
export interface SentRequest {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string as is. */
  payload?: object | string;
}

export interface Received {
  statusCode: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body as UTF-8 text (undecoded bytes in rawPayload). */
  body: string;
  rawPayload: Buffer;
}

const ports = new WeakMap<FastifyInstance, Promise<number>>();

const portOf = (app: FastifyInstance): Promise<number> => {
  let port = ports.get(app);
  if (!port) {
    port = app.listen({ port: 0, host: '127.0.0.1' }).then(() => (app.server.address() as AddressInfo).port);
    ports.set(app, port);
  }
  return port;
};

/** Escapes what node's client refuses in a request path (spaces, non-ASCII), leaving the rest raw. */
const safePath = (url: string): string => url.replace(/[^\x21-\x7e]/g, (c) => encodeURIComponent(c));

export const send = async (app: FastifyInstance, req: SentRequest): Promise<Received> => {
  const port = await portOf(app);
  const headers: Record<string, string> = { ...req.headers };
  let body: string | undefined;
  if (req.payload !== undefined) {
    body = typeof req.payload === 'string' ? req.payload : JSON.stringify(req.payload);
    if (typeof req.payload !== 'string' && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
      headers['content-type'] = 'application/json';
    }
  }
  return new Promise((resolve, reject) => {
    const r = request({ host: '127.0.0.1', port, method: req.method ?? 'GET', path: safePath(req.url), headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const rawPayload = Buffer.concat(chunks);
        resolve({ statusCode: res.statusCode ?? 0, headers: res.headers, body: rawPayload.toString('utf8'), rawPayload });
      });
      res.on('error', reject);
    });
    r.on('error', reject);
    r.end(body);
  });
};
