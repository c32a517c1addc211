import { skipToken } from '@reduxjs/toolkit/query';
import { shallowEqual } from 'react-redux';
import { useMemo } from 'react';
import type { PrayerListNextResponse, PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import type { RootState } from 'shared-domain/store/app-store';
import { useAppSelector } from 'shared-ui/hooks/store-hooks';
import { prayersApi, usePrayerListMoreQuery, usePrayerListQuery } from '../prayers-api';

const selectMore = (last: number) => prayersApi.endpoints.prayerListMore.select({ last });

type Page = Pick<PrayerListResponse | PrayerListNextResponse, 'content' | 'isLast'>;

/**
 * The list's pages from the first, as far as the cache holds them, until one reaches back before
 * `needFrom` (its oldest prayer started earlier) or the list ends; `next`: the page to ask for next.
 */
function loadedPages(state: RootState, first: Page | undefined, needFrom: number): { pages: Page[]; next: number | null } {
  if (!first) return { pages: [], next: null };
  const pages: Page[] = [first];
  for (let page: Page = first; ;) {
    const oldest = page.content.at(-1);
    if (page.isLast || oldest === undefined || Date.parse(oldest.start) < needFrom) return { pages, next: null };
    const more = selectMore(oldest.id)(state as never).data;
    if (!more) return { pages, next: oldest.id };
    pages.push(more);
    page = more;
  }
}

/**
 * The prayers a month of the calendar needs: the list is newest first, so its pages are read until
 * one starts before `needFrom`, one page per render. Each page is a query the hook asks for while it
 * renders, so the server renders the calendar with them all (it renders again until no query runs).
 */
export function useSchedulePrayers(needFrom: number) {
  const first = usePrayerListQuery();
  const { pages, next } = useAppSelector(
    (state) => loadedPages(state, first.data, needFrom),
    (a, b) => a.next === b.next && shallowEqual(a.pages, b.pages),
  );
  const more = usePrayerListMoreQuery(next === null ? skipToken : { last: next });
  const prayers = useMemo(() => {
    const seen = new Set<number>();
    const out: PrayerSummary[] = [];
    for (const page of pages)
      for (const p of page.content as PrayerSummary[]) {
        if (seen.has(p.id)) continue;
        seen.add(p.id);
        out.push(p);
      }
    return out;
  }, [pages]);
  return {
    first,
    prayers,
    filterOpts: first.data?.filterOpts ?? null,
    loading: first.isLoading || next !== null,
    moreError: more.isError ? more.error : null,
    retryMore: more.refetch,
  };
}
