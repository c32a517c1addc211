import type { FastifyInstance } from 'fastify';
import { placeholderFor } from '../images/placeholder-for-path';
import { placeholderSvg } from '../images/placeholder-svg';
import { rasterArt, wantsRaster } from '../images/raster-art';
import type { AppContext } from '../server/app-context';
import { rejectOtherMethods } from '../server/error-handling';
import { notFound } from '../server/http-errors';
import { PreparedResponse } from '../server/prepared-response';

/**
 * Placeholder art is a pure function of its path, so it may be kept a week without asking; the ETag
 * makes the revalidation after that a 304. Not `immutable`: real art may replace a placeholder.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Paths are folders and a file name of safe characters; the extension is ignored (the art is drawn as SVG). */
const IMAGE_PATH = /^\/images\/((?:[A-Za-z0-9_-]+\/)*)([A-Za-z0-9_.-]+?)(\.[A-Za-z0-9]{1,5})?$/;
/** Bounds the cache of generated images (ids are finite, but a client may invent paths). */
const MAX_CACHED = 20_000;
/** A page's image fetch may get WebP and anything else gets the SVG, so a cache keeps them apart by these. */
const CHOSEN_BY = 'Accept, Sec-Fetch-Dest';
/**
 * The largest art drawn to WebP: the tiles pages show by the dozen (portraits, cards, items, type icons),
 * a few KB each. Banners and backgrounds, a few to a page, would cost tens of KB each on a phone's
 * network as WebP and stay SVG.
 */
const RASTER_MAX_PIXELS = 300 * 420;

/** One path's art: the SVG every client may get, and for a page's fetch of a tile its WebP, drawn on first demand. */
interface Art {
  svg: PreparedResponse;
  /** Small enough to be drawn to WebP for a page. */
  tile: boolean;
  webp?: PreparedResponse | Promise<PreparedResponse>;
}

const OPTIONS = { cacheControl: IMAGE_CACHE_CONTROL, varyAlso: CHOSEN_BY };

export const registerImageRoutes = (app: FastifyInstance, { content, direct }: AppContext): void => {
  const cache = new Map<string, Art>();

  const artAt = (path: string): Art => {
    const known = cache.get(path);
    if (known) return known;
    const m = path.length <= 300 ? IMAGE_PATH.exec(path) : null;
    if (!m) throw notFound(`no image at ${path.slice(0, 300)}`);
    const folders = (m[1] ?? '').split('/').filter(Boolean);
    const spec = placeholderFor(content, folders, m[2] ?? '');
    const svg = new PreparedResponse(Buffer.from(placeholderSvg(spec)), { ...OPTIONS, contentType: 'image/svg+xml; charset=utf-8' });
    const art: Art = { svg, tile: spec.width * spec.height <= RASTER_MAX_PIXELS };
    if (cache.size < MAX_CACHED) cache.set(path, art);
    return art;
  };

  /** The art's WebP, or its SVG while a drawing that failed is tried again on the next request. */
  const webpOf = (art: Art): PreparedResponse | Promise<PreparedResponse> => {
    art.webp ??= rasterArt(art.svg.identity.body.toString()).then(
      (bytes) => (art.webp = new PreparedResponse(bytes, { ...OPTIONS, contentType: 'image/webp' })),
      (err: unknown) => {
        app.log.error({ err }, 'placeholder art was not drawn to WebP; sent as SVG');
        art.webp = undefined;
        return art.svg;
      },
    );
    return art.webp;
  };

  app.get('/images/*', (request, reply) => {
    const art = artAt(request.url.split('?')[0] ?? '');
    const chosen = art.tile && wantsRaster(request.headers) ? webpOf(art) : art.svg;
    const sent =
      chosen instanceof Promise ? chosen.then((ready) => ready.send(request, reply, direct)) : chosen.send(request, reply, direct);
    return sent instanceof Promise ? sent : undefined;
  });
  rejectOtherMethods(app, '/images/*', ['GET']);
};
