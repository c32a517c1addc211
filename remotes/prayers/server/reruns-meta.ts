import type { PageMeta } from 'shared-domain/federation/page-server';
import { RERUNS_TITLE } from '../src/prayer-pages';
import { DEFAULT_RERUN_SORT, parseRerunSort, RERUN_SORT_LABELS } from '../src/reruns/rerun-sort';

/**
 * The rerun table's head: the default order keeps the manifest's words; another order names
 * itself, so a shared sorted link says what it shows.
 */
export function rerunsMeta(url: URL): PageMeta | null {
  const { sort } = parseRerunSort(url.searchParams);
  if (sort === DEFAULT_RERUN_SORT) return null;
  const order = RERUN_SORT_LABELS[sort].toLowerCase();
  return {
    title: `${RERUNS_TITLE} by ${order}`,
    description: `Every character's prayer runs and the waits between them, sorted by ${order}.`,
    card: { kicker: 'Prayer reruns', heading: `Sorted by ${order}`, lines: ['Runs and the waits between them'], accent: '#e0a84f' },
  };
}
