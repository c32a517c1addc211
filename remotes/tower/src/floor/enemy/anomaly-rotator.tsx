import type { Anomaly } from 'shared-domain/constants/anomalies';
import { useClock } from 'shared-ui/hooks/use-clock';
import { AnomalyIcon } from './anomaly-icon';
import styles from './enemy.module.css';

/**
 * The anomalies of a barrier ability, one icon at a time, turning every second.
 * Decorative: the ability's text names them all.
 */
export function AnomalyRotator({ anomalies }: { anomalies: Anomaly[] }) {
  const now = useClock(1000, anomalies.length > 1);
  const anomaly = anomalies[Math.floor(now / 1000) % anomalies.length];
  if (!anomaly) return null;
  return (
    <span className={styles.anomaly} data-anomaly={anomaly} aria-hidden="true">
      <AnomalyIcon anomaly={anomaly} size={21} decorative />
    </span>
  );
}
