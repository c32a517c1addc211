import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from 'shared-ui/hooks/use-latest-search-params';
import { usePickUntilUrlChanges } from 'shared-ui/hooks/use-pick-until-url-changes';
import { parsePrayerQuery, serialisePrayerQuery } from './prayer-query';
import type { PrayerSearch } from './prayer-search';

export type PrayerSearchUpdate = (current: PrayerSearch) => PrayerSearch;

/**
 * The list's search lives in the URL query (every alias read, the canonical form written with replace).
 * An update is a function of the search last written, so a chip and then a prayer type picked before
 * the router lands the first do not undo each other; the controls show each pick at once.
 */
export function usePrayerSearch() {
  const [params, write] = useLatestSearchParams();
  const raw = params.toString();
  const parsed = useMemo(() => parsePrayerQuery(new URLSearchParams(raw)), [raw]);
  const [picked, pick] = usePickUntilUrlChanges<PrayerSearch>(raw);
  const update = useCallback(
    (change: PrayerSearchUpdate) =>
      write(
        (latest) => {
          const next = change(parsePrayerQuery(latest).search);
          pick(next);
          return serialisePrayerQuery(next, latest);
        },
        { replace: true },
      ),
    [write, pick],
  );
  return { search: picked ?? parsed.search, problems: parsed.problems, update };
}
