import { useCharacterModalQuery } from 'shared-ui/api/characters-api';
import { QueryView } from 'shared-ui/query/query-view';
import { useT } from '../messages/catalogue';
import { CharacterView } from './character-view';

/**
 * The character modal's body (the shell draws the dialog and closes it on X, Escape and Back):
 * the full character from /api/characters/modal, with a loading state until data and portrait
 * are in, and the server's message with Retry when the call fails.
 */
export function CharacterDetail({ id }: { id: number; onClose: () => void }) {
  const t = useT();
  const result = useCharacterModalQuery({ id });
  return (
    <QueryView result={result} skeletonHeight={420} label={t('characterDetail.loadingId', { id })}>
      {(character) => <CharacterView key={character.id} character={character} />}
    </QueryView>
  );
}
