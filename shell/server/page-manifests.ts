import { PAGE_MANIFEST_FILE, parsePageManifest, type PageManifest } from 'shared-domain/federation/page-manifest';
import { parseRemotesManifest } from '../src/federation/remotes-manifest';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { within } from './within';

/** The manifests of the configured remotes, and the same as the JSON a page carries. */
export interface KnownManifests {
  list: readonly PageManifest[];
  json: string;
}

export interface PageManifestsOptions {
  remotes: () => unknown;
  /** How long a manifest is used before it is asked for again: a remote is deployed on its own. */
  maxAgeMs?: number;
  /** A request waits at most this long for a manifest never read yet (then goes without it). */
  waitMs?: number;
  fetchImpl?: typeof fetch;
  now?: () => number;
}

/**
 * Each configured remote's `pages.json` (beside its mf-manifest.json), read at start and again
 * after `maxAgeMs` (a redeployed remote's pages show within that), answered from what is known
 * meanwhile. A remote that cannot be read is left out until it can.
 */
export function pageManifestsSource({
  remotes,
  maxAgeMs = 10_000,
  waitMs = 1_500,
  fetchImpl = fetch,
  now = Date.now,
}: PageManifestsOptions) {
  const cache = new Map<string, { at: number; manifest: PageManifest | null; pending: Promise<PageManifest | null> | null }>();
  let known: KnownManifests = { list: [], json: '[]' };

  const fetchOne = (id: SectionId, entry: string): Promise<PageManifest | null> => {
    const key = `${id} ${entry}`;
    const cached = cache.get(key);
    if (cached?.pending) return cached.pending;
    const pending = fetchImpl(new URL(PAGE_MANIFEST_FILE, entry), { signal: AbortSignal.timeout(5_000) })
      .then(async (response) => (response.ok ? parsePageManifest(await response.json(), id, sectionById(id).basePath) : null))
      .catch(() => null)
      .then((manifest) => {
        // Kept when the remote cannot be read for a moment; asked again after a second while missing.
        const kept = manifest ?? cache.get(key)?.manifest ?? null;
        cache.set(key, { at: manifest ? now() : now() - maxAgeMs + 1_000, manifest: kept, pending: null });
        return kept;
      });
    cache.set(key, { at: cached?.at ?? 0, manifest: cached?.manifest ?? null, pending });
    return pending;
  };

  const settle = (list: PageManifest[]): KnownManifests => {
    const json = JSON.stringify(list);
    if (json !== known.json) known = { list, json };
    return known;
  };

  /** The manifests now (the same object while nothing changed), waiting only for ones never read. */
  const current = async (): Promise<KnownManifests> => {
    const { remotes: configured } = parseRemotesManifest(remotes());
    const t = now();
    const found = await Promise.all(
      Object.entries(configured).map(async ([id, remote]) => {
        const cached = cache.get(`${id} ${remote.entry}`);
        if (cached && t - cached.at <= maxAgeMs) return cached.manifest;
        const fresh = fetchOne(id as SectionId, remote.entry);
        if (cached?.manifest) return cached.manifest;
        return within(fresh, waitMs, null);
      }),
    );
    return settle(found.filter((m): m is PageManifest => m !== null));
  };

  /** What is known, without waiting (for code that cannot). */
  const latest = (): KnownManifests => known;

  return Object.assign(current, { latest });
}
