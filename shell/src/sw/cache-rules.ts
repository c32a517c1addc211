/**
 * Which caching strategy the service worker uses for a request (issue 13 item 9). Pure, so the
 * rules are tested without a browser; service-worker.ts maps each kind to a Workbox strategy.
 *   - navigation: network-first (the home HTML carries its data inlined; a redeploy shows at once),
 *     falling back to the page last seen, else to the offline page;
 *   - federation manifests (remotes.json, mf-manifest.json, remoteEntry.js): network-first, so a
 *     redeployed remote is picked up online and the last one seen still starts offline;
 *   - hashed chunks of any origin (shell or remote): cache-first, they never change;
 *   - API GETs: stale-while-revalidate (the data last seen); never the roll POST or any other write;
 *   - images: cache-first with an expiry.
 */
export type CacheKind = 'navigation' | 'federation-manifest' | 'hashed-asset' | 'api' | 'image' | 'none';

export interface RequestFacts {
  method: string;
  /** `request.mode`: 'navigate' for a page load. */
  mode: string;
  url: URL;
  /** The service worker's own origin (the shell's). */
  origin: string;
  /** The Accept header: the page hands its own URL to the worker as a text/html request (warm-up). */
  accept?: string | null;
}

/** Content-hashed names as the builds emit them: `[name].[contenthash:10].js|css`. */
const HASHED_ASSET = /\.[0-9a-f]{10}\.(?:js|css)$/;
const FEDERATION_MANIFEST = /\/(?:remoteEntry\.js|mf-manifest\.json)$/;
const IMAGE = /\.(?:webp|png|jpe?g|gif|svg|avif)$/;

export function cacheKindOf({ method, mode, url, origin, accept }: RequestFacts): CacheKind {
  if (method !== 'GET') return 'none';
  const sameOrigin = url.origin === origin;
  if (mode === 'navigate') return sameOrigin ? 'navigation' : 'none';
  if (sameOrigin && accept?.startsWith('text/html')) return 'navigation';
  if (sameOrigin && url.pathname === '/remotes.json') return 'federation-manifest';
  if (FEDERATION_MANIFEST.test(url.pathname)) return 'federation-manifest';
  if (sameOrigin && url.pathname.startsWith('/api/')) return 'api';
  if (HASHED_ASSET.test(url.pathname)) return 'hashed-asset';
  if (sameOrigin && (url.pathname.startsWith('/images/') || IMAGE.test(url.pathname))) return 'image';
  return 'none';
}

/** Where a navigation that the network and the page cache cannot answer goes. */
export const OFFLINE_PATH = '/offline';
/** The precached copy of the shell's HTML that renders the offline page (written by the build). */
export const OFFLINE_DOCUMENT = '/offline.html';

/** What the page already loaded before the worker existed, for the worker to cache (Workbox's CACHE_URLS). */
export type WarmUpEntry = string | [string, { headers: Record<string, string> }];

export function warmUpList(pageUrl: string, resourceUrls: readonly string[]): WarmUpEntry[] {
  const seen = new Set<string>();
  const resources = resourceUrls.filter((u) => /^https?:/.test(u) && !seen.has(u) && seen.add(u));
  return [[pageUrl, { headers: { accept: 'text/html' } }], ...resources];
}
