import type { ComponentType } from 'react';
import {
  CHARACTER_MODAL_CONTRACT_VERSION,
  type CharacterModalBodyProps,
  type CharacterModalModule,
} from 'shared-domain/federation/character-modal-contract';
import { CharacterModalBody } from './character-modal-body';

/** The `./character-modal` expose: the body of the shell's character modal (the shell owns the frame). */
const characterModal: CharacterModalModule<ComponentType<CharacterModalBodyProps>> = {
  contractVersion: CHARACTER_MODAL_CONTRACT_VERSION,
  Body: CharacterModalBody,
};

export default characterModal;
