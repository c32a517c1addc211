import { formatClockTime, formatUtcOffset } from 'shared-domain/formatting/clock-text';
import type { ClockTick } from 'shared-domain/time/clock';
import { useClock } from 'shared-ui/hooks/use-clock';
import { useStoreAfterHydration } from 'shared-ui/hooks/use-store-after-hydration';
import { useT } from '../../messages/catalogue';
import styles from './settings-form.module.css';

/** The settings clock refreshes every 200 ms. */
export const SETTINGS_CLOCK_TICK_MS: ClockTick = 200;

/** The browser's time zone, or null when it does not say. */
const timeZoneName = (): string | null => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
};

const noSubscription = () => () => undefined;

/**
 * Your time and UTC side by side, so the UTC setting's effect is plain to see. The server knows
 * only UTC: the visitor's time and zone are a dash in its HTML until the page has hydrated.
 */
export function SettingsClock() {
  const t = useT();
  const now = useClock(SETTINGS_CLOCK_TICK_MS);
  const local = useStoreAfterHydration(
    noSubscription,
    () => true,
    () => false,
  );
  const iso = new Date(now).toISOString();
  const offset = formatUtcOffset(new Date(now).getTimezoneOffset());
  return (
    <dl className={styles.clock}>
      <div>
        <dt>{t('settings.yourTime')}</dt>
        <dd>{local ? <time dateTime={iso}>{formatClockTime(now, { utc: false })}</time> : '–'}</dd>
      </div>
      <div>
        <dt>{t('settings.utcTime')}</dt>
        <dd>
          <time dateTime={iso}>{formatClockTime(now, { utc: true })}</time>
        </dd>
      </div>
      <div>
        <dt>{t('settings.yourTimeZone')}</dt>
        <dd>{local ? `${timeZoneName() ?? t('settings.unknownZone')} (UTC${offset})` : '–'}</dd>
      </div>
    </dl>
  );
}
