import type { Anomaly } from 'shared-domain/constants/anomalies';
import { titleCase } from 'shared-domain/tower/effect-text';
import { useClock } from 'shared-ui/hooks/use-clock';
import styles from './enemy.module.css';

/**
 * The anomalies of a barrier ability, one at a time, turning every second (spec section 4).
 * Decorative: the ability's text names them all.
 */
export function AnomalyRotator({ anomalies }: { anomalies: Anomaly[] }) {
  const now = useClock(1000, anomalies.length > 1);
  if (!anomalies.length) return null;
  const anomaly = anomalies[Math.floor(now / 1000) % anomalies.length] ?? anomalies[0];
  return (
    <span className={styles.anomaly} data-anomaly={anomaly} aria-hidden="true">
      {titleCase(anomaly ?? '')}
    </span>
  );
}
