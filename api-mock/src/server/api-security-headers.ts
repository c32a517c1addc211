import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../../../shell/server/security-headers';
import type { DirectHeaders } from './prepared-response';

/**
 * The site's security headers on every API response. Replies sent through fastify (errors, 404s,
 * POSTs) get them in an onSend hook; prepared bodies, written straight to node's response, carry
 * them in their own header object (`DirectHeaders`, returned here for the routes). Setting them on
 * every request up front instead cost a fifth of the small-GET throughput: six validated
 * `setHeader`s, then node merging and validating the route's headers again (api-mock/SERVER-NOTES.md).
 */
export const addApiSecurityHeaders = (app: FastifyInstance, remoteOrigins: readonly string[]): DirectHeaders => {
  const headers: DirectHeaders = Object.freeze(securityHeaders({ remoteOrigins }));
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
  return headers;
};
