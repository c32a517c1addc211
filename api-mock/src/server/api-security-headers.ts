import type { FastifyInstance } from 'fastify';
import { securityHeaders } from 'shared-domain/security/security-headers';
import type { DirectHeaders } from './prepared-response';

/** The site's security headers, as every API response sends them. */
export const apiSecurityHeaders = (remoteOrigins: readonly string[]): DirectHeaders => Object.freeze(securityHeaders({ remoteOrigins }));

/**
 * The security headers on every API response. Replies sent through fastify's routes (errors, 404s,
 * POSTs) get them in an onSend hook; prepared bodies, written straight to node's response, carry
 * them in their own header object (`DirectHeaders`); a URL fastify cannot decode is answered
 * before any route or hook, so build-app's framework-error handler adds them itself. Setting them on
 * node's response up front for every request made `writeHead` merge and validate a prepared body's
 * headers a second time, and at 10× content filled the old generation (api-mock/SERVER-NOTES.md).
 */
export const addApiSecurityHeaders = (app: FastifyInstance, headers: DirectHeaders): void => {
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.headers(headers);
    done(null, payload);
  });
};
