import type { ToastRequest } from 'shared-domain/toasts/toast-machine';
import type { MessageKey } from '../../messages/catalogue';

/** Shown at every UTC day rollover: its message, in the page's language when it is shown. */
export const DAILY_RESET_TOAST: Readonly<{ text: MessageKey } & Required<Pick<ToastRequest, 'durationMs'>>> = Object.freeze({
  text: 'toasts.dailyReset',
  durationMs: 5000,
});
