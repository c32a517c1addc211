import type { UnitCounts } from 'shared-domain/characters/spoilers';
import styles from './page-layout.module.css';

/** 'available / total' of a group, counted from the units shown (spoilers left out). */
export function GroupCounts({ counts }: { counts: UnitCounts }) {
  return (
    <span className={styles.counts} aria-label={`${counts.available} of ${counts.total} available`}>
      {counts.available} / {counts.total}
    </span>
  );
}
