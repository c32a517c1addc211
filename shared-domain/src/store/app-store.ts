import { combineSlices, configureStore, type Middleware, type Reducer } from '@reduxjs/toolkit';
import { settingsSlice } from '../settings/settings-slice';
import type { Settings } from '../settings/settings-model';
import { SETTINGS_STORAGE_KEY, serializeSettings } from '../settings/settings-storage';

/** Remotes add their slices here by declaration merging, then `rootReducer.inject(slice)`. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

/**
 * The one root reducer. shared-domain is a federation singleton, so the shell and every remote
 * see this same instance and can inject into it without importing the store module.
 */
export const rootReducer = combineSlices(settingsSlice).withLazyLoadedSlices<LazyLoadedSlices>();
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

export function createAppStore({ api, settings, storage }: AppStoreOptions = {}) {
  if (api) rootReducer.inject({ reducerPath: api.reducerPath, reducer: api.reducer });
  const extra: Middleware[] = [];
  if (api) extra.push(api.middleware);
  if (storage) extra.push(settingsPersistence(storage));
  return configureStore({
    reducer: rootReducer,
    preloadedState: settings ? ({ settings } as Partial<RootState>) : undefined,
    middleware: (getDefault) => getDefault().concat(extra),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
