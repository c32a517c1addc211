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
    // The chunk the share table loads shared-ui/api from (shell-shares.ts): one copy of the api layer
    // rather than a second one (base query, retry rule, baseApi) in a chunk of its own.
    pending = import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/base-api').then(({ baseApi }) => installApi(store, baseApi));
    pending.catch(() => installed.delete(store));
    installed.set(store, pending);
  }
  return pending;
}
