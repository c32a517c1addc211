import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rejectOtherMethods } from '../server/error-handling';
import type { DirectHeaders, PreparedResponse } from '../server/prepared-response';

/**
 * A read-only GET route: the resolver returns a prepared (serialized once) response, which is sent
 * with its ETag, cache header and the best encoding. Other methods get 405.
 */
export const serveGet = (
  app: FastifyInstance,
  direct: DirectHeaders | null,
  url: string,
  resolve: (request: FastifyRequest) => PreparedResponse,
): void => {
  app.get(url, (request, reply) => {
    const sent = resolve(request).send(request, reply, direct);
    // Returning the reply (a thenable) would make fastify wait on it; only a pending compression is awaited.
    return sent instanceof Promise ? sent : undefined;
  });
  rejectOtherMethods(app, url, ['GET']);
};
