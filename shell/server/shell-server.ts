import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { SECTIONS } from 'shared-domain/federation/sections';
import { registerApiProxy } from './api-proxy';
import { withCalendarFiles } from './handlers/calendar-files';
import { contentVersionSource } from './content-version';
import { registerCspReport } from './csp-report';
import { registerCharacterModalFragment } from './handlers/character-modal-fragment';
import { addDefaultLinkPreloads } from './delivery/link-preloads';
import { registerHomePage } from './handlers/home-page';
import { servePage } from './handlers/plain-page';
import { registerPreviewRoute } from './handlers/preview-route';
import { sectionPage } from './handlers/section-page';
import { createShellContext, type ShellContext, type ShellServerOptions } from './handlers/shell-context';
import { registerSitemapRoutes } from './handlers/sitemap-routes';
import { registerSearchRoutes } from './search/search-routes';
import { addPageCache } from './delivery/page-cache-hook';
import { pageKey } from './delivery/page-cache';
import { isPageRequest } from './page-head';
import { addSecurityHeaders } from './security-headers-hook';
import { configuredRemoteOrigins, CSP_REPORT_PATH, REMOTE_ORIGINS_HEADER } from './security-headers';
import { createStaticApp, SERVER_TIMEOUTS } from './static-app';
import { registerLanguageChoice } from './handlers/language-choice';
import { routedUrl } from './page-locale';

export type { ShellServerOptions };

/** A page the cache may keep: a visit to a page, not a file (a name with a dot) and not the API. */
export function isCachedPageRequest(method: string, url: string): boolean {
  if (!isPageRequest(method, url)) return false;
  const pathname = url.split(/[?#]/, 1)[0]!;
  return !/\.[^/]*$/.test(pathname);
}

/** Keeps rendered pages, emptied whenever what a page is made of besides its URL changes. */
function addRenderedPageCache(app: FastifyInstance, { options, homePayload, pageManifests }: ShellContext): void {
  const pageCache = options.pageCache ?? process.env.NODE_ENV !== 'test';
  if (!pageCache) return;
  const settings = pageCache === true ? {} : pageCache;
  // The API's content, the shell's build, the remotes' pages.
  const version =
    settings.version ??
    contentVersionSource({
      parts: [
        homePayload,
        () => fs.promises.stat(path.join(options.dist, 'index.html')).then((s) => String(s.mtimeMs)),
        async () => (await pageManifests()).json,
        () => JSON.stringify(options.remotes()),
      ],
    });
  // Every query is part of the key: a `?character=` link's head names the character, on the home too.
  addPageCache(app, { isPage: isCachedPageRequest, keyOf: pageKey, version, ...settings });
}

/**
 * The site's origin: the shell's build, `/remotes.json` (remote discovery, never cached) and a
 * proxy for `/api` and `/images`, so the browser only talks to this origin for data. Hooks are
 * added in this order on purpose: the page cache's onSend keeps what every other one has set.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  const ctx = createShellContext(options);
  // Any other path that is no file is a page: its HTML, whatever the client accepts (link previews).
  const app = await createStaticApp({
    root: path.resolve(options.dist),
    spaFallback: false,
    pages: { isPage: isPageRequest, serve: (request, reply) => servePage(ctx, request, reply) },
    cors: false,
    logger: options.logger,
    timeouts: options.timeouts ?? SERVER_TIMEOUTS,
    rewriteUrl: routedUrl,
  });
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
  // Before the page cache: a first visit's redirect to its language is no page to keep.
  registerLanguageChoice(app, isCachedPageRequest);
  registerHomePage(app, ctx);
  registerCharacterModalFragment(app, ctx);
  addDefaultLinkPreloads(app, ctx);
  registerPreviewRoute(app, ctx);
  const refreshSitemap = registerSitemapRoutes(app, ctx);
  const refreshSearch = registerSearchRoutes(app, ctx);
  for (const section of SECTIONS) {
    app.get(section.basePath, (request, reply) => sectionPage(ctx, request, reply));
    // A section's calendar files (`.ics`) come from its remote's server module too, as its sitemap URLs do.
    app.get(
      `${section.basePath}/*`,
      withCalendarFiles(ctx, (request, reply) => sectionPage(ctx, request, reply)),
    );
  }
  // A section's first render loads the renderers, the remote's bundle and the API's answers: done
  // once the server is up (and again when the remotes started with it are up too), not by a visitor.
  if (options.warmUp ?? process.env.NODE_ENV !== 'test')
    app.addHook('onReady', async () => {
      const warm = () =>
        void Promise.all([ctx.pageManifests(), ...SECTIONS.map((section) => ctx.renderSection(section.basePath))]).catch(() => undefined);
      setTimeout(warm, 0).unref();
      setTimeout(warm, 3_000).unref();
      // The sitemap is made from the content once the remotes are up (and again as it ages).
      setTimeout(() => void refreshSitemap(), 3_000).unref();
      // So is the search index: the box's first open never waits for it.
      setTimeout(() => void refreshSearch(), 3_000).unref();
    });
  addRenderedPageCache(app, ctx);
  await registerApiProxy(app, { apiUrl: options.apiUrl });
  return app;
}
