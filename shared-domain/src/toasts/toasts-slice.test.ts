import { configureStore } from '@reduxjs/toolkit';
import { toastAdvanced, toastDismissed, toastRequested, toastsSlice } from './toasts-slice';

const makeStore = () => configureStore({ reducer: { toasts: toastsSlice.reducer } });

describe('toastsSlice', () => {
  it('queues requests in order with fresh ids, each starting in wait', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ text: 'one', durationMs: 1000 }));
    store.dispatch(toastRequested({ text: 'two', durationMs: 2000 }));
    expect(store.getState().toasts.items).toEqual([
      { id: 1, text: 'one', durationMs: 1000, phase: 'wait' },
      { id: 2, text: 'two', durationMs: 2000, phase: 'wait' },
    ]);
  });

  it('drops a toast from the list when it reaches removed', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ text: 'one', durationMs: 1000 }));
    for (const from of ['wait', 'show', 'hiding'] as const) store.dispatch(toastAdvanced({ id: 1, from }));
    expect(store.getState().toasts.items[0]?.phase).toBe('hidden');
    store.dispatch(toastAdvanced({ id: 1, from: 'hidden' }));
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('ignores a stale timer and an unknown id', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ text: 'one' }));
    store.dispatch(toastAdvanced({ id: 1, from: 'show' }));
    store.dispatch(toastAdvanced({ id: 99, from: 'wait' }));
    expect(store.getState().toasts.items[0]?.phase).toBe('wait');
  });

  it('starts hiding a dismissed toast', () => {
    const store = makeStore();
    store.dispatch(toastRequested({ text: 'one' }));
    store.dispatch(toastDismissed(1));
    expect(store.getState().toasts.items[0]?.phase).toBe('hiding');
  });
});
