import { DEFAULT_LOCALE, localePath, type Locale } from 'shared-domain/i18n/locales';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import {
  CHARACTER_MODAL_EXPOSE,
  isCharacterModalModule,
  type CharacterModalBodyProps,
} from 'shared-domain/federation/character-modal-contract';
import { isRemoteRoutesModule, type RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { aliasRulesOf, type PageManifest } from 'shared-domain/federation/page-manifest';
import { isPageServer, type PageServer } from 'shared-domain/federation/page-server';
import { parseRemotesManifest } from '../src/federation/remotes-manifest';
import { sectionForPath, type SectionId } from 'shared-domain/federation/sections';
import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { characterFromSearch } from 'shared-domain/routing/character-query';
import { resolveAlias, type AliasRule } from 'shared-domain/routing/resolve-alias';
import type { ComponentType } from 'react';
import { evaluateCommonJs, loadCommonJsFile, whenChanged } from './common-js';
import { linkElement, withStylesInline } from './delivery/inline-stylesheets';
import { linkEntries } from './delivery/link-header';
import { Lru } from './delivery/lru';
import { within } from './within';
import { fillRoot, hasEmptyRoot } from './root-html';
import type { PageHead } from 'shared-ui/hooks/use-page-title';
import type { ShellT } from '../src/messages/catalogue';
import type { CharacterModalRenderInput, RenderedSection, SectionRenderInput } from '../src/ssr/render-section';

/** The shell's section renderer (shell/src/ssr/render-section.tsx, built into dist-ssr/render-section.js). */
interface SectionRendererModule {
  // A renderer built before page heads (the shell's files may be redeployed under a running server) has neither.
  renderSection(input: SectionRenderInput): Promise<(Omit<RenderedSection, 'head'> & Partial<Pick<RenderedSection, 'head'>>) | null>;
  loadSharedModules(): Promise<Map<string, unknown>>;
  renderShellPage?(input: { url: string; now: number; manifests?: readonly PageManifest[]; locale?: Locale }): {
    html: string;
    head: PageHead;
  } | null;
  renderCharacterModal?(input: CharacterModalRenderInput): Promise<string | null>;
  shellMessages?(locale: Locale): Promise<ShellT>;
}

/** A shell page as its renderer rendered it, and when. */
export interface ShellPage {
  html: string;
  head: PageHead;
  at: number;
}

export interface SectionPage extends Omit<RenderedSection, 'head'> {
  at: number;
  section: SectionId;
  /** Null when the renderer does not tell (the HTML keeps its own title). */
  head: PageHead | null;
}

/** A `?character=` link's modal as the server renders it, with the remote's stylesheets it needs. */
export interface CharacterModalHtml {
  html: string;
  stylesheets: string[];
}

/** Rendered pages and API answers kept, by URL: each is reused for seconds only, so only a burst of distinct URLs meets this. */
const MAX_KEPT = 256;

/** Pages without a query whose last rendering stands in for a render that misses the deadline. */
const STALE_KEPT = 64;

/** How long a remote's server bundle may take to arrive before this server gives up on it for now. */
const BUNDLE_FETCH_LIMIT_MS = 30_000;

/** A remote's server bundle (`<remote>/ssr/routes.js`): its routes, its page functions, and the characters remote's modal body. */
interface RemoteServerBundle {
  routes: RemoteRoutesModule<RouteObject>;
  pageServer: PageServer | null;
  characterModal: ComponentType<CharacterModalBodyProps> | null;
}

export interface SectionSsrOptions {
  /** The shell's renderer; missing (a build without it) = the browser renders as before. */
  file: string;
  remotes: () => unknown;
  apiUrl: string;
  /** The remotes' page manifests known now: the navbar's links, and the aliases (an alias is not rendered). */
  manifests?: () => readonly PageManifest[];
  /** The shell's own alias rules. */
  shellAliases?: readonly AliasRule[];
  /** Longest wait for a render: past it the HTML goes without (the render is kept for the next visitor). */
  timeoutMs?: number;
  /**
   * The same for the character modal a `?character=` link asks for, longer: it is what the tap asked
   * for, and a page shown before its scripts run (or without them) has no other way to show it.
   */
  modalTimeoutMs?: number;
  /** A rendering is reused this long for the same URL (the browser's clock moves on from its time). */
  maxAgeMs?: number;
  /**
   * A page without a query that misses the deadline gets its last rendering up to this old instead
   * (its hydration starts from the time it carries): the first visitor after the start-up renders
   * have aged is not left without the page. Forgotten when a remote or the shell is redeployed.
   */
  staleMaxAgeMs?: number;
  /** A remote's server bundle is fetched again after this long (a remote may be redeployed alone). */
  remoteMaxAgeMs?: number;
  /** Renders started and not finished, past which a request gets none (a burst of distinct URLs). */
  maxWaiting?: number;
  now?: () => number;
  fetchImpl?: typeof fetch;
  log?: (message: string) => void;
}

/** GET answers of the API, shared by renders for a few seconds (several pages ask for the same lists). */
function cachingFetch(fetchImpl: typeof fetch, maxAgeMs: number, now: () => number): typeof fetch {
  const cache = new Lru<string, Promise<{ status: number; type: string; body: string }>>(MAX_KEPT, { maxAgeMs, now });
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'GET') return fetchImpl(request);
    let answer = cache.get(request.url);
    if (!answer) {
      // Bounded: renders run one at a time, so a hung API must not hold the next ones forever.
      answer = fetchImpl(request.url, { signal: AbortSignal.timeout(2_000) }).then(async (r) => ({
        status: r.status,
        type: r.headers.get('content-type') ?? '',
        body: await r.text(),
      }));
      cache.set(request.url, answer);
      answer.then(
        (a) => a.status !== 200 && cache.delete(request.url),
        () => cache.delete(request.url),
      );
    }
    const { status, type, body } = await answer;
    return new Response(body, { status, headers: { 'content-type': type } });
  }) as typeof fetch;
}

