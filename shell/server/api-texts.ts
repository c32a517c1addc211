import type { ApiText } from 'shared-domain/federation/page-server';
import { createApiBodySource } from './api-body-source';
import { Lru } from './delivery/lru';

/**
 * The API's answers for the remotes' page functions (heads, first images, sitemaps, preview cards):
 * a bounded number of distinct URLs, each kept briefly, so a busy page asks the API once. Past that,
 * the last answer serves while a new one is fetched: a page waits for it only briefly.
 */
export function createApiTexts({
  apiUrl,
  fetchImpl,
  now = Date.now,
  max = 512,
  maxAgeMs = 10_000,
}: {
  apiUrl: string;
  fetchImpl?: typeof fetch;
  now?: () => number;
  max?: number;
  maxAgeMs?: number;
}): ApiText {
  const sources = new Lru<string, () => Promise<string | null>>(max);
  return (path) => {
    if (!path.startsWith('/api/')) return Promise.resolve(null);
    let source = sources.get(path);
    if (!source) {
      source = createApiBodySource({ apiUrl, path, timeoutMs: 3_000, maxAgeMs, staleWhileRevalidate: true, fetchImpl, now });
      sources.set(path, source);
    }
    return source();
  };
}
