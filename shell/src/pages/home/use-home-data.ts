import { lazy, useCallback, useEffect, useState } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { engagedAndQuiet } from 'shared-ui/hooks/idle-moments';
import { markInlinedHomeUsed, takeInlinedHome } from './inlined-home';

/** What the home blocks render: the same fields whichever way the data came. */
export interface HomeDataState {
  data: HomeResponse | undefined;
  currentData: HomeResponse | undefined;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => void;
  /** The live query's request in flight (a slow answer's Retry sends it again). */
  requestId?: string;
}

export type HomeDataReport = (state: HomeDataState) => void;

/**
 * The data layer (RTK Query) joins the home page lazily: the first paint uses the payload
 * inlined in the HTML; the live query takes over in the background (seeded with that payload, so
 * it does not fetch again) and serves Retry and later visits.
 */
export const LiveHomeData = lazy(() => import('./live-home-data'));

export function useHomeData() {
  const [inlined] = useState(() => takeInlinedHome());
  const [state, setState] = useState<HomeDataState>(() => ({
    data: inlined ?? undefined,
    currentData: inlined ?? undefined,
    isLoading: !inlined,
    isFetching: !inlined,
    isError: false,
    error: undefined,
    refetch: () => undefined,
  }));
  // Without an inlined payload the live query is needed now; with one, once the page settled and
  // the visitor is there (it serves Retry and later visits, not this paint).
  const [live, setLive] = useState(!inlined);
  useEffect(() => {
    if (inlined) markInlinedHomeUsed();
  }, [inlined]);
  useEffect(() => {
    if (live) return;
    let gone = false;
    void engagedAndQuiet().then(() => !gone && setLive(true));
    return () => {
      gone = true;
    };
  }, [live]);
  const report = useCallback<HomeDataReport>((next) => setState(next), []);
  return { state, live, seed: inlined, report };
}
