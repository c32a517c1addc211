import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

// This module runs in the entry chunk, before the shared singletons are negotiated, so it must not
// import shared modules (shared-domain, react…): only the federation runtime and plain code.

let pending: Promise<unknown> | null = null;

/** `/remotes.json`, fetched once per page load (a retry asks for a fresh copy). */
export function fetchRemotesJson(fetchImpl: typeof fetch = fetch, fresh = false): Promise<unknown> {
  if (!pending || fresh) {
    pending = fetchImpl('/remotes.json').then((response) => {
      if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
      return response.json() as Promise<unknown>;
    });
  }
  return pending;
}

/**
 * The section id a landing path belongs to, from remotes.json's keys: a section's base path is its
 * id, except the tower's (/stages). Aliases are not resolved here; an alias just misses this
 * head start. Kept in step with shared-domain's SECTIONS by a unit test.
 */
export function landingSectionId(pathname: string, ids: string[]): string | undefined {
  const first = pathname.split('/')[1]?.toLowerCase() ?? '';
  return ids.find((id) => (id === 'tower' ? 'stages' : id) === first);
}

/**
 * Starts loading the landing page's remote (manifest, entry, `./routes` chunk) while the shell's
 * own chunks are still downloading, instead of after the shell has rendered.
 */
export async function preloadLandingRemote(pathname: string): Promise<void> {
  try {
    const manifest = (await fetchRemotesJson()) as Record<string, { name?: unknown; entry?: unknown }>;
    const id = landingSectionId(pathname, Object.keys(manifest));
    const remote = id ? manifest[id] : undefined;
    if (!remote || typeof remote.name !== 'string' || typeof remote.entry !== 'string') return;
    registerRemotes([{ name: remote.name, entry: remote.entry }]);
    await preloadRemote([{ nameOrAlias: remote.name, exposes: ['./routes'] }]);
  } catch {
    // Only a head start: the section reports any real failure itself.
  }
}
