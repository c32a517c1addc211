import { combineSlices, configureStore, createAction, createDynamicMiddleware, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { collectionSlice } from 'shared-domain/collection/collection-slice';
import { settingsSlice } from 'shared-domain/settings/settings-slice';
import type { Settings } from '../settings/settings-model';
import { SETTINGS_STORAGE_KEY, serializeSettings } from '../settings/settings-storage';

/** Remotes add their slices here by declaration merging, then `rootReducer.inject(slice)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one root reducer. shared-domain is a federation singleton, so the shell and every remote
 * see this same instance and can inject into it without importing the store module.
 */
export const rootReducer = combineSlices(settingsSlice, collectionSlice).withLazyLoadedSlices<LazyLoadedSlices>();
export type RootState = ReturnType<typeof rootReducer>;

/** The shape of an RTK Query api as the store needs it (kept structural: no React here). */
export interface StoreApi {
  reducerPath: string;
  reducer: Reducer;
  middleware: Middleware;
}

export interface AppStoreOptions {
  api?: StoreApi;
  settings?: Settings;
  /** Where settings are saved on every change; omitted in tests. */
  storage?: Pick<Storage, 'setItem'>;
  /** More middleware of the host (the shell's collection storage). */
  middleware?: Middleware[];
}

/** Saves settings whenever they change; a full or blocked storage must never break the page. */
export const settingsPersistence =
  (storage: Pick<Storage, 'setItem'>): Middleware =>
  (store) =>
  (next) =>
  (action) => {
    const before = (store.getState() as RootState).settings;
    const result = next(action);
    const after = (store.getState() as RootState).settings;
    if (before !== after) {
      try {
        storage.setItem(SETTINGS_STORAGE_KEY, serializeSettings(after));
      } catch {
        // Quota or privacy mode: the setting still applies for this visit.
      }
    }
    return result;
  };

/** Dispatched once an api joins a running store, so its slice holds state before any query. */
export const apiInstalled = createAction<string>('store/apiInstalled');

// Each store's hook for middleware that joins later (an RTK Query api, see installApi).
const lateMiddleware = new WeakMap<object, ReturnType<typeof createDynamicMiddleware>>();

export function createAppStore({ api, settings, storage, middleware = [] }: AppStoreOptions = {}) {
  const dynamic = createDynamicMiddleware();
  const extra: Middleware[] = [dynamic.middleware, ...middleware];
  if (storage) extra.push(settingsPersistence(storage));
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: settings ? ({ settings } as Partial<RootState>) : undefined,
    // The development checks walk every API answer (the story-card list is the largest). They still run;
    // only their "took N ms" warning waits longer, as a busy machine crosses 32 ms on a big answer
    // (and a warning logged after a test has finished fails the Jest run).
    middleware: (getDefault) => getDefault({ serializableCheck: { warnAfter: 1_000 }, immutableCheck: { warnAfter: 1_000 } }).concat(extra),
  });
  lateMiddleware.set(store, dynamic);
  if (api) installApi(store, api);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * Adds an RTK Query api to a running store: its reducer to the root reducer, its middleware to
 * the store's dynamic middleware (each once), then one action so its slice is initialised. This
 * lets the shell load RTK Query only when the first section needs data.
 */
export function installApi(store: AppStore, api: StoreApi): void {
  const dynamic = lateMiddleware.get(store);
  if (!dynamic) throw new Error('installApi needs a store made by createAppStore');
  rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
  dynamic.addMiddleware(api.middleware);
  store.dispatch(apiInstalled(api.reducerPath));
}
