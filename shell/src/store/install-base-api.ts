import { installApi, type AppStore } from 'shared-domain/store/app-store';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';
import type { ServerQuery } from '../ssr/server-queries';

const installed = new WeakMap<AppStore, Promise<void>>();

/**
 * Puts the shared RTK Query api into the store the first time a
 * section is shown. The shell's own pages never load it. Remotes import the same instance through
 * the share table, so their endpoints land in this store's cache.
 */
export function installBaseApi(store: AppStore): Promise<void> {
  let pending = installed.get(store);
  if (!pending) {
    // The chunk the share table loads shared-ui/api from (shell-shares.ts): one copy of the api layer
    // rather than a second one (base query, retry rule, baseApi) in a chunk of its own.
    // Joining the store is a task after the chunk's evaluation (RTK Query's api being built): on a
    // phone each is tens of milliseconds.
    pending = import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/base-api').then(async ({ baseApi }) => {
      await nextTask();
      installApi(store, baseApi);
    });
    pending.catch(() => installed.delete(store));
    installed.set(store, pending);
  }
  return pending;
}

/**
 * Runs the queries a server-rendered section page was rendered with (ssr/server-queries.ts), so
 * its first render in the browser shows the same answers and hydrates. Their answers were
 * preloaded with the HTML. Not subscribed: the page's own hooks hold them from then on.
 */
export async function runServerQueries(store: AppStore, queries: readonly ServerQuery[]): Promise<void> {
  const { baseApi } = await import(/* webpackChunkName: "shared-ui-api" */ 'shared-ui/api/base-api');
  const endpoints = baseApi.endpoints as unknown as Record<
    string,
    { initiate?: (args: unknown, options: { subscribe: false }) => unknown } | undefined
  >;
  await Promise.all(
    queries.map((q) => {
      const initiate = endpoints[q.endpoint]?.initiate;
      return initiate ? (store.dispatch(initiate(q.args, { subscribe: false }) as never) as Promise<unknown>) : undefined;
    }),
  );
}
