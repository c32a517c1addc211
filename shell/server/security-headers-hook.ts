import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inlineHashes, securityHeaders, type SecurityConfig } from './security-headers';

export interface SecurityHeadersOptions {
  remoteOrigins: readonly string[];
  /** The HTML whose inline theme script and style the CSP allows by hash (read again when it changes). */
  htmlFile?: string;
  reportUri?: string;
}

/**
 * Sends the security headers on every response of a fastify server, proxied ones included (set in
 * onSend, so they replace whatever an upstream sent). The hashes follow index.html: a redeployed
 * shell is allowed its new inline script without a restart.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  const base: SecurityConfig = { remoteOrigins: options.remoteOrigins, reportUri: options.reportUri };
  const withoutHtml = securityHeaders(base);
  const current = (): Record<string, string> => {
    if (!options.htmlFile) return withoutHtml;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(options.htmlFile).mtimeMs;
    } catch {
      return withoutHtml;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, headers: securityHeaders({ ...base, ...inlineHashes(fs.readFileSync(options.htmlFile, 'utf8')) }) };
    }
    return cached.headers;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(current());
    return payload;
  });
}
