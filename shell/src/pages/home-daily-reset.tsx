import { useClock } from 'shared-ui/hooks/use-clock';
import { CountdownText } from 'shared-ui/time/countdown-text';
import { msUntilNextUtcMidnight } from '../chrome/toasts/daily-reset';
import { useT } from '../messages/catalogue';
import styles from './home-page.module.css';

/** Home countdowns tick every 100 ms. */
export const HOME_COUNTDOWN_TICK_MS = 100;

/** Time left until the game's daily reset at the next UTC midnight. */
export function HomeDailyReset() {
  const t = useT();
  const now = useClock(HOME_COUNTDOWN_TICK_MS);
  return (
    <section className={styles.block} aria-labelledby="home-daily-reset">
      <h2 id="home-daily-reset" className={styles.blockTitle}>
        {t('home.dailyReset')}
      </h2>
      <p className={styles.countdown}>
        <CountdownText ms={msUntilNextUtcMidnight(now)} />
      </p>
      <p className={styles.muted}>{t('home.dailyResetTime')}</p>
    </section>
  );
}
