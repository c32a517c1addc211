import fs from 'node:fs';
import path from 'node:path';
import { whenChanged } from '../common-js';
import { parsePageAssets, parseShellPreloadAssets, type PageAssets, type ShellPreloadAssets } from './page-preload';

/**
 * The shell's `preload-assets.json`, re-read when the file changes (the shell may be redeployed
 * under a running server); null while it is missing or malformed.
 */
export function shellPreloadAssetsSource(dist: string): () => ShellPreloadAssets | null {
  const read = whenChanged(path.join(dist, 'preload-assets.json'), (file) =>
    parseShellPreloadAssets(JSON.parse(fs.readFileSync(file, 'utf8'))),
  );
  return () => {
    try {
      return read();
    } catch {
      return null;
    }
  };
}

export interface RemotePageAssetsOptions {
  /** How long an answer is used before it is asked for again: a remote is deployed on its own. */
  maxAgeMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Each remote's `page-assets.json` (beside its mf-manifest.json), fetched from the remote's server
 * and kept for `maxAgeMs`. Never waits: a request is answered from what is known (null at first or
 * when the remote cannot be reached: the page then loads as it would without the preloads) and a
 * stale or missing entry is fetched in the background.
 */
export function remotePageAssetsSource(options: RemotePageAssetsOptions = {}): (manifestUrl: string) => PageAssets | null {
  const { maxAgeMs = 10_000, fetchImpl = fetch, now = Date.now } = options;
  const cache = new Map<string, { at: number; assets: PageAssets | null; pending?: boolean }>();
  const refresh = (manifestUrl: string) => {
    const entry = cache.get(manifestUrl);
    if (entry?.pending) return;
    cache.set(manifestUrl, { at: entry?.at ?? 0, assets: entry?.assets ?? null, pending: true });
    fetchImpl(new URL('page-assets.json', manifestUrl), { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (response.ok ? parsePageAssets(await response.json()) : null))
      .catch(() => null)
      // A remote that could not be read (e.g. still starting) is asked again after a second.
      .then((assets) => cache.set(manifestUrl, { at: assets ? now() : now() - maxAgeMs + 1_000, assets }));
  };
  return (manifestUrl) => {
    const entry = cache.get(manifestUrl);
    if (!entry || now() - entry.at > maxAgeMs) refresh(manifestUrl);
    return entry?.assets ?? null;
  };
}
