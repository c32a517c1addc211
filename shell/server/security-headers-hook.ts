import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { inlineHashes, securityHeaders, type SecurityConfig } from './security-headers';

export interface SecurityHeadersOptions {
  remoteOrigins: readonly string[];
  /** The HTML whose inline theme script and style the CSP allows by hash (read again when it changes). */
  htmlFile?: string;
  reportUri?: string;
}

const STYLE_ATTRIBUTES = new WeakMap<FastifyReply, readonly string[]>();
const STYLE_ELEMENTS = new WeakMap<FastifyReply, readonly string[]>();

/** Lets this response's HTML carry these `style="…"` attributes (their hashes; a server-rendered page). */
export function allowStyleAttributes(reply: FastifyReply, hashes: readonly string[]): void {
  STYLE_ATTRIBUTES.set(reply, hashes);
}

/** Lets this response's HTML carry these `<style>` elements besides index.html's own (their hashes). */
export function allowStyleElements(reply: FastifyReply, hashes: readonly string[]): void {
  STYLE_ELEMENTS.set(reply, hashes);
}

/**
 * Sends the security headers on every response of a fastify server, proxied ones included (set in
 * onSend, so they replace whatever an upstream sent). The hashes follow index.html: a redeployed
 * shell is allowed its new inline script without a restart.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  let cached: { mtimeMs: number; config: SecurityConfig; headers: Record<string, string> } | null = null;
  const base: SecurityConfig = { remoteOrigins: options.remoteOrigins, reportUri: options.reportUri };
  const withoutHtml = { config: base, headers: securityHeaders(base) };
  const current = (): { config: SecurityConfig; headers: Record<string, string> } => {
    if (!options.htmlFile) return withoutHtml;
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(options.htmlFile).mtimeMs;
    } catch {
      return withoutHtml;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      const config = { ...base, ...inlineHashes(fs.readFileSync(options.htmlFile, 'utf8')) };
      cached = { mtimeMs, config, headers: securityHeaders(config) };
    }
    return cached;
  };
  app.addHook('onSend', async (_request, reply, payload) => {
    const { config, headers } = current();
    const styleAttributeHashes = STYLE_ATTRIBUTES.get(reply) ?? [];
    const styleElements = STYLE_ELEMENTS.get(reply) ?? [];
    reply.headers(
      styleAttributeHashes.length || styleElements.length
        ? securityHeaders({ ...config, styleAttributeHashes, styleHashes: [...(config.styleHashes ?? []), ...styleElements] })
        : headers,
    );
    return payload;
  });
}
