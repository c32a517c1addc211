import { federation } from '../federation/federation';
import { discovered, registered, remoteLocation } from '../federation/remote-registry';
import { sectionForHref } from '../federation/section-for-href';

/**
 * On a section's page, starts the federation runtime, `/remotes.json` and then the remote's
 * manifest, entry and `./routes` chunk while the shell is still rendering, instead of after.
 * On a page of the shell itself it does nothing: no runtime, no remote. A page the server rendered
 * has asked for those files itself (the list its loader preloads with the entry), so the runtime
 * does not work out the same list again: on a phone that costs tens of milliseconds of main thread.
 */
export async function preloadLandingRemote(href: string, serverRendered: boolean): Promise<void> {
  const section = sectionForHref(href);
  if (!section) return;
  // The runtime chunk downloads beside remotes.json rather than after it.
  void federation().catch(() => undefined);
  if (serverRendered) return;
  try {
    await discovered();
    if (!remoteLocation(section.id)) return;
    const mf = await registered(section.id);
    await mf.preloadRemote([{ nameOrAlias: section.container, exposes: ['./routes'] }]);
  } catch {
    // Only a head start: the section reports any real failure itself.
  }
}

/**
 * On a page of the shell itself (the home), the runtime is fetched once the page has settled and
 * the visitor is there (`engagedAndQuiet`): every way off that page (a section, the home's
 * character modal) needs it, and the first click should not wait for it too. A failure is left for that click to retry.
 */
export async function warmFederationRuntime(settled: Promise<void>, load: () => Promise<unknown> = federation): Promise<void> {
  await settled;
  await load().catch(() => undefined);
}
