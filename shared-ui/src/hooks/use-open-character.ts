import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  characterFromSearch,
  isCharacterId,
  searchWithCharacter,
  searchWithoutCharacter,
  type CharacterQuery,
} from 'shared-domain/routing/character-query';
import { closeModalEntry, modalEntryState, modalIdOf } from 'shared-ui/hooks/use-modal-layer';

/** The modal-layer id of the character modal's history entries. */
export const CHARACTER_MODAL_LAYER = 'character';

/**
 * Opens the shell's one character modal from anywhere (a section, the home page, the standalone
 * harness) without importing the characters remote: it pushes the current page again with
 * `?character=ID`, so Back closes the modal, the link can be shared, and the page behind keeps
 * its scroll (the entry shares the page's scroll key). Opening another character while one is
 * shown replaces the entry, so one Back still returns to the page.
 */
export function useOpenCharacter(): (id: number) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (id: number) => {
      if (!isCharacterId(id)) {
        console.error(`[character modal] ${String(id)} is not a character id`);
        return;
      }
      const alreadyOpen = characterFromSearch(location.search) !== null && modalIdOf(location.state) === CHARACTER_MODAL_LAYER;
      void navigate(
        { pathname: location.pathname, search: searchWithCharacter(location.search, id), hash: location.hash },
        alreadyOpen
          ? { replace: true, state: location.state, preventScrollReset: true }
          : { state: modalEntryState(location, CHARACTER_MODAL_LAYER), preventScrollReset: true },
      );
    },
    [location, navigate],
  );
}

/**
 * The host side: which character the URL asks for (null when none, `invalid` for a bad value)
 * and how to close it: one step back when this page opened it, else the same page without
 * `?character` (a pasted link or a reload), never leaving the site.
 */
export function useCharacterModal(): { character: CharacterQuery | null; close: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const character = characterFromSearch(location.search);
  // Escape pressed twice before the history moved must not go back twice.
  const closingKey = useRef<string | null>(null);
  useEffect(() => {
    closingKey.current = null;
  }, [location.key]);
  const open = character !== null;
  const close = useCallback(() => {
    if (!open || closingKey.current === location.key) return;
    closingKey.current = location.key;
    closeModalEntry(location, navigate, CHARACTER_MODAL_LAYER, searchWithoutCharacter(location.search));
  }, [open, location, navigate]);
  return { character, close };
}
