import styles from './owned-mark.module.css';

/**
 * The owned mark the character thumbnails show (a check in a round badge), read out as 'Owned' so
 * it is not told by colour alone. `overlay` pins it to the corner of a portrait.
 */
export function OwnedMark({ overlay = false }: { overlay?: boolean }) {
  return (
    <span
      className={overlay ? `${styles.owned} ${styles.overlay}` : styles.owned}
      role="img"
      aria-label="Owned"
      title="Owned"
      data-owned=""
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
    </span>
  );
}
