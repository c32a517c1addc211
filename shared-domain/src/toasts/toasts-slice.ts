import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { advanceToast, createToast, dismissToast, type Toast, type ToastPhase, type ToastRequest } from './toast-machine';

export interface ToastsState {
  items: Toast[];
  nextId: number;
}

const initialState: ToastsState = { items: [], nextId: 1 };

/**
 * The toast list. The shell injects it (`rootReducer.inject(toastsSlice)`) and runs the timers;
 * any remote may dispatch `toastRequested` (shared-domain is a singleton, so the action type and
 * the store are the same ones).
 */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastRequested(state, action: PayloadAction<ToastRequest>) {
      state.items.push(createToast(state.nextId, action.payload));
      state.nextId += 1;
    },
    toastAdvanced(state, action: PayloadAction<{ id: number; from: ToastPhase }>) {
      const { id, from } = action.payload;
      state.items = state.items.map((t) => (t.id === id ? advanceToast(t, from) : t)).filter((t) => t.phase !== 'removed');
    },
    toastDismissed(state, action: PayloadAction<number>) {
      state.items = state.items.map((t) => (t.id === action.payload ? dismissToast(t) : t));
    },
  },
  selectors: {
    selectToastItems: (s) => s.items,
  },
});

export const { toastRequested, toastAdvanced, toastDismissed } = toastsSlice.actions;

// The slice is lazily injected: RootState knows it as an optional key.
declare module '../store/app-store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof toastsSlice> {}
}
