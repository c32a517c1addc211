import { useEffect, useState } from 'react';
import { formatNumber } from 'shared-domain/formatting/format-number';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { useT } from '../../messages/catalogue';
import type { GaugeLabel } from './gauge-view';
import styles from './enemy.module.css';

interface HpMeterProps {
  hp: number;
  /** The colour of the gauge on show ('all' shows the first gauge's colour). */
  colour: Exclude<GaugeLabel, 'all'>;
  /** Starts the fill (after the floor has faded in). */
  animate: boolean;
  reducedMotion: boolean;
}

/** HP with a meter that fills over 600 ms once the floor is on screen. */
export function HpMeter({ hp, colour, animate, reducedMotion }: HpMeterProps) {
  const t = useT();
  const locale = useLocale();
  const [filled, setFilled] = useState(reducedMotion);
  useEffect(() => {
    if (reducedMotion) {
      setFilled(true);
      return undefined;
    }
    if (!animate) return undefined;
    // One frame at empty first, so the transition has a start to run from.
    const frame = requestAnimationFrame(() => setFilled(true));
    return () => cancelAnimationFrame(frame);
  }, [animate, reducedMotion]);

  return (
    <div className={styles.hp}>
      <span className={styles.hpLabel}>{t('enemy.hp')}</span>
      <span className={styles.hpValue} data-testid="enemy-hp">
        {formatNumber(hp, locale)}
      </span>
      <span className={styles.meter} aria-hidden="true">
        <span
          className={styles.meterFill}
          data-colour={colour}
          data-filled={filled || undefined}
          data-instant={reducedMotion || undefined}
        />
      </span>
    </div>
  );
}
