import { lazy, Suspense } from 'react';
import { useCharacterModal } from 'shared-ui/hooks/use-open-character';

// The dialog, the federation runtime and the remote's body load only once a `?character` is in
// the URL: the home page's initial JS carries this file and nothing more.
const CharacterModalLayer = lazy(() => import(/* webpackChunkName: "character-modal" */ './character-modal-layer'));

/**
 * The one character modal of the site. Any page opens it with `useOpenCharacter()(id)`
 * (shared-ui), which puts `?character=ID` in the URL; this host shows it above the page.
 */
export function CharacterModalHost() {
  const { character, close } = useCharacterModal();
  if (!character) return null;
  return (
    <Suspense fallback={null}>
      <CharacterModalLayer character={character} onClose={close} />
    </Suspense>
  );
}
