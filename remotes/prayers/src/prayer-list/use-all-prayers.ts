import { useEffect, useMemo, useState } from 'react';
import type { PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { errorMessage } from 'shared-domain/api/error-message';
import { indexPrayer, type IndexedPrayer } from './prayer-filter';
import { useLazyPrayerListMoreQuery, usePrayerListQuery } from '../prayers-api';

// Each page is normalised for searching once, however often the list re-renders.
const indexed = new WeakMap<readonly PrayerSummary[], IndexedPrayer<PrayerSummary>[]>();
const indexPage = (page: readonly PrayerSummary[]) => {
  let entries = indexed.get(page);
  if (!entries) {
    entries = page.map(indexPrayer);
    indexed.set(page, entries);
  }
  return entries;
};

interface MorePages {
  /** get-list-2 pages after the first, in order. */
  pages: (readonly PrayerSummary[])[];
  done: boolean;
  error: string | null;
}

/**
 * The whole prayer list: get-list, then get-list-2 from the last loaded id until
 * isLast. The first page is usable at once (the list shows it while the rest loads).
 */
export function useAllPrayers() {
  const first = usePrayerListQuery();
  const [fetchMore] = useLazyPrayerListMoreQuery();
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState<MorePages>({ pages: [], done: false, error: null });
  const firstData: PrayerListResponse | undefined = first.data;

  useEffect(() => {
    if (!firstData) return undefined;
    if (firstData.isLast || firstData.content.length === 0) {
      setMore({ pages: [], done: true, error: null });
      return undefined;
    }
    let cancelled = false;
    const pages: (readonly PrayerSummary[])[] = [];
    setMore({ pages: [], done: false, error: null });
    void (async () => {
      let last = firstData.content[firstData.content.length - 1]!.id;
      try {
        for (;;) {
          const page = await fetchMore({ last }, true).unwrap();
          if (cancelled) return;
          pages.push(page.content);
          const done = page.isLast || page.content.length === 0;
          setMore({ pages: [...pages], done, error: null });
          if (done) return;
          last = page.content[page.content.length - 1]!.id;
        }
      } catch (error) {
        if (cancelled) return;
        console.error('[prayer list] get-list-2 failed', error);
        setMore({ pages: [...pages], done: false, error: errorMessage(error) });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [firstData, fetchMore, attempt]);

  const entries = useMemo(() => {
    if (!firstData) return [];
    const seen = new Set<number>();
    const out: IndexedPrayer<PrayerSummary>[] = [];
    for (const page of [firstData.content, ...more.pages]) {
      for (const e of indexPage(page)) {
        if (seen.has(e.prayer.id)) continue;
        seen.add(e.prayer.id);
        out.push(e);
      }
    }
    return out;
  }, [firstData, more.pages]);

  return {
    /** The first call's state, for the loading skeleton and its error. */
    first,
    entries,
    filterOpts: firstData?.filterOpts ?? null,
    /** More pages are still coming. */
    loading: !firstData || (!more.done && more.error === null),
    moreError: more.error,
    retryMore: () => setAttempt((n) => n + 1),
  };
}
