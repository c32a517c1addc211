import type { Maintenance } from 'shared-domain/schemas/maintenance';
import { useClock } from 'shared-ui/hooks/use-clock';
import { CountdownText } from 'shared-ui/time/countdown-text';
import { DateText } from 'shared-ui/time/date-text';
import { useT, type MessageKey } from '../../messages/catalogue';
import { richText } from '../../messages/rich-text';
import styles from './home.module.css';
import { devLetterPhase, maintenanceTimers, type DevLetterPhase, type MaintenanceTimer as Timer } from './maintenance-state';

const TICK_MS = 100;

const TIMER_LINES: Record<Timer['label'], MessageKey> = {
  'starts in': 'home.maintenanceStartsIn',
  'ends in': 'home.maintenanceEndsIn',
};

const DEV_LETTER_LINES: Record<DevLetterPhase, MessageKey> = {
  'starts in': 'home.devLetterStartsIn',
  started: 'home.devLetterStarted',
  ended: 'home.devLetterEnded',
};

/** The next maintenance ('starts in' / 'ends in'), its dev letter and the news link or '(speculative)'. */
export function MaintenanceTimer({ records }: { records: readonly Maintenance[] }) {
  const t = useT();
  const now = useClock(TICK_MS);
  // The timer is for the next maintenance; later ones are only counted.
  const all = maintenanceTimers(records, now);
  const timers = all.slice(0, 1);
  if (timers.length === 0) return <p className={styles.muted}>{t('home.noMaintenance')}</p>;
  const byId = new Map(records.map((m) => [m.id, m]));
  return (
    <ul className={styles.plainList}>
      {timers.map((timer) => {
        const m = byId.get(timer.id)!;
        return (
          <li key={timer.id} className={styles.maintenance} data-maintenance-id={timer.id}>
            <p className={styles.timerLine}>
              {richText(t, TIMER_LINES[timer.label], {
                countdown: <CountdownText ms={timer.target - now} className={styles.countdown} />,
              })}
            </p>
            <p className={styles.muted}>
              <DateText value={m.start} format="short" /> – <DateText value={m.end} format="short" />
            </p>
            {m.devLetter ? <DevLetter time={m.devLetter.time} url={m.devLetter.url} now={now} /> : null}
            <p>
              {m.news ? (
                <a href={m.news} target="_blank" rel="noreferrer noopener">
                  {t('home.officialNews')}
                </a>
              ) : (
                <span className={styles.muted}>{t('home.speculative')}</span>
              )}
            </p>
          </li>
        );
      })}
      {all.length > 1 ? <li className={styles.muted}>{t('home.moreMaintenance', { count: all.length - 1 })}</li> : null}
    </ul>
  );
}

function DevLetter({ time, url, now }: { time: string; url: string | null; now: number }) {
  const t = useT();
  const phase = devLetterPhase(time, now);
  const letter = url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      {t('home.devLetter')}
    </a>
  ) : (
    t('home.devLetter')
  );
  return (
    <p data-dev-letter={phase}>
      {richText(t, DEV_LETTER_LINES[phase], {
        letter,
        countdown: phase === 'starts in' ? <CountdownText ms={Date.parse(time) - now} /> : null,
      })}
    </p>
  );
}
