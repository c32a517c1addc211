import { useEffect } from 'react';
import { rootReducer } from 'shared-domain/store/app-store';
import { phaseDurationMs, type Toast } from 'shared-domain/toasts/toast-machine';
import { toastAdvanced, toastDismissed, toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { useAppDispatch, useAppSelector } from 'shared-ui/hooks/store-hooks';
import { useT } from '../../messages/catalogue';
import { ToastStack } from './toast-stack';
import { useDailyResetToast } from './use-daily-reset-toast';

// The shell owns the toast list; remotes only dispatch `toastRequested` into the same store.
const withToasts = rootReducer.inject(toastsSlice);
const selectToasts = withToasts.selector((state) => state.toasts.items);

/** One timer per toast and phase: a phase change in one toast never restarts another's clock. */
function ToastTimer({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const delay = phaseDurationMs(toast);
  const { id, phase } = toast;
  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => dispatch(toastAdvanced({ id, from: phase })), delay);
    return () => clearTimeout(timer);
  }, [dispatch, id, phase, delay]);
  return null;
}

/** The shell's toasts: the timers that run the state machine, the stack view and the daily reset. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  useDailyResetToast(dispatch, useT());
  return (
    <>
      {toasts.map((toast) => (
        <ToastTimer key={toast.id} toast={toast} />
      ))}
      <ToastStack
        toasts={toasts}
        onDismiss={(id) => dispatch(toastDismissed(id))}
        onAction={(toast) => {
          if (toast.action) dispatch(toast.action.dispatch);
          dispatch(toastDismissed(toast.id));
        }}
      />
    </>
  );
}
