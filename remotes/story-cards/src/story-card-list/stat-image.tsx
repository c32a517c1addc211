import { STAT_IDS, type StatId } from 'shared-domain/constants/stats';
import styles from './stat-image.module.css';

/**
 * A card stat's icon, 1 rem square, drawn from the one stat image by CSS. Decorative: the stat's
 * name is written beside it. An unknown id is the spec's 'Undefined stat id' error.
 */
export function StatImage({ stat }: { stat: StatId }) {
  if (!STAT_IDS.includes(stat)) throw new Error('Undefined stat id');
  return <span className={styles.statImage} data-stat={stat} aria-hidden="true" />;
}
