import { warmUpList } from '../sw/cache-rules';

/** Where the build writes the worker (shell/sw/build-service-worker.mjs); served no-cache at the root. */
export const SERVICE_WORKER_URL = '/sw.js';

interface RegisterOptions {
  /** Production builds only: a dev server has no worker, and Jest never reaches index.ts. */
  production: boolean;
  /** Resolves once the landing page has loaded: the precache must not compete with it. */
  whenIdle: Promise<void>;
  container?: ServiceWorkerContainer | undefined;
  /** The page's URL and what it has loaded so far (defaults: location and the resource timings). */
  pageUrl?: string;
  loadedUrls?: () => string[];
}

/**
 * Registers the offline service worker after the page has loaded (issue 13 item 9). A failure
 * only costs the offline mode, so it is logged and the site goes on.
 */
export async function registerServiceWorker({
  production,
  whenIdle,
  container = navigator.serviceWorker,
  pageUrl = window.location.href,
  loadedUrls = () => performance.getEntriesByType('resource').map((entry) => entry.name),
}: RegisterOptions): Promise<void> {
  if (!production || !container) return;
  await whenIdle;
  try {
    await container.register(SERVICE_WORKER_URL, { scope: '/' });
    // This page, its remote and its data were fetched before the worker existed: hand them over,
    // so the page first visited opens offline too (later requests pass through the worker).
    const registration = await container.ready;
    registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: warmUpList(pageUrl, loadedUrls()) } });
  } catch (error: unknown) {
    console.warn('The offline mode is unavailable: the service worker did not register.', error);
  }
}
