import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';

/**
 * What an open modal adds to the history entry's state. `modalBaseKey` is the key of the page
 * entry below the modal, so scroll restoration treats both entries as one position.
 */
export interface ModalLayerState {
  modal: string;
  modalBaseKey: string;
  modalNonce: string;
}

/** The shell's settings dialog (navbar button); a page opens it with `useModalLayer(SETTINGS_MODAL_ID).open`. */
export const SETTINGS_MODAL_ID = 'settings';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const modalIdOf = (state: unknown): string | null => (isRecord(state) && typeof state.modal === 'string' ? state.modal : null);

/** The scroll-position key of a location: the page under a modal shares its key with it. */
export const scrollKeyOf = (location: Pick<Location, 'key' | 'state'>): string =>
  isRecord(location.state) && typeof location.state.modalBaseKey === 'string' ? location.state.modalBaseKey : location.key;

/**
 * Entries this page pushed itself. Only for those is "one step back" known to be the page below;
 * after a reload or on a shared link the modal is closed by replacing the entry instead, so the
 * close button never leaves the site. Kept on the window, not in this module: a remote running
 * its own copy of shared-ui (version skew) must still see the entries the shell's copy pushed.
 */
const PUSHED_KEY = Symbol.for('tlw-tracker:modal-layer-pushes');
function pushedHere(): Set<string> {
  const holder = globalThis as typeof globalThis & { [PUSHED_KEY]?: Set<string> };
  return (holder[PUSHED_KEY] ??= new Set<string>());
}

function withoutModal(state: unknown): Record<string, unknown> | null {
  if (!isRecord(state)) return null;
  const rest = Object.fromEntries(Object.entries(state).filter(([k]) => !['modal', 'modalBaseKey', 'modalNonce'].includes(k)));
  return Object.keys(rest).length > 0 ? rest : null;
}

/** The history state for a new modal entry above `location` (remembered as pushed here). */
export function modalEntryState(location: Pick<Location, 'key' | 'state'>, id: string): ModalLayerState & Record<string, unknown> {
  const nonce = `${id}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`;
  pushedHere().add(nonce);
  return { ...(isRecord(location.state) ? location.state : {}), modal: id, modalBaseKey: scrollKeyOf(location), modalNonce: nonce };
}

/**
 * How to leave modal `id`'s entry: one step back when this page pushed it (the page below is then
 * known), else replace it with `search` (the URL without the modal) and the state without it.
 */
export function closeModalEntry(location: Location, navigate: NavigateFunction, id: string, search = location.search): void {
  const nonce = isRecord(location.state) ? location.state.modalNonce : undefined;
  if (modalIdOf(location.state) === id && typeof nonce === 'string' && pushedHere().has(nonce)) {
    void navigate(-1);
  } else {
    void navigate(
      { pathname: location.pathname, search, hash: location.hash },
      { replace: true, state: withoutModal(location.state), preventScrollReset: true },
    );
  }
}

/**
 * A modal that lives in the browser history: opening pushes the same URL with `state.modal = id`,
 * so the browser's Back button closes it instead of leaving the page. The modal's own close
 * (X, Escape, backdrop) steps back the same way.
 */
export function useModalLayer(id: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const isOpen = modalIdOf(location.state) === id;
  // A second close before the history moved (Escape pressed twice) must not go back twice.
  const closingKey = useRef<string | null>(null);
  useEffect(() => {
    closingKey.current = null;
  }, [location.key]);

  const open = useCallback(() => {
    if (isOpen) return;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { state: modalEntryState(location, id), preventScrollReset: true },
    );
  }, [id, isOpen, location, navigate]);

  const close = useCallback(() => {
    if (!isOpen || closingKey.current === location.key) return;
    closingKey.current = location.key;
    closeModalEntry(location, navigate, id);
  }, [id, isOpen, location, navigate]);

  return { isOpen, open, close };
}
