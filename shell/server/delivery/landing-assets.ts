import type { PageServer } from 'shared-domain/federation/page-server';
import { sectionForPath, type SectionId } from 'shared-domain/federation/sections';
import { createApiTexts } from '../api-texts';
import { askRemote } from '../ask-remote';

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
  const apiText = createApiTexts({ apiUrl, fetchImpl, now, max: MAX_API_SOURCES, maxAgeMs });
  return async (page: URL): Promise<LandingAssets> => {
    const section = sectionForPath(page.pathname);
    if (!section) return NONE;
    // A remote whose page functions cannot be loaded is one without them: it only loses the head start.
    const server = await askRemote(
      () => pageServer(section.id),
      serverWaitMs,
      () => undefined,
    );
    if (server === 'late') return UNKNOWN;
    if (server === 'failed' || !server.value) return NONE;
    const functions = server.value;
    const url = new URL(page.href);
    if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
    const told = (message: string) => log(`[preload] the ${section.id} remote could not tell what ${url.pathname} loads first: ${message}`);
    const data = await askRemote(() => functions.firstData(url).filter((api) => api.startsWith('/api/')), null, told);
    if (data === 'failed' || data === 'late') return UNKNOWN;
    const found = functions.firstImages
      ? await askRemote(() => functions.firstImages!(url, apiText, now()), imageWaitMs, told)
      : { value: [] };
    if (found === 'failed') return UNKNOWN;
    // Same-origin images only: the contract's schemas let only paths under /images/ through.
    const images = found === 'late' ? [] : [...new Set(found.value)].filter((image) => image.startsWith('/images/')).slice(0, FIRST_IMAGES);
    return { data: data.value, images, complete: found !== 'late' };
  };
}
