import { lazy, useCallback, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { engagedAndQuiet } from 'shared-ui/hooks/idle-moments';
import type { LiveHomeDataProps } from './live-home-data';
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

const Nothing = (_props: LiveHomeDataProps): null => null;

/**
 * The data layer (RTK Query) joins the home page lazily: the first paint uses the payload
 * inlined in the HTML; the live query takes over in the background (seeded with that payload, so
 * it does not fetch again) and serves Retry and later visits. Its code failing to load (a dropped
 * connection, a load timed out) is told to `onFailed` rather than thrown: the home keeps what it
 * shows instead of giving way to the page's error screen.
 */
const lazyLiveHomeData = (onFailed: (error: unknown) => void) =>
  lazy<ComponentType<LiveHomeDataProps>>(() =>
    import('./live-home-data').catch((error: unknown) => {
      onFailed(error);
      return { default: Nothing };
    }),
  );

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
  // A failed load of the live layer reads as a failed answer whose Retry loads it again; the data
  // on show, if any, stays.
  const [attempt, setAttempt] = useState(0);
  const LiveHomeData = useMemo(() => {
    const retry = () => {
      setState((shown) => ({ ...shown, isError: false, isLoading: !shown.data, isFetching: true }));
      setAttempt((n) => n + 1);
    };
    return lazyLiveHomeData((error) =>
      setState((shown) => ({ ...shown, isLoading: false, isFetching: false, isError: !shown.data, error, refetch: retry })),
    );
  }, [attempt]);
  return { state, live, seed: inlined, report, LiveHomeData };
}
