import { useCallback, useEffect } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import type { AppStore } from 'shared-domain/store/app-store';
import { generalApi, useHomeQuery } from 'shared-ui/api/general-api';
import { useBaseApi } from '../../store/use-base-api';
import type { HomeDataReport } from './use-home-data';

export interface LiveHomeDataProps {
  seed: HomeResponse | null;
  report: HomeDataReport;
}

/**
 * The home's entry in the cache, answered at once: upsertQueryData goes through a pending state
 * first, and a query rendering meanwhile reported no data (the blocks flashed their skeleton and
 * were drawn afresh, losing the focus a modal gives back).
 */
export function seedHomeCache(store: AppStore, seed: HomeResponse): void {
  store.dispatch(generalApi.util.upsertQueryEntries([{ endpointName: 'home', arg: undefined, value: seed }]));
}

/** Installs the data layer, seeds it with the inlined payload, then reports the live query. */
export default function LiveHomeData({ seed, report }: LiveHomeDataProps) {
  const seedCache = useCallback((store: AppStore) => seed && seedHomeCache(store, seed), [seed]);
  const ready = useBaseApi(true, seedCache);
  return ready ? <HomeQuery report={report} /> : null;
}

function HomeQuery({ report }: { report: HomeDataReport }) {
  const { data, currentData, isLoading, isFetching, isError, error, refetch, requestId } = useHomeQuery();
  useEffect(() => {
    report({ data, currentData, isLoading, isFetching, isError, error, refetch: () => void refetch(), requestId });
  }, [report, data, currentData, isLoading, isFetching, isError, error, refetch, requestId]);
  return null;
}
