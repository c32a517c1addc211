import type { FastifyInstance, FastifyRequest } from 'fastify';
import { rejectOtherMethods } from '../server/error-handling';
import type { PreparedResponse } from '../server/prepared-response';

/**
 * A read-only GET route: the resolver returns a prepared (serialized once) response, which is sent
 * with its ETag, cache header and the best encoding. Other methods get 405.
 */
export const serveGet = (app: FastifyInstance, url: string, resolve: (request: FastifyRequest) => PreparedResponse): void => {
  app.get(url, (request, reply) => resolve(request).send(request, reply));
  rejectOtherMethods(app, url, ['GET']);
};
