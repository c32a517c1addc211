import path from 'node:path';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import type { PageHead } from 'shared-ui/hooks/use-page-title';
import { loadCommonJsFile, whenChanged } from './common-js';
import type { KnownManifests } from './page-manifests';

const NO_MANIFESTS: KnownManifests = { list: [], json: '[]' };

/** The server renderer's module (shell/src/ssr/render-home.tsx, built into dist-ssr/render-home.js). */
interface HomeRenderer {
  renderHome(payload: unknown, now: number, manifests?: readonly PageManifest[]): string;
  /** With the page's head; a renderer built before heads has only renderHome. */
  renderHomePage?(payload: unknown, now: number, manifests?: readonly PageManifest[], locale?: Locale): { html: string; head: PageHead };
}

export interface RenderedHome {
  html: string;
  at: number;
  /** Null when the renderer does not tell (the HTML keeps its own title). */
  head: PageHead | null;
}

export interface HomeSsrOptions {
  /** The server renderer's file; missing (a build without it) = the browser renders as before. */
  file: string;
  now?: () => number;
  /** A rendering is reused this long for the same payload (countdowns move on in the browser). */
  maxAgeMs?: number;
  log?: (message: string) => void;
}

/**
 * Renders the home (and its head) for a payload (the JSON text the HTML carries), or null when it cannot: no
 * renderer built, or the renderer failed (then the browser renders the page itself, as before).
 * The renderer is loaded again when its file changes (the shell may be redeployed under a running server).
 */
export function homeRenderer({ file, now = Date.now, maxAgeMs = 1_000, log = console.error }: HomeSsrOptions) {
  let cached: (RenderedHome & { json: string; manifests: KnownManifests; locale: Locale }) | null = null;
  const renderer = whenChanged(path.resolve(file), (loaded) => {
    const module = loadCommonJsFile(loaded) as HomeRenderer;
    cached = null;
    return module;
  });
  // Loaded now, not by the first visitor: the renderer's words load as it starts, and a render
  // before they are here is the browser's.
  setTimeout(() => {
    try {
      renderer();
    } catch {
      // Reported by the first render that needs it.
    }
  }, 0).unref?.();
  return (json: string, manifests: KnownManifests = NO_MANIFESTS, locale: Locale = DEFAULT_LOCALE): RenderedHome | null => {
    const t = now();
    if (cached && cached.json === json && cached.manifests === manifests && cached.locale === locale && t - cached.at < maxAgeMs)
      return { html: cached.html, at: cached.at, head: cached.head };
    try {
      const render = renderer();
      if (!render) return null;
      const payload: unknown = JSON.parse(json);
      // A renderer built before languages renders English only.
      if (locale !== DEFAULT_LOCALE && !render.renderHomePage) return null;
      const { html, head } = render.renderHomePage
        ? render.renderHomePage(payload, t, manifests.list, locale)
        : { html: render.renderHome(payload, t, manifests.list), head: null };
      cached = { json, manifests, locale, at: t, html, head };
      return { html, at: t, head };
    } catch (error) {
      log(
        `[ssr] the home could not be rendered on the server; the browser renders it: ${error instanceof Error ? error.message : String(error)}`,
      );
      return null;
    }
  };
}
