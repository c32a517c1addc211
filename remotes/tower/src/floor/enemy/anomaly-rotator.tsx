import type { Anomaly } from 'shared-domain/constants/anomalies';
import { AnomalyIcon } from './anomaly-icon';
import styles from './enemy.module.css';

/**
 * The anomalies of a barrier ability, one icon at a time, turning every second.
 * Decorative: the ability's text names them all. Every icon is in the HTML and CSS turns them, so
 * the page does no work for it once drawn; with reduced motion the first one stays.
 */
export function AnomalyRotator({ anomalies }: { anomalies: Anomaly[] }) {
  const icons = [...new Set(anomalies)];
  if (!icons.length) return null;
  return (
    <span className={styles.anomalies} data-count={icons.length} aria-hidden="true">
      {icons.map((anomaly) => (
        <span key={anomaly} className={styles.anomaly} data-anomaly={anomaly}>
          <AnomalyIcon anomaly={anomaly} size={21} decorative />
        </span>
      ))}
    </span>
  );
}
