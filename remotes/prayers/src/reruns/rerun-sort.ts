import type { MessageKey } from '../messages/catalogue';

/**
 * The rerun table's order, in the URL (`?sort=`), so a sorted table is a link and works from the
 * server's HTML. Each order has its one direction: the longest wait, the most runs first.
 */
export const RERUN_SORTS = ['longest-wait', 'waiting-now', 'runs', 'name'] as const;
export type RerunSort = (typeof RERUN_SORTS)[number];

export const DEFAULT_RERUN_SORT: RerunSort = 'longest-wait';
export const SORT_KEY = 'sort';

/** Each order's name, as a message key (also the heading of the column it sorts by, where there is one). */
export const RERUN_SORT_LABELS: Record<RerunSort, MessageKey> = {
  'longest-wait': 'reruns.sortLongestWait',
  'waiting-now': 'reruns.sortWaitingNow',
  runs: 'reruns.sortRuns',
  name: 'reruns.sortName',
};

export interface RerunSortQuery {
  sort: RerunSort;
  /** What was asked for and not understood, to say so on the page; null when nothing was. */
  unknown: string | null;
}

const isRerunSort = (value: string): value is RerunSort => (RERUN_SORTS as readonly string[]).includes(value);

/** The order a query asks for; anything else gets the default, with what was not understood. */
export function parseRerunSort(params: URLSearchParams): RerunSortQuery {
  const raw = params.get(SORT_KEY);
  if (raw === null || raw === '') return { sort: DEFAULT_RERUN_SORT, unknown: null };
  const key = raw.trim().toLowerCase();
  return isRerunSort(key) ? { sort: key, unknown: null } : { sort: DEFAULT_RERUN_SORT, unknown: raw };
}

/** The query of a sort link: the default order is the bare page (one URL per table). */
export const rerunSortSearch = (sort: RerunSort): string => (sort === DEFAULT_RERUN_SORT ? '' : `?${SORT_KEY}=${sort}`);
