import { lazy, Suspense, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import type { CharacterQuery } from 'shared-domain/routing/character-query';
import { useCharacterModal } from 'shared-ui/hooks/use-open-character';
import { removeServerModal, showServerModalMeanwhile } from '../../delivery/server-modal';

// The dialog, the federation runtime and the remote's body load only once a `?character` is in
// the URL: the home page's initial JS carries this file and nothing more.
const CharacterModalLayer = lazy(() => import(/* webpackChunkName: "character-modal" */ './character-modal-layer'));

/** The modal closes with a 300 ms delay (it fades out, then leaves). */
export const CHARACTER_MODAL_CLOSE_MS = 300;

const never = () => () => undefined;

const keyOf = (character: CharacterQuery | null) =>
  character === null ? null : character.kind === 'id' ? String(character.id) : `invalid:${character.raw}`;

/**
 * The one character modal of the site. Any page opens it with `useOpenCharacter()(id)`
 * (shared-ui), which puts `?character=ID` in the URL; this host shows it above the page and,
 * once the URL lets go of it, keeps it 300 ms more while it fades out.
 */
export function CharacterModalHost() {
  const { character, close } = useCharacterModal();
  const key = keyOf(character);
  // What the URL showed last render, and the character fading out (derived during render, so the
  // dialog never unmounts for a frame between the two).
  const [previous, setPrevious] = useState<CharacterQuery | null>(character);
  const [leaving, setLeaving] = useState<CharacterQuery | null>(null);
  if (keyOf(previous) !== key) {
    setLeaving(character === null ? previous : null);
    setPrevious(character);
  }
  // Before the browser paints: the page's own dialog and the server's copy are never both offered.
  useLayoutEffect(() => {
    if (key === null) removeServerModal();
    // A character opened on the page: the server's copy shows while the modal loads (a page that
    // came with the character has its copy already).
    else if (character?.kind === 'id') showServerModalMeanwhile();
    // Only a change of character asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => {
    if (!leaving) return undefined;
    const timer = setTimeout(() => setLeaving(null), CHARACTER_MODAL_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  // The dialog is a portal, which has nothing to hydrate: it renders after hydration (false on the
  // server and while hydrating), so a chunk that arrives mid-hydration is not matched to the server's HTML.
  const hydrated = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
  const visible = character ?? leaving;
  if (!visible || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CharacterModalLayer character={visible} onClose={close} closing={character === null} />
    </Suspense>
  );
}
