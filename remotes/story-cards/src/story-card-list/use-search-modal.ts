import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useModalLayer } from 'shared-ui/hooks/use-modal-layer';

/** The history-state id of the open advanced search (Back closes it). */
export const SEARCH_MODAL_ID = 'story-card-search';

/**
 * The advanced search as a modal layer in the history (Back closes it). Criteria
 * edited while it is open replace the modal's own entry; closing it steps back to the entry below,
 * which still has the old query, so the query seen last in the modal is written back (replace)
 * however the modal was closed: X, Escape, backdrop or the browser's Back.
 */
export function useSearchModal() {
  const layer = useModalLayer(SEARCH_MODAL_ID);
  const location = useLocation();
  const navigate = useNavigate();
  const searchWhileOpen = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (layer.isOpen) {
      searchWhileOpen.current = location.search;
      return;
    }
    const wanted = searchWhileOpen.current;
    searchWhileOpen.current = null;
    if (wanted !== null && wanted !== location.search) {
      void navigate(
        { pathname: location.pathname, search: wanted, hash: location.hash },
        { replace: true, state: location.state, preventScrollReset: true },
      );
    }
  }, [layer.isOpen, location, navigate]);
  return layer;
}
