import type { Maintenance } from 'shared-domain/schemas/maintenance';
import { useClock } from 'shared-ui/hooks/use-clock';
import { CountdownText } from 'shared-ui/time/countdown-text';
import { DateText } from 'shared-ui/time/date-text';
import styles from './home.module.css';
import { devLetterPhase, maintenanceTimers } from './maintenance-state';

const TICK_MS = 100;

/** The next maintenance ('starts in' / 'ends in'), its dev letter and the news link or '(speculative)'. */
export function MaintenanceTimer({ records }: { records: readonly Maintenance[] }) {
  const now = useClock(TICK_MS);
  // The timer is for the next maintenance; later ones are only counted.
  const all = maintenanceTimers(records, now);
  const timers = all.slice(0, 1);
  if (timers.length === 0) return <p className={styles.muted}>No maintenance scheduled.</p>;
  const byId = new Map(records.map((m) => [m.id, m]));
  return (
    <ul className={styles.plainList}>
      {timers.map((t) => {
        const m = byId.get(t.id)!;
        return (
          <li key={t.id} className={styles.maintenance} data-maintenance-id={t.id}>
            <p className={styles.timerLine}>
              Maintenance {t.label} <CountdownText ms={t.target - now} className={styles.countdown} />
            </p>
            <p className={styles.muted}>
              <DateText value={m.start} format="short" /> – <DateText value={m.end} format="short" />
            </p>
            {m.devLetter ? <DevLetter time={m.devLetter.time} url={m.devLetter.url} now={now} /> : null}
            <p>
              {m.news ? (
                <a href={m.news} target="_blank" rel="noreferrer noopener">
                  Official news
                </a>
              ) : (
                <span className={styles.muted}>(speculative)</span>
              )}
            </p>
          </li>
        );
      })}
      {all.length > 1 ? <li className={styles.muted}>{all.length - 1} more maintenance scheduled after this one.</li> : null}
    </ul>
  );
}

function DevLetter({ time, url, now }: { time: string; url: string | null; now: number }) {
  const phase = devLetterPhase(time, now);
  const label = url ? (
    <a href={url} target="_blank" rel="noreferrer noopener">
      Dev letter
    </a>
  ) : (
    'Dev letter'
  );
  return (
    <p data-dev-letter={phase}>
      {label} {phase}
      {phase === 'starts in' ? (
        <>
          {' '}
          <CountdownText ms={Date.parse(time) - now} />
        </>
      ) : null}
    </p>
  );
}
