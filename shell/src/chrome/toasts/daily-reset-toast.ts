import type { ToastRequest } from 'shared-domain/toasts/toast-machine';

/** Shown at every UTC day rollover. */
export const DAILY_RESET_TOAST: Readonly<Required<Pick<ToastRequest, 'text' | 'durationMs'>>> = Object.freeze({
  text: 'Relog your game to get your login bonus!',
  durationMs: 5000,
});
