import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseRemotesManifest } from 'shared-domain/federation/remotes-manifest';
import { registerApiProxy } from './api-proxy';
import { createHomePayloadSource, inlineHomeData } from './home-inline';
import { homeRenderer, insertRenderedHome } from './home-ssr';
import { createLandingImages } from './landing-images';
import { landingPageUrl, landingPreloadLinks, type PreloadManifests } from './landing-preload';
import { remotePageAssetsSource, shellPreloadAssetsSource } from './preload-sources';
import { registerCspReport } from './csp-report';
import { addSecurityHeaders, allowStyleAttributes } from './security-headers-hook';
import { configuredRemoteOrigins, CSP_REPORT_PATH, REMOTE_ORIGINS_HEADER, styleAttributeHashes } from './security-headers';
import { createStaticApp } from './static-app';

export interface ShellServerOptions {
  dist: string;
  apiUrl: string;
  remotes: () => unknown;
  logger?: boolean;
  /** Origins remotes may load from (CSP + the shell's allow-list); default REMOTE_ORIGINS or the remotes' own. */
  remoteOrigins?: readonly string[];
  /** The home's server renderer (default: dist-ssr/render-home.js beside the build). */
  ssrFile?: string;
  /** Appends each CSP violation report to this file (the e2e suite fails on any); default CSP_REPORT_FILE. */
  cspReportFile?: string;
}

/**
 * The site's origin: the shell's build, `/remotes.json` (remote discovery, never cached) and a
 * proxy for `/api` and `/images`, so the browser only talks to this origin for data.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const app = await createStaticApp({ root: path.resolve(options.dist), spaFallback: true, cors: false, logger: options.logger });
  const remoteOrigins = options.remoteOrigins ?? configuredRemoteOrigins(process.env.REMOTE_ORIGINS, options.remotes());
  addSecurityHeaders(app, { remoteOrigins, htmlFile: path.join(options.dist, 'index.html'), reportUri: CSP_REPORT_PATH });
  registerCspReport(app, { file: options.cspReportFile ?? process.env.CSP_REPORT_FILE });
  app.get('/remotes.json', async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header(REMOTE_ORIGINS_HEADER, remoteOrigins.join(' '))
      .type('application/json')
      .send(JSON.stringify(options.remotes())),
  );
  // The API limits rolls per client: name the client (the API trusts this header from loopback only).
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) request.headers['x-forwarded-for'] = request.ip;
  });
  // The home page's data is inlined into its HTML (read per request, so a redeployed shell shows at once).
  // With the data, the page itself is rendered on the server (the browser hydrates it): the
  // counters and timers show with the HTML instead of after the shell's script has run.
  const homePayload = createHomePayloadSource({ apiUrl: options.apiUrl });
  const renderHome = homeRenderer({ file: options.ssrFile ?? path.join(options.dist, '..', 'dist-ssr', 'render-home.js') });
  app.get('/', async (_request, reply) => {
    const [html, payload] = await Promise.all([fs.promises.readFile(path.join(options.dist, 'index.html'), 'utf8'), homePayload()]);
    const rendered = payload === null ? null : renderHome(payload);
    if (rendered) allowStyleAttributes(reply, styleAttributeHashes(rendered.html));
    const page = payload === null ? html : inlineHomeData(rendered ? insertRenderedHome(html, rendered.html, rendered.at) : html, payload);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
  // A section's page starts downloading its remote, its page's chunks and its data together with the HTML.
  const manifests: PreloadManifests = { shell: shellPreloadAssetsSource(options.dist), page: remotePageAssetsSource() };
  for (const remote of Object.values(parseRemotesManifest(options.remotes()).remotes)) manifests.page(remote.entry);
  const landingImages = createLandingImages({ apiUrl: options.apiUrl });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      const page = landingPageUrl(request.url);
      const images = page ? await landingImages(page) : [];
      const links = landingPreloadLinks(request.url, options.remotes(), () => fs.readdirSync(options.dist), manifests, images);
      if (links) reply.header('Link', links);
    }
    return payload;
  });
  await registerApiProxy(app, { apiUrl: options.apiUrl });
  return app;
}
