import { useSyncExternalStore } from 'react';

/** Whether the search box is open and what it opened with (the text typed into the navbar's field before). */
export interface SearchBoxState {
  open: boolean;
  initial: string;
  /** The element focus goes back to when the box closes. */
  returnFocus: HTMLElement | null;
}

let state: SearchBoxState = { open: false, initial: '', returnFocus: null };
const listeners = new Set<() => void>();
const set = (next: SearchBoxState) => {
  state = next;
  for (const listener of listeners) listener();
};

/** Opens the box; focus goes back to `returnFocus` when it closes (else to what had it). */
export function openSearchBox(initial = '', returnFocus?: HTMLElement | null): void {
  if (state.open) return;
  const active = typeof document !== 'undefined' ? document.activeElement : null;
  set({ open: true, initial, returnFocus: returnFocus ?? (active instanceof HTMLElement ? active : null) });
}

export function closeSearchBox(): void {
  if (!state.open) return;
  const { returnFocus } = state;
  set({ open: false, initial: '', returnFocus: null });
  if (returnFocus?.isConnected) returnFocus.focus();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

const CLOSED: SearchBoxState = { open: false, initial: '', returnFocus: null };

/**
 * The box's state. The server's HTML has it closed, and so has the page while it hydrates (a key
 * pressed before would otherwise differ from the HTML): React renders it open right after.
 */
export const useSearchBox = (): SearchBoxState =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
