import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parsePrayerQuery, serialisePrayerQuery } from './prayer-query';
import type { PrayerSearch } from './prayer-search';

/** The list's search lives in the URL query (every alias read, the canonical form written with replace). */
export function usePrayerSearch() {
  const [params, setParams] = useSearchParams();
  const raw = params.toString();
  const { search, problems } = useMemo(() => parsePrayerQuery(new URLSearchParams(raw)), [raw]);
  const setSearch = useCallback(
    (next: PrayerSearch) => setParams((prev) => serialisePrayerQuery(next, prev), { replace: true }),
    [setParams],
  );
  return { search, problems, setSearch };
}
