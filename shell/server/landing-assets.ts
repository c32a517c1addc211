import type { PageServer } from 'shared-domain/federation/page-server';
import { sectionForPath, type SectionId } from 'shared-domain/federation/sections';
import { createApiBodySource } from './api-body-source';
import { within } from './within';

/**
 * How many of a page's first images are preloaded: a desktop's first row paints first. A phone's
 * first screen shows fewer; one more costs it well under a kilobyte.
 */
export const FIRST_IMAGES = 3;

/** Distinct API answers kept for the remotes' image functions (each a list the page asks for first). */
const MAX_API_SOURCES = 32;

export interface LandingAssets {
  /** The API URLs the page asks for first, in that order. */
  data: string[];
  /** The images its first screen paints largest. */
  images: string[];
  /** False when the remote could not tell in time (or failed): the page goes out with less, and is not kept. */
  complete: boolean;
}

export interface LandingAssetsOptions {
  apiUrl: string;
  /** The page functions of a section's remote (from its server bundle); null when it has none (yet). */
  pageServer: (section: SectionId) => Promise<PageServer | null>;
  /** The HTML waits at most this long for the remote's functions (loaded once, then kept). */
  serverWaitMs?: number;
  /** ... and this long for an API answer the images are computed from (the API is a neighbour). */
  imageWaitMs?: number;
  maxAgeMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
  log?: (message: string) => void;
}

/** Nothing to preload (not a section page, or a remote without page functions). */
const NONE: LandingAssets = { data: [], images: [], complete: true };
/** Not known in time. */
const UNKNOWN: LandingAssets = { data: [], images: [], complete: false };
const LATE = Symbol('late');

/**
 * What a landing page (its canonical URL) asks for first, as its remote computes it: the shell's
 * server preloads it with the HTML, so it travels while the scripts load. A remote that cannot
 * tell (no server bundle, a function that throws, a slow API) only costs the head start.
 */
export function createLandingAssets({
  apiUrl,
  pageServer,
  serverWaitMs = 400,
  imageWaitMs = 200,
  maxAgeMs = 10_000,
  fetchImpl,
  now = Date.now,
  log = console.error,
}: LandingAssetsOptions) {
  const sources = new Map<string, () => Promise<string | null>>();
  const apiText = (path: string): Promise<string | null> => {
    if (!path.startsWith('/api/')) return Promise.resolve(null);
    let source = sources.get(path);
    if (!source) {
      if (sources.size >= MAX_API_SOURCES) sources.delete(sources.keys().next().value!);
      source = createApiBodySource({ apiUrl, path, timeoutMs: 3000, maxAgeMs, fetchImpl, now });
      sources.set(path, source);
    }
    return source();
  };
  return async (page: URL): Promise<LandingAssets> => {
    const section = sectionForPath(page.pathname);
    if (!section) return NONE;
    const server = await within<PageServer | null | typeof LATE>(
      pageServer(section.id).catch(() => null),
      serverWaitMs,
      LATE,
    );
    if (server === LATE) return UNKNOWN;
    if (!server) return NONE;
    const url = new URL(page.href);
    if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
    try {
      const data = server.firstData(url).filter((api) => api.startsWith('/api/'));
      const found = server.firstImages
        ? await within<string[] | typeof LATE>(server.firstImages(url, apiText, now()), imageWaitMs, LATE)
        : [];
      // Same-origin images only: the contract's schemas let only paths under /images/ through.
      const images = found === LATE ? [] : [...new Set(found)].filter((image) => image.startsWith('/images/')).slice(0, FIRST_IMAGES);
      return { data, images, complete: found !== LATE };
    } catch (error) {
      log(
        `[preload] the ${section.id} remote could not tell what ${url.pathname} loads first: ${error instanceof Error ? error.message : String(error)}`,
      );
      return UNKNOWN;
    }
  };
}
