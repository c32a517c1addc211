import type { FastifyInstance } from 'fastify';
import { placeholderFor } from '../images/placeholder-for-path';
import { placeholderSvg } from '../images/placeholder-svg';
import type { AppContext } from '../server/app-context';
import { rejectOtherMethods } from '../server/error-handling';
import { notFound } from '../server/http-errors';
import { PreparedResponse } from '../server/prepared-response';

/**
 * Placeholder art is a pure function of its path, so it may be kept a week without asking; the ETag
 * makes the revalidation after that a 304. Not `immutable`: real art may replace a placeholder.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Paths are folders and a file name of safe characters; the extension is ignored (always SVG). */
const IMAGE_PATH = /^\/images\/((?:[A-Za-z0-9_-]+\/)*)([A-Za-z0-9_.-]+?)(\.[A-Za-z0-9]{1,5})?$/;
/** Bounds the cache of generated images (ids are finite, but a client may invent paths). */
const MAX_CACHED = 20_000;

export const registerImageRoutes = (app: FastifyInstance, { content, direct }: AppContext): void => {
  const cache = new Map<string, PreparedResponse>();

  app.get('/images/*', (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    let prepared = cache.get(path);
    if (!prepared) {
      const m = path.length <= 300 ? IMAGE_PATH.exec(path) : null;
      if (!m) throw notFound(`no image at ${path.slice(0, 300)}`);
      const folders = (m[1] ?? '').split('/').filter(Boolean);
      const svg = placeholderSvg(placeholderFor(content, folders, m[2] ?? ''));
      prepared = new PreparedResponse(Buffer.from(svg), { contentType: 'image/svg+xml; charset=utf-8', cacheControl: IMAGE_CACHE_CONTROL });
      if (cache.size < MAX_CACHED) cache.set(path, prepared);
    }
    const sent = prepared.send(request, reply, direct);
    return sent instanceof Promise ? sent : undefined;
  });
  rejectOtherMethods(app, '/images/*', ['GET']);
};
