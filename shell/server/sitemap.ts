import { escapeXml } from 'shared-domain/formatting/escape-xml';
import { localePath, LOCALES } from 'shared-domain/i18n/locales';
import { canonicalOf } from './canonical-url';

/** The most URLs one sitemap file may list. */
export const SITEMAP_MAX_URLS = 50_000;
/** Where the files the index names are served: `/sitemaps/<n>.xml`, from 1. */
export const SITEMAP_FILE = (n: number) => `/sitemaps/${n}.xml`;

const XML = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';

/** Paths and queries as canonical URLs (parameters in one order), each once, in the order first given. */
export function canonicalUrls(paths: readonly string[]): string[] {
  return [...new Set(paths.map((p) => canonicalOf(new URL(p, 'http://shell.invalid'))))];
}

export interface SitemapDocuments {
  index: string;
  files: string[];
}

/**
 * The sitemap index and its files of at most `max` URLs each (one file, empty, for no URL): every
 * page in each language, each naming the others (`hreflang`).
 */
export function sitemapDocuments(origin: string, paths: readonly string[], max = SITEMAP_MAX_URLS): SitemapDocuments {
  const at = (path: string, locale: (typeof LOCALES)[number]) => escapeXml(new URL(localePath(path, locale), origin).href);
  const entries = canonicalUrls(paths).flatMap((p) => {
    const alternates = LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(p, l)}"/>`).join('');
    return LOCALES.map((l) => `<url><loc>${at(p, l)}</loc>${alternates}</url>`);
  });
  const files: string[] = [];
  for (let start = 0; start < entries.length || files.length === 0; start += max)
    files.push(`${XML}<urlset xmlns="${NS}" xmlns:xhtml="${XHTML}">\n${entries.slice(start, start + max).join('\n')}\n</urlset>\n`);
  const index = files.map((_, i) => `<sitemap><loc>${escapeXml(new URL(SITEMAP_FILE(i + 1), origin).href)}</loc></sitemap>`);
  return { index: `${XML}<sitemapindex xmlns="${NS}">\n${index.join('\n')}\n</sitemapindex>\n`, files };
}

/** robots.txt: everything but the API, and where the sitemap is. */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`;

export interface SitemapSourceOptions {
  /** Every shareable path (the pages, and each section's entities), read from the content; incomplete while a remote cannot tell. */
  paths: () => Promise<{ paths: string[]; complete: boolean }>;
  /** The list is made again when it is older than this (the content changes with deploys). */
  refreshMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The site's shareable paths, made at start-up and again once older than `refreshMs` (the request
 * that finds them old still gets the last list; the next gets the new one). An empty or failed
 * run keeps the last list.
 */
export function sitemapSource({ paths, refreshMs = 60_000, now = Date.now, log = console.error }: SitemapSourceOptions) {
  let known: { at: number; paths: string[]; complete: boolean } | null = null;
  let running: Promise<string[]> | null = null;
  const refresh = (): Promise<string[]> => {
    running ??= paths()
      .then(({ paths: found, complete }) => {
        // A list missing a section (its remote or the API not up yet) is made again a few seconds later.
        const at = complete ? now() : now() - refreshMs + 5_000;
        if (complete || known === null || found.length >= known.paths.length) known = { at, paths: found, complete };
        return known.paths;
      })
      .catch((error: unknown) => {
        log(`[sitemap] the site's URLs could not be listed: ${error instanceof Error ? error.message : String(error)}`);
        return known?.paths ?? [];
      })
      .finally(() => (running = null));
    return running;
  };
  const current = async (): Promise<string[]> => {
    if (known === null) return refresh();
    if (now() - known.at >= refreshMs) void refresh();
    return known.paths;
  };
  /** Whether the list now served lists every section (a shared cache must not keep a partial one long). */
  const complete = () => known?.complete ?? false;
  return Object.assign(current, { refresh, complete });
}
