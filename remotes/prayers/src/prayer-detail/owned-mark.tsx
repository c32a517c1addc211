import { useT } from '../messages/catalogue';
import styles from './owned-mark.module.css';

/**
 * The owned mark the character thumbnails show (a check in a round badge), read out as 'Owned' so
 * it is not told by colour alone. `overlay` pins it to the corner of a portrait. Rendered owned or
 * not (hidden unless owned), naming its unit or card: the server's marks are drawn from the
 * stored collection before the page's code has run.
 */
export function OwnedMark({ overlay = false, owned, unit, card }: { overlay?: boolean; owned: boolean; unit?: number; card?: number }) {
  const t = useT();
  return (
    <span
      className={overlay ? `${styles.owned} ${styles.overlay}` : styles.owned}
      role="img"
      aria-label={t('prayerDetail.owned')}
      title={t('prayerDetail.owned')}
      data-owned={owned ? '' : undefined}
      hidden={!owned}
      data-mark-unit={unit}
      data-mark-card={card}
    >
      <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" fill="none" />
      </svg>
    </span>
  );
}
