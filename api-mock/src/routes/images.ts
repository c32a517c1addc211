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

export const registerImageRoutes = (app: FastifyInstance, { content, direct }: AppContext): void => {
  const cache = new Map<string, PreparedResponse | Promise<PreparedResponse>>();

  const prepare = (svg: string, raster: boolean): PreparedResponse | Promise<PreparedResponse> => {
    const options = { cacheControl: IMAGE_CACHE_CONTROL, varyAlso: CHOSEN_BY };
    if (!raster) return new PreparedResponse(Buffer.from(svg), { ...options, contentType: 'image/svg+xml; charset=utf-8' });
    return rasterArt(svg).then((webp) => new PreparedResponse(webp, { ...options, contentType: 'image/webp' }));
  };

  app.get('/images/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const raster = wantsRaster(request.headers);
    const key = `${raster ? 'webp' : 'svg'} ${path}`;
    let prepared = cache.get(key);
    if (!prepared) {
      const m = path.length <= 300 ? IMAGE_PATH.exec(path) : null;
      if (!m) throw notFound(`no image at ${path.slice(0, 300)}`);
      const folders = (m[1] ?? '').split('/').filter(Boolean);
      const spec = placeholderFor(content, folders, m[2] ?? '');
      prepared = prepare(placeholderSvg(spec), raster && spec.width * spec.height <= RASTER_MAX_PIXELS);
      if (cache.size < MAX_CACHED) {
        cache.set(key, prepared);
        // A drawing that failed is not kept: the next request draws it again.
        if (prepared instanceof Promise)
          prepared.then(
            (done) => cache.set(key, done),
            () => cache.delete(key),
          );
      }
    }
    return (await prepared).send(request, reply, direct);
  });
  rejectOtherMethods(app, '/images/*', ['GET']);
};
