import type { ReactNode } from 'react';
import styles from './pending-region.module.css';

interface PendingRegionProps {
  /** Names the region on screen and for assistive technology ("Prayer list"). */
  label: string;
  /** What will fill the region, for readers of the skeleton; defaults to a plain "no content yet". */
  children?: ReactNode;
  className?: string;
}

/**
 * A labelled, deliberately empty part of a page's layout frame. Pages render their regions before
 * their data exists; this keeps them visible and honest (no placeholder text posing as content).
 */
export function PendingRegion({ label, children, className }: PendingRegionProps) {
  return (
    <section aria-label={label} data-pending-region="" className={className ? `${styles.region} ${className}` : styles.region}>
      <p className={styles.label}>{label}</p>
      <p className={styles.note}>{children ?? 'No content yet.'}</p>
    </section>
  );
}
