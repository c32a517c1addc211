import { installApi, type AppStore } from 'shared-domain/store/app-store';

const installed = new WeakMap<AppStore, Promise<void>>();

/**
 * Puts the shared RTK Query api (≈14 KB gzip with RTK Query) into the store the first time a
 * section is shown. The shell's own pages never load it. Remotes import the same instance through
 * the share table, so their endpoints land in this store's cache.
 */
export function installBaseApi(store: AppStore): Promise<void> {
  let pending = installed.get(store);
  if (!pending) {
    pending = import(/* webpackChunkName: "base-api" */ 'shared-ui/api/base-api').then(({ baseApi }) => installApi(store, baseApi));
    pending.catch(() => installed.delete(store));
    installed.set(store, pending);
  }
  return pending;
}
