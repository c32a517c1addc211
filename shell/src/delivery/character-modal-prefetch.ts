import { CHARACTER_MODAL_EXPOSE } from 'shared-domain/federation/character-modal-contract';
import { canPrefetch, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionById } from 'shared-domain/federation/sections';
import { loadSectionRoutes, registered } from '../federation/remote-registry';
import { sectionForHref } from '../federation/section-for-href';

/** A link that opens the character modal (shared-ui's CharacterLink). */
const CHARACTER_LINK = 'a[href*="?character="], a[href*="&character="]';

/**
 * On a page of the characters section (its remote already running), the modal's code is fetched
 * ahead once the page has loaded: its frame (the shell's chunk, small, so run) and the remote's body
 * (downloaded at the lowest priority, not run). A tap then waits for the character's data, not for
 * the code's downloads on a phone. Elsewhere it waits for the tap: starting the characters remote
 * there costs the main thread more than Lighthouse's TBT budget allows.
 */
export async function prefetchCharacterModal(doc: Document = document): Promise<void> {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  const section = sectionById('characters');
  if (!canPrefetch(connection) || sectionForHref(doc.location.href)?.id !== section.id || !doc.querySelector(CHARACTER_LINK)) return;
  // The page's own remote: loaded already, or on its way (the load event may come before it).
  await loadSectionRoutes(section.id);
  await import(/* webpackChunkName: "character-modal" */ '../chrome/character-modal/character-modal-layer');
  const mf = await registered(section.id);
  const { prefetchRemote } = await import(/* webpackChunkName: "federation-runtime" */ './prefetch-ahead');
  await prefetchRemote(mf, section.container, CHARACTER_MODAL_EXPOSE);
}
