import { CHARACTER_MODAL_EXPOSE } from 'shared-domain/federation/character-modal-contract';
import { canPrefetch, type ConnectionInfo } from 'shared-domain/federation/prefetch-policy';
import { sectionById } from 'shared-domain/federation/sections';
import { discovered, registered, remoteLocation } from './remote-registry';

/** A link that opens the character modal (shared-ui's CharacterLink). */
const CHARACTER_LINK = 'a[href*="?character="], a[href*="&character="]';

/**
 * On a page that links characters, the modal's code is fetched ahead once the page has loaded: its
 * frame (the shell's chunk, small, so run) and the remote's body (downloaded at the lowest priority,
 * not run). A tap then waits for the character's data, not for the code's downloads on a phone.
 */
export async function prefetchCharacterModal(doc: Document = document): Promise<void> {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  if (!canPrefetch(connection) || !doc.querySelector(CHARACTER_LINK)) return;
  await import(/* webpackChunkName: "character-modal" */ '../chrome/character-modal/character-modal-layer');
  await discovered();
  const section = sectionById('characters');
  if (!remoteLocation(section.id)) return;
  const mf = await registered(section.id);
  const { prefetchRemote } = await import(/* webpackChunkName: "federation-runtime" */ './prefetch-ahead');
  await prefetchRemote(mf, section.container, CHARACTER_MODAL_EXPOSE);
}
