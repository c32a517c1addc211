import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  parseReleaseOrderQuery,
  writeReleaseOrderQuery,
  type ReleaseOrderFilter,
} from 'shared-domain/characters/release-order-query';

/**
 * The release-order filter is URL state: read from `type` and `rebirth`, written with replace.
 * Returns the URL's filter (what the list shows), a setter, and the filter the controls show: the
 * router applies a URL change in a transition, and until it lands a controlled radio or toggle
 * would snap back to the old value for a moment (and a second quick click would start from it).
 */
export function useReleaseOrderFilter(): [filter: ReleaseOrderFilter, setFilter: (filter: ReleaseOrderFilter) => void, picked: ReleaseOrderFilter] {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filter = useMemo(() => parseReleaseOrderQuery(new URLSearchParams(search)), [search]);
  // `from`: the query it was picked on; any other query means the change landed (or was left).
  const [pending, setPending] = useState<{ from: string; filter: ReleaseOrderFilter } | null>(null);
  const picked = pending !== null && pending.from === search ? pending.filter : filter;
  const setFilter = useCallback(
    (next: ReleaseOrderFilter) => {
      setPending({ from: search, filter: next });
      setSearchParams((prev) => writeReleaseOrderQuery(prev, next), { replace: true });
    },
    [search, setSearchParams],
  );
  return [filter, setFilter, picked];
}
