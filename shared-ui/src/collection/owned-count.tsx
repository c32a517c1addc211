import type { OwnedCount as Count } from 'shared-domain/collection/collection-model';
import styles from './owned-count.module.css';

/** Before the collection is read: the total, and the ids counted (idRanges) for the marks drawn before the page's code has run. */
export type UnknownCount = { owned: null; total: number; units?: string; cards?: string };

/**
 * "Owned X of Y" for the items a list shows. Before the collection is read (server, hydration) it
 * reads "Owned – of Y" in the same reserved width, so nothing moves when the number arrives.
 */
export function OwnedCount({ count }: { count: Count | UnknownCount }) {
  const owned = count.owned === null ? '–' : count.owned.toLocaleString('en-US');
  const ids = count.owned === null ? count : null;
  return (
    <span className={styles.owned} data-owned={count.owned ?? ''} aria-busy={count.owned === null || undefined}>
      Owned{' '}
      <span className={styles.number} data-count-units={ids?.units} data-count-cards={ids?.cards} suppressHydrationWarning>
        {owned}
      </span>{' '}
      of {count.total.toLocaleString('en-US')}
    </span>
  );
}
