import type { ReactNode } from 'react';
import { memo, useDeferredValue, useMemo, useSyncExternalStore } from 'react';
import { formatDateParts, type DateDisplayMode, type DateFormat, type DatePart } from 'shared-domain/formatting/date-format';
import { localTimeZone } from 'shared-domain/formatting/time-zone';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { useAppSelector } from '../hooks/store-hooks';
import styles from './date-text.module.css';

const noSubscription = () => () => undefined;

/**
 * The browser's zone; null while rendering on the server, where dates show UTC,
 * so a prerendered page hydrates without a mismatch and then switches to local time.
 * React renders every date again at once after hydrating (the zone differs from the server's
 * null), in one task that cannot yield; deferred, that render keeps the UTC text it has, and the
 * local time comes in a render that yields to the page between dates.
 */
function useLocalTimeZone(): string | null {
  return useDeferredValue(useSyncExternalStore(noSubscription, localTimeZone, () => null));
}

function partClass(part: DatePart): string | undefined {
  const classes = [
    part.minWidth === 768 && styles.from768,
    part.minWidth === 1366 && styles.from1366,
    part.maxWidth === 768 && styles.below768,
    part.maxWidth === 1366 && styles.below1366,
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(' ') : undefined;
}

export interface DateTextProps {
  /** Milliseconds or ISO text as the API sends it; null for no date. */
  value: number | string | null | undefined;
  format?: DateFormat;
  /** All, no-date (month and year only), none (nothing). */
  mode?: DateDisplayMode;
  /** Shown for a null date or mode 'none'. */
  fallback?: ReactNode;
  className?: string;
}

/**
 * A date in the page's language, in UTC or local time per the use-utc setting, always ending with its zone ('PDT',
 * 'UTC+9', 'UTC'; the long name on hover). Parts that do not fit narrow layouts are hidden by CSS.
 */
// Memoised: a parent re-rendered by a clock (a countdown's row) does not format its dates again.
export const DateText = memo(function DateText({ value, format = 'long', mode = 'all', fallback = '', className }: DateTextProps) {
  const useUtc = useAppSelector((s) => s.settings.useUtc);
  const timeZone = useLocalTimeZone();
  const locale = useLocale();
  const formatted = useMemo(
    () => formatDateParts(value, format, { utc: useUtc || timeZone === null, timeZone: timeZone ?? undefined, mode, locale }),
    [value, format, useUtc, timeZone, mode, locale],
  );
  if (!formatted) return fallback === '' || fallback === null ? null : <span className={className}>{fallback}</span>;
  const { parts, dateTime, zone } = formatted;
  const label = parts[parts.length - 1];
  return (
    <time className={className} dateTime={dateTime}>
      {parts.slice(0, -1).map((part, i) => {
        const cls = partClass(part);
        return cls ? (
          <span key={i} className={cls}>
            {part.text}
          </span>
        ) : (
          part.text
        );
      })}{' '}
      <abbr className={styles.zone} title={zone.long}>
        {label?.text.trim()}
      </abbr>
    </time>
  );
});
