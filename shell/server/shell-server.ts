import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRemotesManifest } from 'shared-domain/federation/remotes-manifest';
import { registerApiProxy } from './api-proxy';
import { createHomePayloadSource, inlineHomeData, inlineJson } from './home-inline';
import { homeRenderer, insertRenderedHome } from './home-ssr';
import { createLandingAssets } from './landing-assets';
import { landingPageUrl, landingPreloadLinks, type PreloadManifests, withCharacterLinkPreloads } from './landing-preload';
import { remotePageAssetsSource, shellPreloadAssetsSource } from './preload-sources';
import { registerCspReport } from './csp-report';
import { addSecurityHeaders, allowStyleAttributes, allowStyleElements } from './security-headers-hook';
import { configuredRemoteOrigins, CSP_REPORT_PATH, REMOTE_ORIGINS_HEADER, sha256Source, styleAttributeHashes } from './security-headers';
import { afterPaintPreloadsElement, splitForFirstPaint } from './after-paint-preloads';
import { insertRenderedSection, sectionRenderer, stylesheetsFromLinks, withoutPreloadsLinkedBy } from './section-ssr';
import { escapeStyle, linkedStylesheets, withStylesInline } from './inline-stylesheets';
import { createStylesheetSource } from './stylesheet-source';
import { createStaticApp, SERVER_TIMEOUTS, type ServerTimeouts } from './static-app';
import { serverQueriesElement } from '../src/ssr/server-queries';
import { SECTIONS, sectionForPath } from 'shared-domain/federation/sections';
import { aliasRulesOf, manifestPageFor } from 'shared-domain/federation/page-manifest';
import { resolveAlias, type AliasRule } from 'shared-domain/routing/resolve-alias';
import { documentTitle } from 'shared-ui/hooks/use-page-title';
import { PAGE_MANIFESTS_ELEMENT_ID } from '../src/routing/site-pages-element';
import { SHELL_ALIASES } from '../src/routing/shell-pages';
import { pageManifestsSource, type KnownManifests } from './page-manifests';
import type { PageHead } from 'shared-ui/hooks/use-page-title';
import { isPageRequest, withDocumentHead, withPageTitle } from './page-head';
import { addPageCache, UNCACHEABLE_HEADER } from './page-cache-hook';
import { pageKey } from './page-cache';
import { contentVersionSource } from './content-version';
import { canonicalPath } from './canonical-url';
import { assembleHead, createPageMetas, declaredPage, htmlDescription, pageWords } from './document-head';
import { createPreviewImages, PREVIEW_PREFIX } from './preview-image';
import { robotsTxt, SITEMAP_FILE, sitemapDocuments, sitemapSource } from './sitemap';
import { SITE_NAME } from 'shared-ui/hooks/use-page-title';

/** Where an alias (or a reading-A path) leads, or null for a canonical path. */
function aliasTarget(requestUrl: string, aliases: readonly AliasRule[]): string | null {
  const url = new URL(requestUrl, 'http://shell.invalid');
  return resolveAlias({ pathname: url.pathname, search: url.search }, aliases);
}

const siteAliases = (manifests: KnownManifests): AliasRule[] => [...SHELL_ALIASES, ...aliasRulesOf(manifests.list)];

/** A section page's document title as its remote's manifest declares it; null for none. */
function declaredTitle(manifests: KnownManifests, page: URL | null): string | null {
  const declared = page ? manifestPageFor(manifests.list, page.pathname) : null;
  return declared ? documentTitle(declared.title) : null;
}

/** The remotes' page manifests inside the page, for the browser's first render (navbar, menu, aliases). */
function inlineManifests(html: string, manifests: KnownManifests): string {
  return inlineJson(html, PAGE_MANIFESTS_ELEMENT_ID, manifests.json);
}