/** A remote's server bundle as evaluated, with the text it came from (a refresh that finds the same text keeps it). */
interface BundleEntry {
  at: number;
  text: string | null;
  module: Promise<RemoteServerBundle | null>;
}

/**
 * Section pages rendered on the shell's server, so their content shows with the HTML instead of
 * after the shell, the federation runtime, the remote's chunks and the data have loaded in turn.
 * The shell's renderer renders its own tree with the remote's `./routes` inside, taken from the
 * remote's server bundle (`<remote>/ssr/routes.js`, rspack.factory.mjs remoteSsrConfig) and
 * evaluated with the shell's shared modules: one React, router, store and api, as in the browser.
 * Null (the browser renders the page itself, as before) for anything not a section's canonical
 * page, a remote without a server bundle, a render that fails or takes longer than `timeoutMs`.
 */
export function sectionRenderer({
  file,
  remotes,
  apiUrl,
  manifests = () => [],
  shellAliases = [],
  timeoutMs = 400,
  modalTimeoutMs = 3_000,
  maxAgeMs = 2_000,
  staleMaxAgeMs = 10 * 60_000,
  remoteMaxAgeMs = 10_000,
  maxWaiting = 4,
  now = Date.now,
  fetchImpl = fetch,
  log = console.error,
}: SectionSsrOptions) {
  const bundles = new Map<string, BundleEntry>();
  const pages = new Lru<string, Promise<SectionPage | null>>(MAX_KEPT, { maxAgeMs, now });
  const modals = new Lru<string, Promise<CharacterModalHtml | null>>(MAX_KEPT, { maxAgeMs, now });
  const lastRendered = new Lru<string, SectionPage>(STALE_KEPT, { maxAgeMs: staleMaxAgeMs, now });
  // Content changes with deploys, not by the second: a render may use an answer up to 30 s old (the
  // browser fetches its own; a difference only means React renders that part afresh).
  const apiFetch = cachingFetch(fetchImpl, 30_000, now);
  let waiting = 0;

  // A new renderer (the shell redeployed under a running server) renders with the remotes' bundles anew.
  const shellRenderer = whenChanged(path.resolve(file), (loaded) => {
    const renderer = loadCommonJsFile(loaded) as SectionRendererModule;
    const shell = { renderer, shared: renderer.loadSharedModules() };
    bundles.clear();
    pages.clear();
    modals.clear();
    lastRendered.clear();
    return shell;
  });

  /** A remote's server bundle as text, or null when it cannot be had now (logged). */
  const bundleText = async (bundleUrl: string): Promise<string | null> => {
    try {
      // Only a remote that hangs needs this limit: a player's wait is bounded by `timeoutMs` below. It is
      // counted on this server's own busy event loop (other bundles evaluated, pages rendered), so a short
      // one dropped bundles that were arriving, and their pages went to the browser.
      const response = await fetchImpl(bundleUrl, { signal: AbortSignal.timeout(BUNDLE_FETCH_LIMIT_MS) });
      return response.ok ? await response.text() : null;
    } catch (error) {
      log(`[ssr] ${bundleUrl} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  const evaluate = async (bundleUrl: string, text: string, shared: Promise<Map<string, unknown>>): Promise<RemoteServerBundle | null> => {
    try {
      const modules = await shared;
      const requireShared = (id: string) => {
        if (!modules.has(id)) throw new Error(`${bundleUrl} asks for ${id}, which the shell does not share`);
        return modules.get(id);
      };
      const exported = evaluateCommonJs(text, bundleUrl, requireShared) as {
        default?: unknown;
        pageServer?: unknown;
        characterModal?: unknown;
      };
      if (!isRemoteRoutesModule<RouteObject>(exported.default)) return null;
      // A bundle built before page manifests has no pageServer: its pages render, without preloads.
      // One without the modal's body leaves a `?character=` link's dialog to the browser.
      const modal = exported.characterModal;
      return {
        routes: exported.default,
        pageServer: isPageServer(exported.pageServer) ? exported.pageServer : null,
        characterModal: isCharacterModalModule<ComponentType<CharacterModalBodyProps>>(modal) ? modal.Body : null,
      };
    } catch (error) {
      log(
        `[ssr] ${bundleUrl} could not be loaded; its pages render in the browser: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  };

  const remoteRoutes = (bundleUrl: string, shared: Promise<Map<string, unknown>>) => {
    const t = now();
    const previous = bundles.get(bundleUrl);
    if (previous && t - previous.at < remoteMaxAgeMs) return previous.module;
    // The remote is asked for its latest; the same text keeps the bundle already evaluated (evaluating
    // a large bundle holds every request meanwhile), and a remote that cannot answer keeps it too.
    const entry: BundleEntry = { at: t, text: null, module: Promise.resolve(null) };
    entry.module = bundleText(bundleUrl).then((text) => {
      entry.text = text ?? previous?.text ?? null;
      if (previous && (text === null || text === previous.text)) return previous.module;
      // A redeployed remote: what the old bundle rendered would not hydrate with the new chunks.
      if (previous?.text) lastRendered.clear();
      return text === null ? null : evaluate(bundleUrl, text, shared);
    });
    bundles.set(bundleUrl, entry);
    // A remote that is down (or not up yet) is asked again by the next request, not after maxAge.
    void entry.module.then((m) => m === null && bundles.get(bundleUrl) === entry && bundles.delete(bundleUrl));
    return entry.module;
  };

  const render = async (pageUrl: URL, sectionId: SectionId, bundleUrl: string, locale: Locale): Promise<SectionPage | null> => {
    const loaded = shellRenderer();
    if (!loaded) return null;
    const routes = (await remoteRoutes(bundleUrl, loaded.shared))?.routes;
    if (!routes || routes.section !== sectionId) return null;
    const at = now();
    const rendered = await loaded.renderer.renderSection({
      url: pageUrl.pathname + pageUrl.search,
      now: at,
      sectionId,
      routes,
      apiOrigin: apiUrl,
      fetchFn: apiFetch,
      manifests: manifests(),
      locale,
    });
    return rendered ? { ...rendered, head: rendered.head ?? null, at, section: sectionId } : null;
  };

  /** A page in a language: `requestUrl` without the language's prefix. */
  const renderPage = (requestUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<SectionPage | null> => {
    let url: URL;
    try {
      url = new URL(requestUrl, 'http://shell.invalid');
    } catch {
      return Promise.resolve(null);
    }
    // An alias first redirects in the browser: only a canonical page is rendered.
    if (resolveAlias({ pathname: url.pathname, search: url.search }, [...shellAliases, ...aliasRulesOf(manifests())]))
      return Promise.resolve(null);
    const section = sectionForPath(url.pathname);
    const entry = section ? parseRemotesManifest(remotes()).remotes[section.id]?.entry : undefined;
    if (!section || !entry) return Promise.resolve(null);
    const key = localePath(url.pathname + url.search, locale);
    // The page's last rendering (kept with its time) rather than none: the player gets the page at its first paint.
    const orLast = (rendered: SectionPage | null) => rendered ?? (url.search ? null : (lastRendered.get(key) ?? null));
    let page = pages.get(key);
    if (!page) {
      // Renders run one at a time: past a few waiting (a burst of distinct URLs), the browser renders.
      if (waiting >= maxWaiting) return Promise.resolve(orLast(null));
      waiting++;
      page = render(url, section.id, new URL('ssr/routes.js', entry).href, locale)
        .catch((error: unknown) => {
          log(
            `[ssr] ${key} could not be rendered on the server; the browser renders it: ${error instanceof Error ? error.message : String(error)}`,
          );
          return null;
        })
        .finally(() => waiting--);
      pages.set(key, page);
      if (!url.search) void page.then((rendered) => rendered && lastRendered.set(key, rendered));
    }
    return within(page, timeoutMs, null).then(orLast);
  };

  /**
   * A page outside the sections, rendered with the time it was rendered at (the browser hydrates it
   * with that time): the shell's own pages and the 404 page of an unknown path. Null without a
   * renderer or when it fails (the browser renders the page).
   */
  const shellPage = (requestUrl: string, locale: Locale = DEFAULT_LOCALE): ShellPage | null => {
    const loaded = shellRenderer();
    if (!loaded?.renderer.renderShellPage) return null;
    const at = now();
    try {
      const rendered = loaded.renderer.renderShellPage({ url: requestUrl, now: at, manifests: manifests(), locale });
      return rendered && { ...rendered, at };
    } catch (error) {
      log(
        `[ssr] ${requestUrl} could not be rendered on the server; the browser renders it: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  };

  /** The shell's words in a language, from the renderer (compiled there); null without one. */
  const shellMessages = async (locale: Locale): Promise<ShellT | null> => {
    const loaded = shellRenderer();
    if (!loaded?.renderer.shellMessages) return null;
    try {
      return await loaded.renderer.shellMessages(locale);
    } catch (error) {
      log(`[ssr] the shell's ${locale} words could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  };

  /** A section's page functions, from the same server bundle its pages render with; null without one. */
  const pageServer = async (sectionId: SectionId): Promise<PageServer | null> => {
    const loaded = shellRenderer();
    const entry = parseRemotesManifest(remotes()).remotes[sectionId]?.entry;
    if (!loaded || !entry) return null;
    const bundle = await remoteRoutes(new URL('ssr/routes.js', entry).href, loaded.shared);
    return bundle?.routes.section === sectionId ? bundle.pageServer : null;
  };

  /**
   * The character modal a page's `?character=ID` asks for, rendered with the characters remote's
   * body: shown with the HTML, so a tap on a character before the page's scripts have run is
   * answered by the next page at once. Null without one (the browser opens it once hydrated).
   */
  const characterModal = async (requestUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<CharacterModalHtml | null> => {
    let url: URL;
    try {
      url = new URL(requestUrl, 'http://shell.invalid');
    } catch {
      return null;
    }
    const character = characterFromSearch(url.search);
    const loaded = shellRenderer();
    const entry = parseRemotesManifest(remotes()).remotes.characters?.entry;
    if (character?.kind !== 'id' || !loaded?.renderer.renderCharacterModal || !entry) return null;
    const key = url.pathname + url.search;
    const localeKey = localePath(key, locale);
    let modal = modals.get(localeKey);
    if (!modal) {
      const render = loaded.renderer.renderCharacterModal;
      modal = Promise.all([remoteRoutes(new URL('ssr/routes.js', entry).href, loaded.shared), exposeStylesheets(entry)])
        .then(async ([bundle, stylesheets]) => {
          if (!bundle?.characterModal) return null;
          const html = await render({
            url: key,
            id: character.id,
            now: now(),
            Body: bundle.characterModal,
            apiOrigin: apiUrl,
            fetchFn: apiFetch,
            locale,
          });
          return html === null ? null : { html, stylesheets };
        })
        .catch((error: unknown) => {
          log(`[ssr] the character modal of ${key} could not be rendered: ${error instanceof Error ? error.message : String(error)}`);
          return null;
        });
      modals.set(localeKey, modal);
    }
    return within(modal, modalTimeoutMs, null);
  };

  /** The stylesheets the characters remote's `./character-modal` expose loads with it (its mf-manifest.json). */
  const exposeStylesheets = async (manifestUrl: string): Promise<string[]> => {
    try {
      const response = await fetchImpl(manifestUrl, { signal: AbortSignal.timeout(2_000) });
      const manifest = (await response.json()) as { exposes?: { path?: string; assets?: { css?: { sync?: unknown } } }[] };
      const sync = manifest.exposes?.find((e) => e.path === CHARACTER_MODAL_EXPOSE)?.assets?.css?.sync;
      return Array.isArray(sync) ? sync.filter((f): f is string => typeof f === 'string').map((f) => new URL(f, manifestUrl).href) : [];
    } catch {
      return [];
    }
  };

  return Object.assign(renderPage, { shellPage, shellMessages, pageServer, characterModal });
}

/** The stylesheets among a page's `Link` preloads (`as=style`): a server-rendered page needs them before it paints. */
export function stylesheetsFromLinks(links: string | undefined): string[] {
  if (!links) return [];
  return linkEntries(links)
    .filter(({ entry }) => /;\s*as=style(\s*;|\s*$)/.test(entry))
    .map(({ href }) => href)
    .filter((href) => href.length > 0 && !/["<>\s]/.test(href));
}

/**
 * A `Link` header without the preloads of the stylesheets an HTML file links itself (the shell's
 * own): inlined in a server-rendered page, their links are removed, so nothing would use their
 * preload (a wasted download, and Chromium's "preloaded but not used" warning). A remote's
 * stylesheet keeps its preload: its chunk loader links it when the page hydrates.
 */
export function withoutPreloadsLinkedBy(links: string, html: string, hrefs: readonly string[]): string {
  const dropped = new Set(hrefs.filter((href) => linkElement(href).test(html)));
  return linkEntries(links)
    .filter(({ href }) => !dropped.has(href))
    .map(({ entry }) => entry)
    .join(', ');
}

/** A page's stylesheets: inline (their text, in order), or else linked. */
export type PageStyles = { inline: string; hrefs: readonly string[] } | { links: readonly string[] };

/**
 * Puts a server-rendered section page into the page's HTML: inside #root with its render time
 * and section (which the browser hydrates with), the queries it ran after it, its stylesheets in
 * the head (inline in place of the links they replace, or linked), and without the "Loading…"
 * cover. An HTML file without an empty #root is left as it is.
 */
export function insertRenderedSection(html: string, page: SectionPage, styles: PageStyles, queriesElement: string): string {
  if (!hasEmptyRoot(html) || !html.includes('</head>')) return html;
  const styled =
    'inline' in styles
      ? withStylesInline(html, styles.hrefs, styles.inline)
      : html.replace('</head>', () => `${styles.links.map((href) => `<link rel="stylesheet" href="${escapeXml(href)}">`).join('')}</head>`);
  return fillRoot(
    styled,
    page.html,
    ` data-server-rendered-at="${page.at}" data-server-rendered-section="${escapeXml(page.section)}"`,
    queriesElement,
  );
}
