import { useCallback, useEffect, useRef } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { useModalLayer } from 'shared-ui/hooks/use-modal-layer';

type QueryUpdate = (prev: URLSearchParams) => URLSearchParams;

/**
 * A modal in the browser history (Back closes it) that edits the page's query. A change made while
 * it is open waits until the modal's entry is gone, then replaces the page's entry: the choice
 * never lands on the modal's entry (which Back would drop) and never adds history.
 */
export function useQueryModal(id: string) {
  const layer = useModalLayer(id);
  const [, setSearchParams] = useLatestSearchParams();
  const pending = useRef<QueryUpdate | null>(null);

  useEffect(() => {
    if (layer.isOpen || !pending.current) return;
    const update = pending.current;
    pending.current = null;
    setSearchParams(update, { replace: true });
  }, [layer.isOpen, setSearchParams]);

  /** Applies `update` now (modal closed) or once the modal closes; `close` closes it too. */
  const replaceQuery = useCallback(
    (update: QueryUpdate, { close = false } = {}) => {
      if (!layer.isOpen) {
        setSearchParams(update, { replace: true });
        return;
      }
      const previous = pending.current;
      pending.current = previous ? (prev) => update(previous(prev)) : update;
      if (close) layer.close();
    },
    [layer, setSearchParams],
  );

  return { ...layer, replaceQuery };
}
