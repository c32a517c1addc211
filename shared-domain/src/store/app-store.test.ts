import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { apiInstalled, createAppStore, installApi, type StoreApi } from './app-store';
import { scrollBatchCommitted, selectScrollBatch, settingToggled, themeSet } from '../settings/settings-slice';
import { loadSettings, SETTINGS_STORAGE_KEY } from '../settings/settings-storage';

describe('createAppStore', () => {
  it('persists every settings change and reads back the same settings', () => {
    const saved = new Map<string, string>();
    const store = createAppStore({ storage: { setItem: (k, v) => void saved.set(k, v) } });
    store.dispatch(settingToggled('jpContent'));
    store.dispatch(themeSet('light'));
    const back = loadSettings(saved.get(SETTINGS_STORAGE_KEY) ?? null).settings;
    expect(back).toEqual(store.getState().settings);
    expect(back.jpContent).toBe(true);
    expect(back.theme).toBe('light');
  });

  it('keeps working when storage throws', () => {
    const store = createAppStore({
      storage: {
        setItem: () => {
          throw new Error('quota');
        },
      },
    });
    expect(() => store.dispatch(settingToggled('useUtc'))).not.toThrow();
    expect(store.getState().settings.useUtc).toBe(true);
  });

  it('keeps a committed blank batch field blank and reads that as 10', () => {
    const store = createAppStore();
    store.dispatch(scrollBatchCommitted(''));
    expect(store.getState().settings.scrollBatch).toBeNull();
    expect(selectScrollBatch(store.getState())).toBe(10);
    store.dispatch(scrollBatchCommitted('12x5'));
    expect(selectScrollBatch(store.getState())).toBe(125);
  });
});

/** A stand-in with the shape of an RTK Query api: a reducer and a middleware that log what they see. */
function fakeApi(reducerPath = 'fakeApi') {
  const seen: string[] = [];
  const middleware: Middleware = () => (next) => (action) => {
    seen.push((action as UnknownAction).type);
    return next(action);
  };
  const reducer = (state: { calls: number } = { calls: 0 }, action: UnknownAction) =>
    action.type === 'fake/called' ? { calls: state.calls + 1 } : state;
  return { api: { reducerPath, reducer, middleware } as StoreApi, seen };
}

describe('installApi', () => {
  it('adds the reducer and the middleware to a running store, once', () => {
    const store = createAppStore();
    const { api, seen } = fakeApi('lateApi');
    expect((store.getState() as Record<string, unknown>).lateApi).toBeUndefined();
    installApi(store, api);
    installApi(store, api);
    expect((store.getState() as Record<string, unknown>).lateApi).toEqual({ calls: 0 });
    store.dispatch({ type: 'fake/called' });
    expect((store.getState() as Record<string, unknown>).lateApi).toEqual({ calls: 1 });
    expect(seen.filter((t) => t === 'fake/called')).toHaveLength(1);
    expect(seen).toContain(apiInstalled.type);
  });

  it('wires the middleware per store: a second store gets its own', () => {
    const { api, seen } = fakeApi('twoStores');
    const first = createAppStore({ api });
    const second = createAppStore();
    second.dispatch({ type: 'fake/before' });
    expect(seen).not.toContain('fake/before');
    installApi(second, api);
    first.dispatch({ type: 'fake/one' });
    second.dispatch({ type: 'fake/two' });
    expect(seen.filter((t) => t.startsWith('fake/'))).toEqual(['fake/one', 'fake/two']);
  });

  it('refuses a store it did not make', () => {
    const { api } = fakeApi();
    expect(() => installApi({} as never, api)).toThrow(/createAppStore/);
  });
});
