/**
 * A toast's life: `wait` (mounted, still transparent so the entry transition can
 * run) → `show` (visible for its duration) → `hiding` (fading out) → `hidden` (collapsing, its gap
 * closing) → `removed` (gone from the list). Pure: the shell's timers drive it.
 */
export const TOAST_PHASES = ['wait', 'show', 'hiding', 'hidden', 'removed'] as const;
export type ToastPhase = (typeof TOAST_PHASES)[number];

/** wait → show: one frame or two, so the browser paints the transparent start first. */
export const TOAST_ENTER_DELAY_MS = 20;
/** hiding → hidden: the fade-out (matches the toast view's opacity transition). */
export const TOAST_HIDE_MS = 300;
/** hidden → removed: the collapse of its height and gap (matches the view's height transition). */
export const TOAST_COLLAPSE_MS = 200;
/** Space between stacked toasts. */
export const TOAST_GAP_PX = 8;
export const DEFAULT_TOAST_MS = 3000;
/** A longer request is a mistake (a toast must not hang around for a day); it is capped here. */
export const MAX_TOAST_MS = 60_000;

/** A button on the toast (Undo): the Redux action it dispatches, as data, so the toast list stays serializable. */
export interface ToastAction {
  label: string;
  dispatch: { type: string; payload?: unknown };
}

export interface Toast {
  id: number;
  text: string;
  action?: ToastAction;
  /** How long it stays in `show`. */
  durationMs: number;
  phase: ToastPhase;
}

export interface ToastRequest {
  text: string;
  durationMs?: number;
  action?: ToastAction;
}

/** A request as a toast in `wait`; the duration is made finite and kept within 0..60 s. */
export function createToast(id: number, { text, durationMs, action }: ToastRequest): Toast {
  const ms = typeof durationMs === 'number' && Number.isFinite(durationMs) ? durationMs : DEFAULT_TOAST_MS;
  const toast: Toast = { id, text: String(text), durationMs: Math.min(MAX_TOAST_MS, Math.max(0, Math.round(ms))), phase: 'wait' };
  return action ? { ...toast, action } : toast;
}

const NEXT: Record<ToastPhase, ToastPhase> = {
  wait: 'show',
  show: 'hiding',
  hiding: 'hidden',
  hidden: 'removed',
  removed: 'removed',
};

export const nextPhase = (phase: ToastPhase): ToastPhase => NEXT[phase];

/** How long the toast stays in its current phase before the next one; null once removed. */
export function phaseDurationMs(toast: Pick<Toast, 'phase' | 'durationMs'>): number | null {
  switch (toast.phase) {
    case 'wait':
      return TOAST_ENTER_DELAY_MS;
    case 'show':
      return toast.durationMs;
    case 'hiding':
      return TOAST_HIDE_MS;
    case 'hidden':
      return TOAST_COLLAPSE_MS;
    case 'removed':
      return null;
  }
}

/**
 * Moves a toast on, but only from the phase the timer was set for: a stale timer (a dismissal
 * got there first, or StrictMode ran an effect twice) changes nothing.
 */
export function advanceToast(toast: Toast, from: ToastPhase): Toast {
  return toast.phase === from ? { ...toast, phase: nextPhase(from) } : toast;
}

/** The visitor closed it: a waiting or showing toast starts fading out at once. */
export function dismissToast(toast: Toast): Toast {
  return toast.phase === 'wait' || toast.phase === 'show' ? { ...toast, phase: 'hiding' } : toast;
}

/** Total time from request to removal, e.g. for tests and for callers that chain toasts. */
export const toastLifetimeMs = (durationMs: number) => TOAST_ENTER_DELAY_MS + durationMs + TOAST_HIDE_MS + TOAST_COLLAPSE_MS;
