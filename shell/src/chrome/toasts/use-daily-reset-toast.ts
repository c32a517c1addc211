import { useEffect } from 'react';
import type { AppDispatch } from 'shared-domain/store/app-store';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import type { ShellT } from '../../messages/catalogue';
import { nextUtcMidnight } from './daily-reset';
import { DAILY_RESET_TOAST } from './daily-reset-toast';

/**
 * At each UTC midnight (the game's daily reset) a toast reminds the visitor to relog. A timer
 * that fires early (clock adjusted) waits for the rest; one that fires late (laptop asleep)
 * still shows one toast, then aims at the following midnight.
 */
export function useDailyResetToast(dispatch: AppDispatch, t: ShellT) {
  useEffect(() => {
    let target = nextUtcMidnight(Date.now());
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(fire, Math.max(0, target - Date.now()));
    };
    const fire = () => {
      const now = Date.now();
      if (now >= target) {
        dispatch(toastRequested({ ...DAILY_RESET_TOAST, text: t(DAILY_RESET_TOAST.text) }));
        target = nextUtcMidnight(now);
      }
      schedule();
    };
    schedule();
    return () => clearTimeout(timer);
  }, [dispatch, t]);
}
