import { splitTime } from 'shared-domain/formatting/time-split';
import { prayerPhase } from 'shared-domain/prayers/prayer-schedule';
import { Countdown } from 'shared-ui/time/countdown';
import { useClock } from 'shared-ui/hooks/use-clock';
import styles from './prayer-detail.module.css';

const unit = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** 'Prayer starts in: …' before the start, 'Prayer ends in: …' until the end, nothing after. */
export function PhaseCountdown({ start, end }: { start: number; end: number }) {
  const now = useClock(1000);
  const phase = prayerPhase(start, end, now);
  if (phase === 'ended') return <p className={styles.ended}>This prayer has ended.</p>;
  const target = phase === 'upcoming' ? start : end;
  const { days, hours, minutes, seconds } = splitTime(target - now);
  return (
    <p className={styles.countdown}>
      Prayer {phase === 'upcoming' ? 'starts' : 'ends'} in: {/* Long form on wide screens, the short d:h:m:s form on narrow ones. */}
      <span className={styles.long}>
        {[unit(days, 'day'), unit(hours, 'hour'), unit(minutes, 'minute'), unit(seconds, 'second')].join(' ')}
      </span>
      <Countdown to={target} tickMs={1000} className={styles.short} />
    </p>
  );
}
