import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollBatchDraft, scrollBatchFieldText } from 'shared-domain/settings/scroll-batch';

export interface ScrollBatchField {
  /** What the input shows. */
  text: string;
  /** The input's new text after a keystroke, paste or deletion. */
  typed: (text: string) => void;
  /** Blur or Enter: the draft goes to the store, cleaned and clamped there. */
  commit: () => void;
  /** Forgets the draft without saving it (the form is about to replace the value itself). */
  discard: () => void;
}

/**
 * The batch-size input keeps what the visitor types as a local draft and hands it to `save` only
 * when committed: on blur, Enter, when the form goes away (page left, modal closed) and when the
 * document is hidden or unloaded (reload, tab closed), so a typed value is never lost.
 */
export function useScrollBatchField(stored: number | null, save: (text: string) => void): ScrollBatchField {
  const [draft, setDraft] = useState<string | null>(null);
  // The unmount and pagehide handlers need the latest draft without re-subscribing on every key.
  const draftRef = useRef<string | null>(null);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  const replaceDraft = useCallback((next: string | null) => {
    draftRef.current = next;
    setDraft(next);
  }, []);

  const commit = useCallback(() => {
    const pending = draftRef.current;
    if (pending === null) return;
    replaceDraft(null);
    saveRef.current(pending);
  }, [replaceDraft]);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') commit();
    };
    window.addEventListener('pagehide', commit);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      window.removeEventListener('pagehide', commit);
      document.removeEventListener('visibilitychange', onHidden);
      commit();
    };
  }, [commit]);

  return {
    text: scrollBatchFieldText(stored, draft),
    typed: useCallback((text: string) => replaceDraft(scrollBatchDraft(text)), [replaceDraft]),
    commit,
    discard: useCallback(() => replaceDraft(null), [replaceDraft]),
  };
}
