import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';

/**
 * What an open modal adds to the history entry's state. `modalBaseKey` is the key of the page
 * entry below the modal, so scroll restoration treats both entries as one position.
 */
export interface ModalLayerState {
  modal: string;
  modalBaseKey: string;
  modalNonce: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

export const modalIdOf = (state: unknown): string | null =>
  isRecord(state) && typeof state.modal === 'string' ? state.modal : null;

/** The scroll-position key of a location: the page under a modal shares its key with it. */
export const scrollKeyOf = (location: Pick<Location, 'key' | 'state'>): string =>
  isRecord(location.state) && typeof location.state.modalBaseKey === 'string' ? location.state.modalBaseKey : location.key;

/**
 * Entries this page pushed itself. Only for those is "one step back" known to be the page below;
 * after a reload or on a shared link the modal is closed by replacing the entry instead, so the
 * close button never leaves the site.
 */
const pushedHere = new Set<string>();

function withoutModal(state: unknown): Record<string, unknown> | null {
  if (!isRecord(state)) return null;
  const rest = Object.fromEntries(Object.entries(state).filter(([k]) => !['modal', 'modalBaseKey', 'modalNonce'].includes(k)));
  return Object.keys(rest).length > 0 ? rest : null;
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
    const nonce = `${id}:${Date.now().toString(36)}:${Math.random().toString(36).slice(2)}`;
    pushedHere.add(nonce);
    const state: ModalLayerState & Record<string, unknown> = {
      ...(isRecord(location.state) ? location.state : {}),
      modal: id,
      modalBaseKey: scrollKeyOf(location),
      modalNonce: nonce,
    };
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { state, preventScrollReset: true });
  }, [id, isOpen, location, navigate]);

  const close = useCallback(() => {
    if (!isOpen || closingKey.current === location.key) return;
    closingKey.current = location.key;
    const nonce = isRecord(location.state) ? location.state.modalNonce : undefined;
    if (typeof nonce === 'string' && pushedHere.has(nonce)) {
      void navigate(-1);
    } else {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: withoutModal(location.state), preventScrollReset: true },
      );
    }
  }, [isOpen, location, navigate]);

  return { isOpen, open, close };
}
