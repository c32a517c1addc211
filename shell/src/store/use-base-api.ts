import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from 'shared-domain/store/app-store';
import { installBaseApi } from './install-base-api';

/**
 * Whether the site's API cache is in the store, installing it once `wanted`: RTK Query's hooks must
 * not render before. `prepare` runs once it is in, before the hooks render (to seed the cache).
 */
export function useBaseApi(wanted: boolean, prepare?: (store: AppStore) => void): boolean {
  const store = useStore() as AppStore;
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    void installBaseApi(store).then(() => {
      if (!live) return;
      prepare?.(store);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [wanted, store, prepare]);
  return ready;
}
