import { useEffect, useRef } from 'react';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import { useT } from 'shared-ui/messages/catalogue';
import { useAppDispatch } from './store-hooks';

/** The hint a first plain Ctrl+F shows, for 3000 ms, once per visit (its text in the page's language: `search.ctrlFHint`). */
export const CTRL_F_HINT = { text: 'Press Ctrl + Shift + F to open advanced search', durationMs: 3000 } as const;

// shared-ui is a federation singleton: one flag for the whole visit, whichever section shows it.
let hintShown = false;
/** Tests only: forget that the hint was shown. */
export const resetCtrlFHintForTests = () => {
  hintShown = false;
};

const isF = (e: KeyboardEvent) => e.code === 'KeyF' || e.key.toLowerCase() === 'f';

/**
 * The list pages' search keys: Ctrl+Shift+F (or Cmd+Shift+F) opens advanced search; the first
 * plain Ctrl+F of the visit shows a toast pointing there and still opens the browser's own find.
 */
export function useSearchShortcuts(onOpenAdvanced: () => void, enabled = true): void {
  const dispatch = useAppDispatch();
  const t = useT();
  const hint = t('search.ctrlFHint');
  const open = useRef(onOpenAdvanced);
  useEffect(() => {
    open.current = onOpenAdvanced;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || !isF(e)) return;
      if (e.shiftKey) {
        e.preventDefault();
        open.current();
      } else if (!hintShown) {
        hintShown = true;
        dispatch(toastRequested({ ...CTRL_F_HINT, text: hint }));
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch, enabled, hint]);
}

/** Open pickers and popups, innermost last. */
const layers: Array<{ close: () => void }> = [];
let listening = false;

function onEscapeCapture(e: KeyboardEvent) {
  const top = layers[layers.length - 1];
  if (e.key !== 'Escape' || !top) return;
  // Caught on the way down, before the modal's own Escape handler: only the innermost closes.
  e.preventDefault();
  e.stopPropagation();
  top.close();
}

/**
 * A popup inside a modal (a chip input's suggestions, a date or effect picker) registers here
 * while open: Escape then closes it and not the modal behind it (spec: Escape closes the date
 * picker first, then the effect picker, then the modal).
 */
export function useEscapeLayer(open: boolean, close: () => void): void {
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  });
  useEffect(() => {
    if (!open) return undefined;
    const layer = { close: () => closeRef.current() };
    layers.push(layer);
    if (!listening) {
      window.addEventListener('keydown', onEscapeCapture, true);
      listening = true;
    }
    return () => {
      layers.splice(layers.indexOf(layer), 1);
      if (layers.length === 0 && listening) {
        window.removeEventListener('keydown', onEscapeCapture, true);
        listening = false;
      }
    };
  }, [open]);
}
