import type { OwnedCount as Count } from 'shared-domain/collection/collection-model';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { useT } from 'shared-ui/messages/catalogue';
import styles from './owned-count.module.css';

/** Before the collection is read: the total, and the ids counted (idRanges) for the marks drawn before the page's code has run. */
export type UnknownCount = { owned: null; total: number; units?: string; cards?: string };

/** Stands for the owned number in the message, which is split there to put the number in its own element. */
const SLOT = '\uE000';

/**
 * "Owned X of Y" for the items a list shows. Before the collection is read (server, hydration) it
 * reads "Owned – of Y" in the same reserved width, so nothing moves when the number arrives.
 */
export function OwnedCount({ count }: { count: Count | UnknownCount }) {
  const t = useT();
  const locale = useLocale();
  const owned = count.owned === null ? '–' : formatNumber(count.owned, locale);
  const ids = count.owned === null ? count : null;
  const [before = '', after = ''] = t('collection.owned', { owned: SLOT, total: formatNumber(count.total, locale) }).split(SLOT);
  return (
    <span className={styles.owned} data-owned={count.owned ?? ''} aria-busy={count.owned === null || undefined}>
      {before}
      <span className={styles.number} data-count-units={ids?.units} data-count-cards={ids?.cards} suppressHydrationWarning>
        {owned}
      </span>
      {after}
    </span>
  );
}
