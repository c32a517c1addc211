import { formatClockTime, formatUtcOffset } from 'shared-domain/formatting/clock-text';
import type { ClockTick } from 'shared-domain/time/clock';
import { useClock } from 'shared-ui/hooks/use-clock';
import styles from './settings-form.module.css';

/** The settings clock refreshes every 200 ms. */
export const SETTINGS_CLOCK_TICK_MS: ClockTick = 200;

const timeZoneName = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'unknown';
  } catch {
    return 'unknown';
  }
};

/** Your time and UTC side by side, so the UTC setting's effect is plain to see. */
export function SettingsClock() {
  const now = useClock(SETTINGS_CLOCK_TICK_MS);
  const iso = new Date(now).toISOString();
  const offset = formatUtcOffset(new Date(now).getTimezoneOffset());
  return (
    <dl className={styles.clock}>
      <div>
        <dt>Your time</dt>
        <dd>
          <time dateTime={iso}>{formatClockTime(now, { utc: false })}</time>
        </dd>
      </div>
      <div>
        <dt>UTC time</dt>
        <dd>
          <time dateTime={iso}>{formatClockTime(now, { utc: true })}</time>
        </dd>
      </div>
      <div>
        <dt>Your time zone</dt>
        <dd>
          {timeZoneName()} (UTC{offset})
        </dd>
      </div>
    </dl>
  );
}
