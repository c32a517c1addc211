import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { isRemoteRoutesModule, type RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { parseRemotesManifest, type RemotesManifest } from 'shared-domain/federation/remotes-manifest';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { fetchRemotesJson } from './early-remotes';

let known: Partial<RemotesManifest> = {};
let discoveryError: string | null = null;
let discovery: Promise<void> | null = null;
const loading = new Map<SectionId, Promise<RemoteRoutesModule<RouteObject>>>();
const loaded = new Map<SectionId, RemoteRoutesModule<RouteObject>>();

/**
 * Fetches `/remotes.json` (served no-cache) and registers every remote it names. Started before
 * the first render but not awaited by it: only a section that needs a remote waits.
 */
export function discoverRemotes(fetchImpl: typeof fetch = fetch, fresh = false): Promise<void> {
  discovery = fetchManifest(fetchImpl, fresh);
  return discovery;
}

async function fetchManifest(fetchImpl: typeof fetch, fresh: boolean): Promise<void> {
  discoveryError = null;
  try {
    // Served with Cache-Control: no-cache (revalidated on every load); fetched once per page,
    // shared with the landing preload of early-remotes.ts.
    const { remotes, errors } = parseRemotesManifest(await fetchRemotesJson(fetchImpl, fresh));
    known = remotes;
    if (errors.length > 0) console.warn('[shell]', errors.join('; '));
    registerRemotes(Object.values(remotes));
  } catch (error) {
    discoveryError = error instanceof Error ? error.message : String(error);
    console.error('[shell] remote discovery failed:', discoveryError);
  }
}

export const remoteLocation = (id: SectionId) => known[id];

async function fetchRoutes(id: SectionId): Promise<RemoteRoutesModule<RouteObject>> {
  const section = sectionById(id);
  // Lets tests and the performance panel time a remote's load (and its failure).
  performance.mark?.(`remote-load:${id}`);
  await (discovery ?? discoverRemotes());
  if (!known[id]) throw new Error(discoveryError ?? `No address is known for the ${section.title} remote.`);
  const exposed = await loadRemote<{ default?: unknown }>(`${section.container}/routes`);
  const module = exposed?.default;
  if (!isRemoteRoutesModule<RouteObject>(module)) {
    throw new Error(`The ${section.title} remote answered with an incompatible contract.`);
  }
  loaded.set(id, module);
  return module;
}

/** A route tree already loaded, so a revisit renders without a loading flash. */
export const peekSectionRoutes = (id: SectionId) => loaded.get(id);

/** The section's route tree, loaded once; a failed load is forgotten so Retry starts afresh. */
export function loadSectionRoutes(id: SectionId): Promise<RemoteRoutesModule<RouteObject>> {
  let pending = loading.get(id);
  if (!pending) {
    pending = fetchRoutes(id);
    loading.set(id, pending);
    pending.catch(() => loading.delete(id));
  }
  return pending;
}

/** Forgets a failed remote in the MF runtime too (its manifest and entry are fetched again). */
export async function resetSection(id: SectionId): Promise<void> {
  loading.delete(id);
  loaded.delete(id);
  if (!known[id]) await discoverRemotes(fetch, true);
  const location = known[id];
  if (location) registerRemotes([location], { force: true });
}

