import type { FastifyInstance } from 'fastify';
import { securityHeaders } from '../../../shell/server/security-headers';

/**
 * The site's security headers on every API response. Most responses are written straight to node's
 * response (prepared bodies skip fastify's reply pipeline), so the headers are set on it up front:
 * node merges them into whatever `writeHead` sends.
 */
export const addApiSecurityHeaders = (app: FastifyInstance, remoteOrigins: readonly string[]): void => {
  const headers = Object.entries(securityHeaders({ remoteOrigins }));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
};
