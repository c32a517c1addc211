import type { PageMeta } from 'shared-domain/federation/page-server';
import type { Translate } from '../src/messages/catalogue';
import { RERUNS_TITLE } from '../src/prayer-pages';
import { DEFAULT_RERUN_SORT, parseRerunSort, RERUN_SORT_LABELS } from '../src/reruns/rerun-sort';

/**
 * The rerun table's head: the default order keeps the manifest's words; another order names
 * itself, so a shared sorted link says what it shows. In English (`en`), as the server's heads are.
 */
export function rerunsMeta(url: URL, en: Translate): PageMeta | null {
  const { sort } = parseRerunSort(url.searchParams);
  if (sort === DEFAULT_RERUN_SORT) return null;
  const order = en(RERUN_SORT_LABELS[sort]).toLowerCase();
  return {
    title: `${en(RERUNS_TITLE)} by ${order}`,
    description: `Every character's prayer runs and the waits between them, sorted by ${order}.`,
    card: { kicker: 'Prayer reruns', heading: `Sorted by ${order}`, lines: ['Runs and the waits between them'], accent: '#e0a84f' },
  };
}
