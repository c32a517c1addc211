import { gaugeColour, gaugeLabel, remainingGauges, stepGaugeIndex } from './gauge-view';
import { useT } from '../../messages/catalogue';
import styles from './enemy.module.css';

interface GaugeToggleProps {
  index: number;
  count: number;
  onChange: (index: number) => void;
  /** Names the enemy for the buttons ('Previous gauge of Remilia'). */
  enemyName: string;
}

/** 1 to 3 gauge icons in the colour of the gauges that remain. */
export function GaugeIcons({ index, count }: { index: number; count: number }) {
  const remaining = remainingGauges(index, count);
  return (
    <span className={styles.gaugeIcons} aria-hidden="true">
      {Array.from({ length: remaining }, (_, i) => (
        <span key={i} className={styles.gaugeIcon} data-colour={index === -1 ? gaugeColour(count - i) : gaugeColour(remaining)} />
      ))}
    </span>
  );
}

/** The per-enemy gauge view: all, then each gauge; the arrows wrap around. */
export function GaugeToggle({ index, count, onChange, enemyName }: GaugeToggleProps) {
  const t = useT();
  const label = gaugeLabel(index, count);
  return (
    <div className={styles.gaugeToggle} role="group" aria-label={t('enemy.gaugeView', { name: enemyName })}>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(stepGaugeIndex(index, count, -1))}
        aria-label={t('enemy.previousGauge')}
      >
        ‹
      </button>
      <span className={styles.gaugeLabel} data-colour={label} aria-live="polite" data-testid="gauge-label">
        {t('enemy.gaugeLabel', { gauge: label })}
      </span>
      <button
        type="button"
        className={styles.arrow}
        onClick={() => onChange(stepGaugeIndex(index, count, 1))}
        aria-label={t('enemy.nextGauge')}
      >
        ›
      </button>
      <GaugeIcons index={index} count={count} />
    </div>
  );
}
