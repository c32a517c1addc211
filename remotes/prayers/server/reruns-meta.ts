import type { PageMeta } from 'shared-domain/federation/page-server';
import type { Translate } from '../src/messages/catalogue';
import { RERUNS_TITLE } from '../src/prayer-pages';
import { DEFAULT_RERUN_SORT, parseRerunSort, RERUN_SORT_LABELS } from '../src/reruns/rerun-sort';

/**
 * The rerun table's head: the default order keeps the manifest's words; another order names
 * itself, so a shared sorted link says what it shows, in the link's language (`t`).
 */
export function rerunsMeta(url: URL, t: Translate): PageMeta | null {
  const { sort } = parseRerunSort(url.searchParams);
  if (sort === DEFAULT_RERUN_SORT) return null;
  // The order's label sits inside a sentence (a no-op for Japanese).
  const order = t(RERUN_SORT_LABELS[sort]).toLowerCase();
  return {
    title: t('meta.rerunsSortedTitle', { title: t(RERUNS_TITLE), order }),
    description: t('meta.rerunsSortedDescription', { order }),
    card: {
      kicker: t('meta.rerunsKicker'),
      heading: t('meta.rerunsSortedHeading', { order }),
      lines: [t('meta.rerunsLine')],
      accent: '#e0a84f',
    },
  };
}
