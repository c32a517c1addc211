import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BODY_TOO_LARGE_MESSAGE } from 'shared-domain/api/contract/api-contract';
import { errorBody, HttpError, statusText } from './http-errors';

const JSON_TYPE = 'application/json; charset=utf-8';

const sendError = (reply: FastifyReply, statusCode: number, message: string): FastifyReply =>
  reply
    .code(statusCode)
    .header('content-type', JSON_TYPE)
    .header('cache-control', 'no-store')
    .send(JSON.stringify(errorBody(statusCode, message)));

const isClientStatus = (code: unknown): code is number => typeof code === 'number' && code >= 400 && code < 500;

/**
 * Every error leaves as `{ error, message }`. Client errors keep their status (fastify's own 400/413/415
 * for bad JSON, big or mistyped bodies included); anything else is our bug: logged, and a bare 500.
 */
export const installErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((err: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof HttpError) {
      for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
      request.log.debug({ statusCode: err.statusCode, msg: err.message }, 'client error');
      return sendError(reply, err.statusCode, err.message);
    }
    const statusCode = (err as FastifyError).statusCode;
    if (isClientStatus(statusCode)) {
      request.log.debug({ statusCode, code: (err as FastifyError).code }, err.message);
      // The same words as the proxies in front (the shell's server, nginx) use for this refusal.
      const message =
        (err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? BODY_TOO_LARGE_MESSAGE : err.message || statusText(statusCode);
      return sendError(reply, statusCode, message);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 500, 'The server failed to answer this request.');
  });

  app.setNotFoundHandler((request, reply) => sendError(reply, 404, `No route for ${request.method} ${request.url.split('?')[0] ?? ''}`));
};

/** For the fastify `frameworkErrors` option: malformed URLs and the like, before routing. */
export const frameworkErrorHandler = (err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
  const status = isClientStatus(err.statusCode) ? err.statusCode : 400;
  void sendError(reply, status, err.message || statusText(status));
};

/** Raw socket-level parse errors (bad HTTP framing, huge headers): answer JSON, then close. */
export const clientErrorHandler = (err: NodeJS.ErrnoException, socket: import('node:net').Socket): void => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(errorBody(status, 'Malformed HTTP request'));
  socket.end(
    `HTTP/1.1 ${status} ${statusText(status)}\r\nContent-Type: ${JSON_TYPE}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'] as const;

/** Registers 405 (with `Allow`) for the methods a path does not serve, so they are not reported as 404. */
export const rejectOtherMethods = (app: FastifyInstance, url: string, allowed: readonly ('GET' | 'POST')[]): void => {
  const allow = allowed.includes('GET') ? [...allowed, 'HEAD'] : [...allowed];
  const others = ALL_METHODS.filter((m) => !allow.includes(m));
  app.route({
    method: others,
    url,
    // A 405 needs no body: skip parsing it (a PUT with a body would otherwise get 415/413 first).
    exposeHeadRoute: false,
    config: { methodNotAllowed: true },
    handler: (request, reply) => {
      reply.header('allow', allow.join(', '));
      return sendError(reply, 405, `${request.method} is not allowed here; use ${allow.join(' or ')}`);
    },
  });
};
