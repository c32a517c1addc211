import type { OwnedCount as Count } from 'shared-domain/collection/collection-model';
import styles from './owned-count.module.css';

/**
 * "Owned X of Y" for the items a list shows. Before the collection is read (server, hydration) it
 * reads "Owned – of Y" in the same reserved width, so nothing moves when the number arrives.
 */
export function OwnedCount({ count }: { count: Count | { owned: null; total: number } }) {
  const owned = count.owned === null ? '–' : count.owned.toLocaleString('en-US');
  return (
    <span className={styles.owned} data-owned={count.owned ?? ''} aria-busy={count.owned === null || undefined}>
      Owned <span className={styles.number}>{owned}</span> of {count.total.toLocaleString('en-US')}
    </span>
  );
}
