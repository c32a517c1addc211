import type { RouteObject } from 'react-router-dom';
import { isRemoteRoutesModule, type RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { parseRemotesManifest, type RemotesManifest } from './remotes-manifest';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import { federation } from './federation';
import { allowListFrom, applyAllowList } from './remote-allow-list';
import { markRetried } from './fresh-entry-after-retry';

let known: Partial<RemotesManifest> = {};
let discoveryError: string | null = null;
let refused: Partial<Record<SectionId, string>> = {};
let discovery: Promise<void> | null = null;
const loading = new Map<SectionId, Promise<RemoteRoutesModule<RouteObject>>>();
const loaded = new Map<SectionId, RemoteRoutesModule<RouteObject>>();

/**
 * Fetches `/remotes.json` (served no-cache) and learns where every remote lives. Started before
 * the first render but not awaited by it: only a section that needs a remote waits.
 */
export function discoverRemotes(fetchImpl: typeof fetch = fetch): Promise<void> {
  discovery = fetchManifest(fetchImpl);
  return discovery;
}

/** The discovery under way or done, started if nothing asked for it yet. */
export const discovered = (): Promise<void> => discovery ?? discoverRemotes();

async function fetchManifest(fetchImpl: typeof fetch): Promise<void> {
  discoveryError = null;
  try {
    const response = await fetchImpl('/remotes.json');
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    const { remotes, errors } = parseRemotesManifest(await response.json());
    // Only origins the server's configuration allows (the same list as its CSP's script-src).
    const allowed = applyAllowList(remotes, allowListFrom(response.headers), location.href);
    known = allowed.remotes;
    refused = allowed.refused;
    for (const reason of Object.values(refused)) console.error('[shell] remote refused:', reason);
    if (errors.length > 0) console.warn('[shell]', errors.join('; '));
    // Registered when the runtime is first needed (a section, a prefetch), not on every page.
  } catch (error) {
    discoveryError = error instanceof Error ? error.message : String(error);
    console.error('[shell] remote discovery failed:', discoveryError);
  }
}

export const remoteLocation = (id: SectionId) => known[id];

/** The federation runtime with the section's remote registered (a no-op when it already is). */
export async function registered(id: SectionId) {
  const mf = await federation();
  const location = known[id];
  if (location) mf.registerRemotes([location]);
  return mf;
}

async function fetchRoutes(id: SectionId): Promise<RemoteRoutesModule<RouteObject>> {
  const section = sectionById(id);
  // Lets tests and the performance panel time a remote's load (and its failure).
  performance.mark?.(`remote-load:${id}`);
  await discovered();
  if (!known[id]) throw new Error(refused[id] ?? discoveryError ?? `No address is known for the ${section.title} remote.`);
  const exposed = await (await registered(id)).loadRemote<{ default?: unknown }>(`${section.container}/routes`);
  const module = exposed?.default;
  if (!isRemoteRoutesModule<RouteObject>(module)) {
    throw new Error(`The ${section.title} remote answered with an incompatible contract.`);
  }
  loaded.set(id, module);
  return module;
}

/** On the shell's server: the section's route tree from the remote's server bundle (ssr/render-section.tsx). */
export function provideSectionRoutes(id: SectionId, module: RemoteRoutesModule<RouteObject>): void {
  loaded.set(id, module);
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
  if (!known[id]) await discoverRemotes();
  const location = known[id];
  if (!location) return;
  markRetried(location.name);
  (await federation()).registerRemotes([location], { force: true });
}
