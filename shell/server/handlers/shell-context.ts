import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { aliasRulesOf } from 'shared-domain/federation/page-manifest';
import { parseRemotesManifest } from '../../src/federation/remotes-manifest';
import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import { SHELL_ALIASES } from '../../src/routing/shell-pages';
import { createPageMetas } from '../document-head';
import { createHomePayloadSource } from '../delivery/home-inline';
import { homeRenderer } from '../home-ssr';
import { createLandingAssets } from '../delivery/landing-assets';
import type { PreloadManifests } from '../delivery/landing-preload';
import { pageManifestsSource, type KnownManifests } from '../page-manifests';
import { remotePageAssetsSource, shellPreloadAssetsSource } from '../delivery/preload-sources';
import { sectionRenderer } from '../section-ssr';
import type { ServerTimeouts } from '../static-app';
import { createStylesheetSource } from '../delivery/stylesheet-source';
import { previewImages } from './preview-route';

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

/** The sources a page is built from, each with its own cache. */
function contextBase(options: ShellServerOptions) {
  const ssrDir = options.ssrFile ? path.dirname(options.ssrFile) : path.join(options.dist, '..', 'dist-ssr');
  // The remotes' page manifests: every page's navbar, the menu and the alias rules.
  const pageManifests = pageManifestsSource({ remotes: options.remotes });
  // A section's page is rendered here when it can be (section-ssr.ts); otherwise it is the plain page.
  const renderSection = sectionRenderer({
    file: path.join(ssrDir, 'render-section.js'),
    remotes: options.remotes,
    apiUrl: options.apiUrl,
    manifests: () => pageManifests.latest().list,
    shellAliases: SHELL_ALIASES,
  });
  // A section's page starts downloading its remote, its page's chunks and its data together with the HTML.
  const preloadManifests: PreloadManifests = { shell: shellPreloadAssetsSource(options.dist), page: remotePageAssetsSource() };
  for (const remote of Object.values(parseRemotesManifest(options.remotes()).remotes)) preloadManifests.page(remote.entry);
  return {
    options,
    // Read per request, so a redeployed shell shows at once.
    indexHtml: () => fs.promises.readFile(path.join(options.dist, 'index.html'), 'utf8'),
    // The home's data goes inside its HTML, and with it the page is rendered here (the browser hydrates it).
    homePayload: createHomePayloadSource({ apiUrl: options.apiUrl }),
    renderHome: homeRenderer({ file: options.ssrFile ?? path.join(ssrDir, 'render-home.js') }),
    pageManifests,
    renderSection,
    preloadManifests,
    // What each landing page asks for first, as its remote's server bundle computes it.
    landingAssets: createLandingAssets({ apiUrl: options.apiUrl, pageServer: renderSection.pageServer }),
    stylesheetText: createStylesheetSource({ dist: options.dist }),
    // Link previews and search engines: a page's HTML waits briefly for its sections' words (a hung API must not hold it).
    pageMetas: createPageMetas({ apiUrl: options.apiUrl, pageServer: renderSection.pageServer, waitMs: 800 }),
    /** Replies whose preloads were chosen for the page (possibly none): the default Link hook must not add them back. */
    linksDecided: new WeakSet<FastifyReply>(),
  };
}

export type ContextBase = ReturnType<typeof contextBase>;

/** What the handlers share, made once per server and passed to each rather than closed over. */
export function createShellContext(options: ShellServerOptions) {
  const base = contextBase(options);
  return { ...base, previews: previewImages(base) };
}

export type ShellContext = ReturnType<typeof createShellContext>;

export const siteAliases = (manifests: KnownManifests): AliasRule[] => [...SHELL_ALIASES, ...aliasRulesOf(manifests.list)];

/** The origin a page's absolute URLs are on. */
export const originOf = ({ options }: ContextBase, request: FastifyRequest): string =>
  (options.siteOrigin ?? process.env.SITE_ORIGIN ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
