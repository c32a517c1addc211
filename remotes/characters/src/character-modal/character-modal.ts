import type { ComponentType } from 'react';
import {
  CHARACTER_MODAL_CONTRACT_VERSION,
  type CharacterModalBodyProps,
  type CharacterModalModule,
} from 'shared-domain/federation/character-modal-contract';
import { splitLocalePath } from 'shared-domain/i18n/locales';
import { catalogue } from '../messages/catalogue';
import { CharacterModalBody } from './character-modal-body';

// In the browser the page's language starts loading with this module (which the shell loads while
// it shows its own "Loading character…"), so the body seldom has to wait for its words; when it
// does (another language later, a slow network) it waits inside its own Suspense boundary. On the
// server one module serves every language: the shell loads the catalogue (the routes' messages) first.
if (typeof window !== 'undefined') {
  catalogue.load(splitLocalePath(window.location.pathname).locale).catch((error: unknown) => {
    // The body asks again when it renders, and shows the section's error if that fails too.
    console.warn('[characters] the character modal could not load its words yet', error);
  });
}

/** The `./character-modal` expose: the body of the shell's character modal (the shell owns the frame). */
const characterModal: CharacterModalModule<ComponentType<CharacterModalBodyProps>> = {
  contractVersion: CHARACTER_MODAL_CONTRACT_VERSION,
  Body: CharacterModalBody,
};

export default characterModal;
