import { splitTime } from 'shared-domain/formatting/time-split';
import { prayerPhase } from 'shared-domain/prayers/prayer-schedule';
import { Countdown } from 'shared-ui/time/countdown';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useT } from '../messages/catalogue';
import styles from './prayer-detail.module.css';

/** 'Prayer starts in: …' before the start, 'Prayer ends in: …' until the end, nothing after. */
export function PhaseCountdown({ start, end }: { start: number; end: number }) {
  const t = useT();
  const now = useClock(1000);
  const phase = prayerPhase(start, end, now);
  if (phase === 'ended') return <p className={styles.ended}>{t('prayerDetail.ended')}</p>;
  const target = phase === 'upcoming' ? start : end;
  const { days, hours, minutes, seconds } = splitTime(target - now);
  return (
    <p className={styles.countdown}>
      {t(phase === 'upcoming' ? 'prayerDetail.startsIn' : 'prayerDetail.endsIn')}{' '}
      {/* Long form on wide screens, the short d:h:m:s form on narrow ones. */}
      <span className={styles.long}>{t('prayerDetail.countdown', { days, hours, minutes, seconds })}</span>
      <Countdown to={target} tickMs={1000} className={styles.short} />
    </p>
  );
}
