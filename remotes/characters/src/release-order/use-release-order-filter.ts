import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseReleaseOrderQuery,
  writeReleaseOrderQuery,
  type ReleaseOrderFilter,
} from 'shared-domain/characters/release-order-query';

/** The release-order filter is URL state: read from `type` and `rebirth`, written with replace. */
export function useReleaseOrderFilter(): [ReleaseOrderFilter, (filter: ReleaseOrderFilter) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = useMemo(() => parseReleaseOrderQuery(new URLSearchParams(search)), [search]);
  const setFilter = useCallback(
    (next: ReleaseOrderFilter) => setSearchParams((prev) => writeReleaseOrderQuery(prev, next), { replace: true }),
    [setSearchParams],
  );
  return [filter, setFilter];
}
