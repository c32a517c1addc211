import { useCallback, useEffect } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import type { AppStore } from 'shared-domain/store/app-store';
import { generalApi, useHomeQuery } from 'shared-ui/api/general-api';
import { useBaseApi } from '../../store/use-base-api';
import type { HomeDataReport } from './use-home-data';

interface LiveHomeDataProps {
  seed: HomeResponse | null;
  report: HomeDataReport;
}

/** Installs the data layer, seeds it with the inlined payload, then reports the live query. */
export default function LiveHomeData({ seed, report }: LiveHomeDataProps) {
  const seedCache = useCallback(
    (store: AppStore) => {
      if (!seed) return;
      const upsert = generalApi.util.upsertQueryData('home', undefined, seed);
      // The store's static type predates the api (it joins later), so its dispatch does not list RTK Query's thunks.
      (store.dispatch as (action: typeof upsert) => unknown)(upsert);
    },
    [seed],
  );
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
