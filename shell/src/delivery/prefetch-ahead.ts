import type { ModuleFederation, ModuleFederationRuntimePlugin } from '@module-federation/runtime';

/** Remotes with a preload under way for a page the visitor has not opened yet, with how many. */
const ahead = new Map<string, number>();

/**
 * Downloads a remote's entry and an expose's chunks (`./routes` for a page the visitor may open
 * next: a link in view). The MF runtime preloads chunks with `<link rel=preload>`, which means "this page runs it
 * now": a chunk no click asks for is then reported unused by Chromium a few seconds later. While
 * this runs, prefetchAheadPlugin makes those links `rel=prefetch`: fetched at the lowest priority
 * and kept in the HTTP cache, where the script of the click finds it.
 */
export async function prefetchRemote(mf: Pick<ModuleFederation, 'preloadRemote'>, name: string, expose = './routes'): Promise<void> {
  ahead.set(name, (ahead.get(name) ?? 0) + 1);
  try {
    await mf.preloadRemote([{ nameOrAlias: name, exposes: [expose] }]);
  } finally {
    const left = (ahead.get(name) ?? 1) - 1;
    if (left > 0) ahead.set(name, left);
    else ahead.delete(name);
  }
}

/**
 * Turns the runtime's preload links of a remote being fetched ahead (prefetchRemote) into
 * prefetch links. Every other link is the runtime's own: the landing section's preload
 * (early-remotes.ts) is for the page being opened, which runs the chunk at once.
 */
export function prefetchAheadPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'prefetch-ahead',
    createLink({ url, attrs, remoteInfo, resourceContext }) {
      if (resourceContext?.initiator !== 'preloadRemote' || attrs?.rel !== 'preload' || !remoteInfo || !ahead.has(remoteInfo.name))
        return undefined;
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, String(value));
      link.rel = 'prefetch';
      link.href = url;
      return link;
    },
  };
}
