// The site's service worker (issue 13 item 9). Built apart from the shell's bundle by
// shell/sw/build-service-worker.mjs, which injects the precache list (the shell's hashed files and
// offline.html, each with a revision) in place of self.__WB_MANIFEST.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { cacheKindOf, OFFLINE_DOCUMENT, OFFLINE_PATH, type CacheKind } from './cache-rules';

interface WorkerScope {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  location: Location;
  skipWaiting(): Promise<void>;
}
const scope = self as unknown as WorkerScope;
// Written out as `self.__WB_MANIFEST`: the build replaces exactly that text with the list.
const precacheList = (self as unknown as WorkerScope).__WB_MANIFEST;

// A new deployment's worker takes over at once and drops the previous precache, so a page never
// runs a mix of two shells: its HTML is always fetched first (network-first) and names the new files.
void scope.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// No directory index or clean URLs: `/` must never be answered from the precache (its HTML is live).
precacheAndRoute(precacheList, { directoryIndex: '', cleanURLs: false });

// Versioned runtime caches: a change of strategy renames them instead of reusing stale entries.
const CACHE = {
  pages: 'tlw-pages-v1',
  federation: 'tlw-federation-v1',
  assets: 'tlw-assets-v1',
  api: 'tlw-api-v1',
  images: 'tlw-images-v1',
};
// Remote files are cross-origin: a `<script>` without CORS gives an opaque response (status 0).
const okOrOpaque = new CacheableResponsePlugin({ statuses: [0, 200] });
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

const strategies: Record<Exclude<CacheKind, 'none'>, NetworkFirst | CacheFirst | StaleWhileRevalidate> = {
  navigation: new NetworkFirst({ cacheName: CACHE.pages, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 60 })] }),
  'federation-manifest': new NetworkFirst({ cacheName: CACHE.federation, plugins: [okOrOpaque] }),
  'hashed-asset': new CacheFirst({
    cacheName: CACHE.assets,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
  api: new StaleWhileRevalidate({ cacheName: CACHE.api, plugins: [onlyOk, new ExpirationPlugin({ maxEntries: 200 })] }),
  image: new CacheFirst({
    cacheName: CACHE.images,
    plugins: [okOrOpaque, new ExpirationPlugin({ maxEntries: 600, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
};

for (const [kind, strategy] of Object.entries(strategies)) {
  registerRoute(
    ({ request, url }) =>
      cacheKindOf({
        method: request.method,
        mode: request.mode,
        url,
        origin: scope.location.origin,
        accept: request.headers.get('accept'),
      }) === kind,
    strategy,
  );
}

// Neither the network nor a cache answered. A page: the offline page (its own URL shows the
// precached shell, which renders the offline route); anything else: a network error as usual.
setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  if (url.pathname === OFFLINE_PATH) return (await matchPrecache(OFFLINE_DOCUMENT)) ?? Response.error();
  return Response.redirect(OFFLINE_PATH, 302);
});
