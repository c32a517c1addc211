import type { ReactNode } from 'react';
import type { CharacterQuery } from 'shared-domain/routing/character-query';
import { useT } from 'shared-ui/messages/catalogue';
import { Modal } from 'shared-ui/modal/modal';
import styles from './character-modal-frame.module.css';

interface Props {
  /** What the URL asks for (see useCharacterModal): an id, or a bad value with its message. */
  character: CharacterQuery;
  onClose: () => void;
  /** The body for a valid id: the characters remote's, or a stand-in in a harness. */
  children: (id: number) => ReactNode;
  /** Fading out after the URL let go of it (300 ms). */
  closing?: boolean;
  /** The server's copy, shown before any script: closed by a link to the page without the character. */
  closeHref?: string;
}

/** The bad value as the message repeats it: at most 40 characters, as character-query's English message has it. */
const shownValue = (raw: string): string => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/**
 * The character modal's frame, the same in the shell and in every standalone harness: one dialog
 * (X, Escape, backdrop, focus kept inside), its heading for screen readers only because the body
 * shows the character's name, and a clear message for an id that is not one.
 */
export function CharacterModalFrame({ character, onClose, children, closing = false, closeHref }: Props) {
  const t = useT();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('modal.character')}
      titleHidden
      className={styles.dialog}
      closing={closing}
      closeHref={closeHref}
    >
      <div data-character-modal={character.kind === 'id' ? character.id : ''}>
        {character.kind === 'id' ? (
          children(character.id)
        ) : (
          <p role="alert" className={styles.invalid}>
            {t('modal.invalidCharacter', { shown: shownValue(character.raw) })}
          </p>
        )}
      </div>
    </Modal>
  );
}
