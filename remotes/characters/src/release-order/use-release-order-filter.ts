import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';
import { parseReleaseOrderQuery, writeReleaseOrderQuery, type ReleaseOrderFilter } from './release-order-query';

/**
 * The release-order filter is URL state: read from `type` and `rebirth`, written with replace.
 * Returns the URL's filter (what the list shows), a setter, and the filter the controls show (a
 * pick, until the URL has it).
 */
export function useReleaseOrderFilter(): [
  filter: ReleaseOrderFilter,
  setFilter: (filter: ReleaseOrderFilter) => void,
  picked: ReleaseOrderFilter,
] {
  const [searchParams, setSearchParams] = useLatestSearchParams();
  const search = searchParams.toString();
  const filter = useMemo(() => parseReleaseOrderQuery(new URLSearchParams(search)), [search]);
  const [pending, pick] = usePickUntilUrlChanges<ReleaseOrderFilter>(search);
  const setFilter = useCallback(
    (next: ReleaseOrderFilter) => {
      pick(next);
      setSearchParams((prev) => writeReleaseOrderQuery(prev, next), { replace: true });
    },
    [pick, setSearchParams],
  );
  const picked = pending ?? filter;
  return [filter, setFilter, picked];
}
