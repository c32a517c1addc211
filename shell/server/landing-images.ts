import { filterPrayers, indexPrayer } from 'shared-domain/prayers/prayer-filter';
import { parsePrayerQuery } from 'shared-domain/prayers/prayer-query';
import { prayerListResponseSchema } from 'shared-domain/schemas/api/prayers';
import { imagePathSchema, isoDateTimeSchema } from 'shared-domain/schemas/common';
import { createApiBodySource } from './api-body-source';

/**
 * How many of a list's first images are preloaded: a desktop's first row (three prayer banners;
 * the story-card grid shows more, but the first three paint first). A phone's first screen shows
 * one or two; the third costs it well under a kilobyte.
 */
export const FIRST_IMAGES = 3;

/**
 * A list page whose largest first paint is an image of its first item (its LCP): what the page
 * would show first, computed from the same API answer with the same shared-domain functions and
 * the page's query. Settings the server cannot see (JP content) are taken at their defaults; a
 * visitor who changed them gets an unused preload of a few hundred bytes, and the page is unaffected.
 */
interface ImageRule {
  page: RegExp;
  api: string;
  /** The answer read once per API body (null when it does not have the contract's shape). */
  prepare: (json: unknown) => ((query: URLSearchParams, now: number) => readonly string[]) | null;
}

const cardImageSchema = imagePathSchema.nullable();

/** Each card's release time and image, checked with the contract's own field schemas; null when any is off. */
function readCardImages(json: unknown): Array<{ releaseMs: number; image: string | null }> | null {
  const content = typeof json === 'object' && json !== null ? (json as { content?: unknown }).content : undefined;
  if (!Array.isArray(content)) return null;
  const out: Array<{ releaseMs: number; image: string | null }> = [];
  for (const item of content as Array<{ releaseDate?: unknown; image?: unknown } | null>) {
    const release = isoDateTimeSchema.safeParse(item?.releaseDate);
    const image = cardImageSchema.safeParse(item?.image);
    if (!release.success || !image.success) return null;
    out.push({ releaseMs: Date.parse(release.data), image: image.data });
  }
  return out;
}

const RULES: readonly ImageRule[] = [
  {
    page: /^\/prayers$/,
    api: '/api/prayers/get-list',
    prepare: (json) => {
      const parsed = prayerListResponseSchema.safeParse(json);
      if (!parsed.success) return null;
      const entries = parsed.data.content.map(indexPrayer);
      return (query, now) => filterPrayers(entries, parsePrayerQuery(query).search, now).map((p) => p.image.img);
    },
  },
  {
    page: /^\/story-cards$/,
    api: '/api/story-cards/get-list',
    // Only the fields the default view needs: validating and indexing all 1,000-odd cards would hold
    // the server's thread for ~0.4 s, and a query (the card search) is left to the page.
    prepare: (json) => {
      const cards = readCardImages(json);
      if (!cards) return null;
      // Spec section 4: unreleased cards only with JP content on (off by default); otherwise the list order.
      return (query, now) => (query.toString() === '' ? cards.flatMap((c) => (c.releaseMs <= now && c.image ? [c.image] : [])) : []);
    },
  },
];

export interface LandingImagesOptions {
  apiUrl: string;
  /** The HTML waits at most this long for an answer not yet cached (the API is a neighbour). */
  waitMs?: number;
  /** When the page stops waiting for the answer; by default after waitMs (tests hold the time themselves). */
  giveUp?: () => { promise: Promise<void>; cancel: () => void };
  maxAgeMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/** For a landing page (canonical URL), the images its first screen paints first; [] for every other page or without data. */
export function createLandingImages({ apiUrl, waitMs = 200, giveUp = () => afterMs(waitMs), maxAgeMs = 10_000, fetchImpl, now = Date.now }: LandingImagesOptions) {
  const sources = RULES.map((rule) => {
    const body = createApiBodySource({ apiUrl, path: rule.api, timeoutMs: 3000, maxAgeMs, fetchImpl, now });
    let last: { text: string; pick: ReturnType<ImageRule['prepare']> } | null = null;
    const pick = (text: string) => {
      if (last?.text !== text) {
        let prepared: ReturnType<ImageRule['prepare']> = null;
        try {
          prepared = rule.prepare(JSON.parse(text));
        } catch {
          // An answer a rule cannot read (it throws): no preloads; the page reports its own data errors.
        }
        last = { text, pick: prepared };
      }
      return last.pick;
    };
    return { rule, body, pick };
  });
  return async (url: URL): Promise<string[]> => {
    const source = sources.find((s) => s.rule.page.test(url.pathname));
    if (!source) return [];
    const late = giveUp();
    const text = await Promise.race([source.body(), late.promise.then(() => null)]).finally(late.cancel);
    if (text === null) return [];
    const images = source.pick(text)?.(url.searchParams, now()) ?? [];
    // The contract's schemas only let paths under /images/ through.
    return [...new Set(images)].slice(0, FIRST_IMAGES);
  };
}

function afterMs(ms: number): { promise: Promise<void>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return { promise, cancel: () => clearTimeout(timer) };
}