export interface ShellServerOptions {
  dist: string;
  apiUrl: string;
  remotes: () => unknown;
  logger?: boolean;
  /** Origins remotes may load from (CSP + the shell's allow-list); default REMOTE_ORIGINS or the remotes' own. */
  remoteOrigins?: readonly string[];
  /** The home's server renderer (default: dist-ssr/render-home.js beside the build). */
  ssrFile?: string;
  /** Render each section's landing once at start (default: outside Jest). */
  warmUp?: boolean;
  /** Appends each CSP violation report to this file (the e2e suite fails on any); default CSP_REPORT_FILE. */
  cspReportFile?: string;
  /** Limits on slow clients; default SERVER_TIMEOUTS. */
  timeouts?: ServerTimeouts;
  /** Keep rendered pages (page-cache-hook.ts); default: outside Jest. */
  pageCache?: boolean | { protectedBytes?: number; probationBytes?: number; refreshAfterMs?: number; version?: () => string };
  /** The site's public origin for canonical URLs, previews and the sitemap; default SITE_ORIGIN, else the request's own. */
  siteOrigin?: string;
}

/** A page the cache may keep: a visit to a page, not a file (a name with a dot) and not the API. */
export function isCachedPageRequest(method: string, url: string): boolean {
  if (!isPageRequest(method, url)) return false;
  const pathname = url.split(/[?#]/, 1)[0]!;
  return !/\.[^/]*$/.test(pathname);
}

/**
 * The site's origin: the shell's build, `/remotes.json` (remote discovery, never cached) and a
 * proxy for `/api` and `/images`, so the browser only talks to this origin for data.
 */
export async function createShellServer(options: ShellServerOptions): Promise<FastifyInstance> {
  // Any other path that is no file is a page: its HTML, whatever the client accepts (link previews).
  const pages = { isPage: isPageRequest, serve: (request: FastifyRequest, reply: FastifyReply) => servePage(request, reply) };
  const app = await createStaticApp({
    root: path.resolve(options.dist),
    spaFallback: false,
    pages,
    cors: false,
    logger: options.logger,
    timeouts: options.timeouts ?? SERVER_TIMEOUTS,
  });
  const indexHtml = () => fs.promises.readFile(path.join(options.dist, 'index.html'), 'utf8');
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
  // The remotes' page manifests: every page's navbar, the menu and the alias rules.
  const pageManifests = pageManifestsSource({ remotes: options.remotes });
  const stylesheetText = createStylesheetSource({ dist: options.dist });
  /** Stylesheets as one text, in order; null unless every one can be had (their order is the cascade's). */
  const stylesheetsText = async (hrefs: readonly string[]) => {
    const texts = await Promise.all(hrefs.map(stylesheetText));
    return texts.every((t): t is string => t !== null) ? texts.join('\n') : null;
  };
  /** A rendered home carries the shell's own stylesheets inline, as a rendered section does. */
  const withShellStyles = async (reply: FastifyReply, html: string) => {
    const hrefs = linkedStylesheets(html);
    const css = hrefs.length > 0 ? await stylesheetsText(hrefs) : null;
    if (css === null) return html;
    allowStyleElements(reply, [sha256Source(escapeStyle(css))]);
    return withStylesInline(html, hrefs, css);
  };
  app.get('/', async (request, reply) => {
    const [rawHtml, payload, manifests] = await Promise.all([indexHtml(), homePayload(), pageManifests()]);
    const rendered = payload === null ? null : renderHome(payload, manifests);
    const html = inlineManifests(rendered ? await withShellStyles(reply, rawHtml) : rawHtml, manifests);
    if (rendered) allowStyleAttributes(reply, styleAttributeHashes(rendered.html));
    const page = payload === null ? html : inlineHomeData(rendered ? insertRenderedHome(html, rendered.html, rendered.at) : html, payload);
    // Without its data or its render the page is not kept: the next visitor gets the whole page.
    if (!rendered) reply.header(UNCACHEABLE_HEADER, '1');
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await withHead(request, reply, { html: page, renderedTitle: rendered?.head?.title ?? null, status: 200, known: manifests }));
  });
  // A section's page starts downloading its remote, its page's chunks and its data together with the HTML.
  const manifests: PreloadManifests = { shell: shellPreloadAssetsSource(options.dist), page: remotePageAssetsSource() };
  for (const remote of Object.values(parseRemotesManifest(options.remotes()).remotes)) manifests.page(remote.entry);
  const shellFiles = () => fs.readdirSync(options.dist);
  /** The build folder listed at most once for one page, whose own preloads and dialog's both read it. */
  const listedOnce = () => {
    let files: string[] | null = null;
    return () => (files ??= shellFiles());
  };
  const preloadLinks = async (url: string) => {
    const files = listedOnce();
    const aliases = siteAliases(await pageManifests());
    const page = landingPageUrl(url, aliases);
    const assets = page ? await landingAssets(page) : null;
    const links = landingPreloadLinks(url, options.remotes(), {
      shellFiles: files,
      manifests,
      data: assets?.data,
      images: assets?.images,
      aliases,
    });
    return withCharacterLinkPreloads(links, url, options.remotes(), files);
  };
  // Replies whose preloads were chosen for the page (possibly none in the header): the hook below
  // must not add the default ones back.
  const linksDecided = new WeakSet<FastifyReply>();
  app.addHook('onSend', async (request, reply, payload) => {
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    if (request.method === 'GET' && html && !reply.hasHeader('Link') && !linksDecided.has(reply)) {
      const links = await preloadLinks(request.url);
      if (links) reply.header('Link', links);
    }
    return payload;
  });
  // A section's page is rendered here too when it can be (section-ssr.ts), with the stylesheets
  // it needs before it paints; otherwise it is the plain page, as before.
  const renderSection = sectionRenderer({
    file: path.join(options.ssrFile ? path.dirname(options.ssrFile) : path.join(options.dist, '..', 'dist-ssr'), 'render-section.js'),
    remotes: options.remotes,
    apiUrl: options.apiUrl,
    manifests: () => pageManifests.latest().list,
    shellAliases: SHELL_ALIASES,
  });
  // What each landing page asks for first, as its remote's server bundle computes it.
  const landingAssets = createLandingAssets({ apiUrl: options.apiUrl, pageServer: renderSection.pageServer });
  const sectionPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const known = await pageManifests();
    const aliases = siteAliases(known);
    const canonical = canonicalPath(request.url, aliases);
    // The link's head is asked for while the page renders (withHead finds it under way).
    void metaFor(request, canonical);
    const target = aliasTarget(request.url, aliases);
    if (target !== null) return plainPage(request, reply, aliasHead(target));
    const page = landingPageUrl(request.url, aliases);
    const [rawHtml, rendered, assets] = await Promise.all([indexHtml(), renderSection(request.url), page ? landingAssets(page) : null]);
    // Without what the page loads first (not known in time) the page is not kept: the next visitor gets the preloads.
    if (assets && !assets.complete) reply.header(UNCACHEABLE_HEADER, '1');
    const html = inlineManifests(rawHtml, known);
    const files = listedOnce();
    const links = landingPreloadLinks(request.url, options.remotes(), {
      shellFiles: files,
      manifests,
      data: assets?.data,
      images: assets?.images,
      serverRendered: rendered !== null,
      aliases,
    });
    // A `?character=` link's dialog comes after the page's own preloads, and is no stylesheet of the page.
    const withModal = (header: string | undefined) => withCharacterLinkPreloads(header, request.url, options.remotes(), files);
    if (links) reply.header('Link', withModal(links));
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    // Without a render, the title its remote tells for the link, else the one its manifest declares;
    // such a page is not kept (the next visitor gets the rendered one).
    if (!rendered)
      return reply
        .header(UNCACHEABLE_HEADER, '1')
        .send(await withHead(request, reply, { html, renderedTitle: null, status: 200, known, canonical }));
    // The title and status the page set while it rendered (the section's own 404 page is a 404).
    const { head } = rendered;
    reply.code(head?.status ?? 200);
    // Its stylesheets travel inside it (all of them, or none: their order is the cascade's).
    const hrefs = stylesheetsFromLinks(links);
    const inline = await stylesheetsText(hrefs);
    allowStyleAttributes(reply, styleAttributeHashes(rendered.html));
    if (inline !== null) allowStyleElements(reply, [sha256Source(escapeStyle(inline))]);
    // The page paints with what it carries: what it hydrates with is asked for after (after-paint-preloads.ts).
    const { header, afterPaint } = splitForFirstPaint(
      withModal(inline !== null && links ? withoutPreloadsLinkedBy(links, html, hrefs) : links),
    );
    if (header) reply.header('Link', header);
    else reply.removeHeader('Link');
    linksDecided.add(reply);
    const styles = inline !== null ? { inline, hrefs } : { links: hrefs };
    return reply.send(
      await withHead(request, reply, {
        html: insertRenderedSection(html, rendered, styles, serverQueriesElement(rendered.queries) + afterPaintPreloadsElement(afterPaint)),
        renderedTitle: head?.title ?? null,
        status: head?.status ?? 200,
        known,
        canonical,
      }),
    );
  };
  /** The browser renders the page: the HTML as built, with the head the server could learn for it. */
  const plainPage = async (request: FastifyRequest, reply: FastifyReply, pageHead: Promise<PageHead | null> | PageHead | null) => {
    const [rawHtml, head, known] = await Promise.all([indexHtml(), pageHead, pageManifests()]);
    const html = inlineManifests(rawHtml, known);
    const status = head?.status ?? 200;
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(await withHead(request, reply, { html, renderedTitle: head?.title ?? null, status, known }));
  };
  /** An alias redirects in the browser: its HTML is titled like the page it leads to. */
  const aliasHead = async (target: string): Promise<PageHead | null> => {
    const page = new URL(target, 'http://shell.invalid');
    const head = sectionForPath(page.pathname)
      ? ((await renderSection(target))?.head ?? fallbackHead(await pageManifests(), page))
      : renderSection.shellPageHead(target);
    return head && { ...head, status: 200 };
  };
  const fallbackHead = (known: KnownManifests, page: URL): PageHead | null => {
    const title = declaredTitle(known, page);
    return title === null ? null : { title, status: 200 };
  };
  /** A page outside the sections (the shell's own, an alias, or none: the 404 page). */
  async function servePage(request: FastifyRequest, reply: FastifyReply) {
    const target = aliasTarget(request.url, siteAliases(await pageManifests()));
    return plainPage(request, reply, target !== null ? aliasHead(target) : renderSection.shellPageHead(request.url));
  }
  // Link previews and search engines: each page's head, its preview image, robots.txt and the sitemap.
  // A page's HTML waits at most 0.8 s for its sections' words (a hung API must not hold it).
  const pageMetas = createPageMetas({ apiUrl: options.apiUrl, pageServer: renderSection.pageServer, waitMs: 800 });
  const previews = createPreviewImages({
    fetchArt: async (imagePath) => {
      const response = await fetch(new URL(imagePath, options.apiUrl), { signal: AbortSignal.timeout(2_000) }).catch(() => null);
      return response?.ok ? response.text() : null;
    },
    // An image named by another server of the site (or by this one before a restart): its page's card now.
    cardOf: async (page) => {
      const [known, html] = await Promise.all([pageManifests(), indexHtml()]);
      const url = new URL(page, 'http://shell.invalid');
      return pageWords({
        canonicalPath: page,
        declared: declaredPage(known.list, url.pathname),
        renderedTitle: sectionForPath(url.pathname) ? null : (renderSection.shellPageHead(page)?.title ?? null),
        meta: (await pageMetas(url, 3_000)) ?? null,
        siteDescription: htmlDescription(html) ?? SITE_NAME,
      }).card;
    },
  });
  const originOf = (request: FastifyRequest) =>
    (options.siteOrigin ?? process.env.SITE_ORIGIN ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
  /** What the sections tell about the link (asked once per URL for a few seconds: a page asks early, while it renders). */
  function metaFor(request: FastifyRequest, canonical: string) {
    // A client that does not ask for HTML (a link-preview bot) paints nothing: it waits longer for the words it came for.
    const wait = String(request.headers.accept ?? '').includes('text/html') ? undefined : 3_000;
    return pageMetas(new URL(canonical, 'http://shell.invalid'), wait);
  }
  /** The page's HTML with its title, and for a page that is found its description, canonical URL, preview tags and structured data. */
  async function withHead(
    request: FastifyRequest,
    reply: FastifyReply,
    page: { html: string; renderedTitle: string | null; status: number; known: KnownManifests; canonical?: string },
  ): Promise<string> {
    const { html, renderedTitle, known } = page;
    if (page.status !== 200) return withPageTitle(html, renderedTitle);
    const canonical = page.canonical ?? canonicalPath(request.url, siteAliases(known));
    const url = new URL(canonical, 'http://shell.invalid');
    const told = await metaFor(request, canonical);
    // Without its section's words (not known in time), the page is not kept: the next visitor gets them.
    if (told === undefined) reply.header(UNCACHEABLE_HEADER, '1');
    const meta = told ?? null;
    const head = assembleHead({
      origin: originOf(request),
      canonicalPath: canonical,
      declared: declaredPage(known.list, url.pathname),
      renderedTitle,
      meta,
      siteDescription: htmlDescription(html) ?? SITE_NAME,
      imageFor: previews.urlFor,
    });
    return withDocumentHead(html, head);
  }
  app.get(`${PREVIEW_PREFIX}:file`, async (request, reply) => {
    const hash = /^([0-9a-f]{20})\.png$/.exec((request.params as { file: string }).file)?.[1];
    const page = (request.query as Record<string, unknown>)[previews.pageParam];
    const png = hash ? await previews.png(hash, typeof page === 'string' ? page : null).catch(() => null) : null;
    if (!png) return reply.code(404).header('Cache-Control', 'no-cache').type('text/plain').send('No such preview');
    // Its URL is its content's hash: a change of content is a new URL.
    return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/png').send(png);
  });
  const sitemapPaths = sitemapSource({
    paths: async () => {
      const known = await pageManifests();
      const pagePaths = known.list.flatMap((m) => m.pages.map((p) => p.path)).filter((p) => !p.includes(':'));
      const t = Date.now();
      const bySection = await Promise.all(
        SECTIONS.map(async (section) => {
          const server = await renderSection.pageServer(section.id).catch(() => null);
          if (!server) return null;
          // A section that cannot list its URLs now (the API slow to answer) leaves the sitemap incomplete: made again soon.
          return server.sitemapUrls ? await server.sitemapUrls(pageMetas.apiText, t).catch(() => null) : [];
        }),
      );
      const complete = bySection.every((paths) => paths !== null) && known.list.length === SECTIONS.length;
      return { paths: ['/', ...pagePaths, ...bySection.flatMap((paths) => paths ?? [])], complete };
    },
  });
  app.get('/robots.txt', async (request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  // A sitemap still missing a section (made again within seconds) must not be kept by nginx or a CDN for long.
  const sitemapCacheControl = () => (sitemapPaths.complete() ? 'public, max-age=600' : 'no-cache');
  app.get('/sitemap.xml', async (request, reply) => {
    const { index } = sitemapDocuments(originOf(request), await sitemapPaths());
    return reply.header('Cache-Control', sitemapCacheControl()).type('application/xml; charset=utf-8').send(index);
  });
  app.get(SITEMAP_FILE(0).replace('0.xml', ':file'), async (request, reply) => {
    const n = Number(/^([1-9]\d{0,4})\.xml$/.exec((request.params as { file: string }).file)?.[1] ?? 0);
    const file = n > 0 ? sitemapDocuments(originOf(request), await sitemapPaths()).files[n - 1] : undefined;
    if (!file) return reply.code(404).type('text/plain').send('No such sitemap');
    return reply.header('Cache-Control', sitemapCacheControl()).type('application/xml; charset=utf-8').send(file);
  });
  for (const section of SECTIONS) {
    app.get(section.basePath, sectionPage);
    app.get(`${section.basePath}/*`, sectionPage);
  }
  // The first render of a section loads the renderers, the remote's bundle and the API's answers
  // (≈ 0.3 s): done once the server is up (and again a little later, when the remotes started
  // with it are up too), rather than by a visitor's request.
  if (options.warmUp ?? process.env.NODE_ENV !== 'test')
    app.addHook('onReady', async () => {
      // Each section's first page: it loads the renderers and the remote's server bundle.
      const warm = () =>
        void Promise.all([pageManifests(), ...SECTIONS.map((section) => renderSection(section.basePath))]).catch(() => undefined);
      setTimeout(warm, 0).unref();
      setTimeout(warm, 3_000).unref();
      // The sitemap is made from the content once the remotes are up (and again as it ages).
      setTimeout(() => void sitemapPaths.refresh(), 3_000).unref();
    });
  const pageCache = options.pageCache ?? process.env.NODE_ENV !== 'test';
  if (pageCache) {
    const settings = pageCache === true ? {} : pageCache;
    // What a page is made of besides its URL: the API's content, the shell's build, the remotes' pages.
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
  await registerApiProxy(app, { apiUrl: options.apiUrl });
  return app;
}
