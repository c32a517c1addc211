import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import { API_BODY_LIMIT, BODY_TOO_LARGE_MESSAGE } from 'shared-domain/api/contract/api-contract';

export interface ApiProxyOptions {
  apiUrl: string;
}

const errorBody = (status: number, message: string) => ({ error: STATUS_CODES[status] ?? 'Error', message });

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

const withoutHopByHop = <T extends Record<string, unknown>>(headers: T): T =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))) as T;

/** The most of an oversized upload read and thrown away so that its client sees the 413. */
const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * Fastify answers an oversized body with `Connection: close` and stops reading it. Closing a socket
 * with unread bytes makes the kernel send RST, and a client still uploading can lose the 413 that
 * was already sent (it sees EPIPE / ECONNRESET instead). So the rest of a body up to DRAIN_LIMIT is
 * read and discarded and the connection stays open ("lingering close"); past that, it is closed.
 */
function drainOversizedBody(request: FastifyRequest, reply: FastifyReply): void {
  const raw = request.raw;
  const declared = Number(request.headers['content-length']);
  if (raw.complete || declared > DRAIN_LIMIT) return;
  reply.removeHeader('connection');
  let drained = 0;
  raw.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) raw.socket.destroy();
  });
  raw.resume();
}

/**
 * Proxies `/api` and `/images` to the API server. Request bodies are read here first, up to the API's
 * own limit: streaming an oversized body on to an API that has already answered 413 broke the
 * upload mid-write (502 'write EPIPE', and sometimes the next request on that connection). A body
 * over the limit now gets the API's 413 JSON error from this server, whatever its framing
 * (Content-Length, chunked, Expect: 100-continue), and nothing reaches the API.
 */
export async function registerApiProxy(app: FastifyInstance, { apiUrl }: ApiProxyOptions): Promise<void> {
  await app.register(async (scope) => {
    // Every content type is read as bytes (the API decides what it accepts), at most API_BODY_LIMIT.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: API_BODY_LIMIT }, (_request, body, done) => done(null, body));
    // Errors raised here (413, a bad Content-Length) look like the API's own: `{ error, message }`.
    scope.setErrorHandler((err: FastifyError, request, reply) => {
      const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
      const message =
        err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? BODY_TOO_LARGE_MESSAGE
          : status === 500
            ? 'The proxy failed to forward this request.'
            : err.message;
      if (status === 500) request.log.error({ err }, 'proxy error');
      if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') drainOversizedBody(request, reply);
      return reply.code(status).header('cache-control', 'no-store').send(errorBody(status, message));
    });
    for (const prefix of ['/api', '/images']) {
      await scope.register(fastifyHttpProxy, {
        upstream: apiUrl,
        prefix,
        rewritePrefix: prefix,
        // The body is already read (above); forward its bytes as they came (reply-from would
        // JSON-encode a Buffer under a JSON content type, so the body is handed over explicitly).
        proxyPayloads: false,
        handler: (request, reply, dest, options) =>
          Buffer.isBuffer(request.body)
            ? reply.from(dest, {
                ...options,
                body: request.body,
                contentType: request.headers['content-type'] ?? 'application/octet-stream',
              })
            : reply.from(dest, options),
        replyOptions: {
          // The body is complete here, so `Expect: 100-continue` means nothing upstream (and undici
          // refuses the header outright: 'expect header not supported').
          rewriteRequestHeaders: (_request, headers) => {
            const { expect: _expect, ...rest } = headers;
            return rest;
          },
          // Hop-by-hop headers describe the API's connection to this server, not this server's to
          // the client: passing on the API's `connection: keep-alive` kept a client's socket open
          // after it had asked for `Connection: close`.
          rewriteHeaders: (headers) => withoutHopByHop(headers),
          // An API that is down is a 502 with a JSON body, not a hung page.
          onError: (reply, { error }) => {
            void reply.code(502).send(errorBody(502, `The API is not reachable (${error.message}).`));
          },
        },
      });
    }
  });
}
