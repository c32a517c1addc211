import type { ComponentType } from 'react';
import {
  CHARACTER_MODAL_EXPOSE,
  isCharacterModalModule,
  type CharacterModalBodyProps,
} from 'shared-domain/federation/character-modal-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { discovered, registered, remoteLocation, resetSection } from './remote-registry';

export type CharacterModalBody = ComponentType<CharacterModalBodyProps>;

let pending: Promise<CharacterModalBody> | null = null;

async function fetchBody(): Promise<CharacterModalBody> {
  const section = sectionById('characters');
  performance.mark?.('remote-load:character-modal');
  await discovered();
  if (!remoteLocation('characters')) throw new Error(`No address is known for the ${section.title} remote.`);
  const mf = await registered('characters');
  const exposed = await mf.loadRemote<{ default?: unknown }>(`${section.container}/${CHARACTER_MODAL_EXPOSE.slice(2)}`);
  const module = exposed?.default;
  if (!isCharacterModalModule<CharacterModalBody>(module)) {
    throw new Error(`The ${section.title} remote answered the character modal with an incompatible contract.`);
  }
  return module.Body;
}

/** The character modal's body from the characters remote, loaded once; a failure is forgotten. */
export function loadCharacterModalBody(): Promise<CharacterModalBody> {
  if (!pending) {
    pending = fetchBody();
    pending.catch(() => {
      pending = null;
    });
  }
  return pending;
}

/** Retry after a failure: the remote's manifest and entry are fetched again. */
export async function resetCharacterModalBody(): Promise<void> {
  pending = null;
  await resetSection('characters');
}
