import type { CharacterModalBodyProps } from 'shared-domain/federation/character-modal-contract';
import { CharacterDetail } from '../character-detail/character-detail';

/**
 * The body of the shell's character modal (the `./character-modal` expose): the full character of
 * issue 8 item 9. The shell draws the dialog and closes it on X, Escape and Back.
 */
export function CharacterModalBody({ id, onClose }: CharacterModalBodyProps) {
  return <CharacterDetail id={id} onClose={onClose} />;
}
