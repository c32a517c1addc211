import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './delivery/cache-policy';

export interface StaticAppOptions {
  root: string;
  /** Answer unknown GETs that want HTML with index.html (client-side routes). */
  spaFallback: boolean;
  /** Answers what is no file here and a page (`isPage`), whatever the client accepts; before spaFallback. */
  pages?: { isPage: (method: string, url: string) => boolean; serve: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown> };
  /** Remotes are fetched cross-origin by the shell. */
  cors: boolean;
  logger?: boolean;
  /** Limits on slow clients (see serverTimeouts); Node's defaults without. */
  timeouts?: ServerTimeouts;
  /** The path a request is routed by, from its raw URL (the shell's: a page's language prefix comes off). */
  rewriteUrl?: (raw: IncomingMessage) => string;
}

export interface ServerTimeouts {
  /** The whole request head must arrive within this (a client sending it byte by byte is cut off). */
  headersMs: number;
  /** The whole request, head and body. */
  requestMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveMs: number;
  /** A connection with no bytes either way for this long is closed. */
  idleMs: number;
  /** How often Node checks the two first (its default is 30 s, so a slow head would live that long). */
  checkIntervalMs?: number;
}

/**
 * A page's request is small and arrives at once: a client slower than these holds a connection
 * for nothing (Slowloris). Past them Node answers 408 or closes the socket. An idle keep-alive
 * connection is cheap and stays longer than a proxy's or client's own idle limit: a server that
 * closes it first races a request sent on it at that moment (the client sees a reset).
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  keepAliveMs: 65_000,
  idleMs: 75_000,
  checkIntervalMs: 1_000,
};

/**
 * Serves a build folder. Files are looked up on every request (no cached file list), so a
 * rebuilt remote is served the moment its files are replaced.
 */
export async function createStaticApp(options: StaticAppOptions): Promise<FastifyInstance> {
  const t = options.timeouts;
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    ...(options.rewriteUrl && { rewriteUrl: options.rewriteUrl }),
    ...(t && {
      connectionTimeout: t.idleMs,
      keepAliveTimeout: t.keepAliveMs,
      requestTimeout: t.requestMs,
      http: { headersTimeout: t.headersMs, connectionsCheckingInterval: t.checkIntervalMs ?? 1_000 },
    }),
  });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (options.cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(options.root),
    wildcard: true,
    cacheControl: false,
    index: false,
    // A build's `.br` beside a hashed file (rspack.precompress.mjs) goes to browsers that accept
    // br; any other file is compressed per request by @fastify/compress, as before.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', cacheControlFor(filePath.replace(/\.br$/, '')));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.pages?.isPage(request.method, request.url)) return options.pages.serve(request, reply);
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (options.spaFallback && wantsHtml) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found', message: `No file at ${request.url}` });
  });
  return app;
}
