import type { Locale } from '../i18n/locales';
import { formatTwelveHourTime } from './am-pm';
import { padTwo } from './pad';
import { isKnownTimeZone, localTimeZone, zoneLabel, type ZoneLabel } from './time-zone';
import { zonedFields, type ZonedFields } from './zoned-fields';

/** Date formats. */
export const DATE_FORMATS = ['dynamic', 'compact', 'short', 'long', 'prayer', 'compact-prayer'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** Date display modes (the same values as the API's `dateMode`). */
export const DATE_DISPLAY_MODES = ['all', 'no-date', 'none'] as const;
export type DateDisplayMode = (typeof DATE_DISPLAY_MODES)[number];

/** The layout thresholds below which some date parts are hidden. */
export type DateBreakpoint = 768 | 1366;

/**
 * One piece of a formatted date. `minWidth`: shown only from that viewport width up; `maxWidth`:
 * shown only below it (a narrower stand-in for a hidden part). A component maps these to CSS
 * classes with media queries, so no resize listener and no re-render is needed.
 */
export interface DatePart {
  text: string;
  minWidth?: DateBreakpoint;
  maxWidth?: DateBreakpoint;
}

export interface FormattedDate {
  parts: DatePart[];
  /** For `<time dateTime>`: the ISO instant, or 'YYYY-MM' when only month and year are shown. */
  dateTime: string;
  zone: ZoneLabel;
}

export interface DateFormatOptions {
  /** The use-utc setting: UTC, or the visitor's zone. */
  utc: boolean;
  /** The local zone to use when `utc` is off (default: the browser's). Tests pin it here. */
  timeZone?: string;
  mode?: DateDisplayMode;
  /** The interface's language: English words and the 12-hour clock, or Japanese with the 24-hour one (default 'en'). */
  locale?: Locale;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const short3 = (word: string) => word.slice(0, 3);
const JA_WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

/** A date value as the API gives it (ms or ISO text) → ms; anything unreadable → null. */
export function toMs(value: number | string | Date | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const ms = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : value.getTime();
  return Number.isFinite(ms) ? ms : null;
}

/**
 * A date as parts, in UTC or the local zone, always ending with the zone
 * label. Null (or unreadable) dates and mode 'none' give null: the caller shows its fallback.
 *
 * | format         | ≥ 1366 px                               | 768–1365 px                  | < 768 px               |
 * | long           | Friday, May 10, 2024, 03:00:00 PM PDT   | May 10, 2024, 03:00:00 PM PDT | May 10, 2024, 03:00 PM PDT |
 * | dynamic        | Friday, May 10, 2024, 03:00 PM PDT      | May 10, 2024, 03:00 PM PDT   | 2024/05/10 03:00 PM PDT |
 * | short          | May 10, 2024 03:00 PM PDT               | (same)                       | May 10, 2024 PDT        |
 * | compact        | 2024/05/10 03:00 PM PDT                 | (same)                       | 2024/05/10 PDT          |
 * | prayer         | Fri, May 10, 2024, 03:00 PM PDT         | Fri, May 10, 03:00 PM PDT    | May 10, 03:00 PM PDT    |
 * | compact-prayer | 05/10 (Fri) 03:00 PM PDT                | (same)                       | 05/10 03:00 PM PDT      |
 *
 * Mode 'no-date' shows month and year only ('May 2024 PDT', compact forms '2024/05 PDT').
 * `locale` 'ja' gives the Japanese forms (japaneseDateParts); English is the default.
 */
export function formatDateParts(
  value: number | string | Date | null | undefined,
  format: DateFormat,
  { utc, timeZone, mode = 'all', locale = 'en' }: DateFormatOptions,
): FormattedDate | null {
  const ms = toMs(value);
  if (ms === null || mode === 'none') return null;
  const zoneId = utc ? 'UTC' : timeZone && isKnownTimeZone(timeZone) ? timeZone : localTimeZone();
  const f = zonedFields(ms, zoneId);
  const zone = zoneLabel(zoneId, ms, locale);
  const label: DatePart = { text: ` ${zone.short}` };
  if (locale === 'ja') return japaneseDateParts(ms, f, format, mode, label, zone);
  const month = MONTHS[f.month - 1] ?? '';
  const numericCompact = format === 'compact' || format === 'compact-prayer';

  if (mode === 'no-date') {
    const text = numericCompact ? `${f.year}/${padTwo(f.month)}` : `${month} ${f.year}`;
    return { parts: [{ text }, label], dateTime: `${f.year}-${padTwo(f.month)}`, zone };
  }

  const dateTime = new Date(ms).toISOString();
  const weekday = WEEKDAYS[f.weekday] ?? '';
  const hm = formatTwelveHourTime(f.hour, f.minute); // '03:00 PM'
  const hms = formatTwelveHourTime(f.hour, f.minute, f.second);
  const mdy = `${short3(month)} ${f.day}, ${f.year}`;
  const ymd = `${f.year}/${padTwo(f.month)}/${padTwo(f.day)}`;

  const parts: DatePart[] = (() => {
    switch (format) {
      case 'long':
        return [
          { text: `${weekday}, `, minWidth: 1366 },
          { text: `${month} ${f.day}, ${f.year}, ` },
          { text: hms, minWidth: 768 },
          { text: hm, maxWidth: 768 },
        ];
      case 'dynamic':
        return [
          { text: `${weekday}, `, minWidth: 1366 },
          { text: `${month} ${f.day}, ${f.year}, `, minWidth: 768 },
          { text: `${ymd} `, maxWidth: 768 },
          { text: hm },
        ];
      case 'short':
        return [{ text: mdy }, { text: ` ${hm}`, minWidth: 768 }];
      case 'compact':
        return [{ text: ymd }, { text: ` ${hm}`, minWidth: 768 }];
      case 'prayer':
        return [
          { text: `${short3(weekday)}, `, minWidth: 768 },
          { text: `${short3(month)} ${f.day}` },
          { text: `, ${f.year}`, minWidth: 1366 },
          { text: `, ${hm}` },
        ];
      case 'compact-prayer':
        return [{ text: `${padTwo(f.month)}/${padTwo(f.day)}` }, { text: ` (${short3(weekday)})`, minWidth: 768 }, { text: ` ${hm}` }];
    }
  })();
  return { parts: [...parts, label], dateTime, zone };
}

/**
 * The same layouts in Japanese ('2024年5月10日(金) 15:00 PDT', '5月10日 15:00 PDT'): a reader there
 * expects the year first, the weekday after the date and the 24-hour clock. Narrow layouts drop the
 * same pieces as in English, so a date takes no more room in either language.
 */
function japaneseDateParts(
  ms: number,
  f: ZonedFields,
  format: DateFormat,
  mode: DateDisplayMode,
  label: DatePart,
  zone: ZoneLabel,
): FormattedDate {
  const numericCompact = format === 'compact' || format === 'compact-prayer';
  if (mode === 'no-date') {
    const text = numericCompact ? `${f.year}/${padTwo(f.month)}` : `${f.year}年${f.month}月`;
    return { parts: [{ text }, label], dateTime: `${f.year}-${padTwo(f.month)}`, zone };
  }
  const weekday = `(${JA_WEEKDAYS[f.weekday] ?? ''})`;
  const hm = `${padTwo(f.hour)}:${padTwo(f.minute)}`;
  const hms = `${hm}:${padTwo(f.second)}`;
  const ymd = `${f.year}年${f.month}月${f.day}日`;
  const numeric = `${f.year}/${padTwo(f.month)}/${padTwo(f.day)}`;

  const parts: DatePart[] = (() => {
    switch (format) {
      case 'long':
        return [{ text: ymd }, { text: weekday, minWidth: 1366 }, { text: ` ${hms}`, minWidth: 768 }, { text: ` ${hm}`, maxWidth: 768 }];
      case 'dynamic':
        return [{ text: ymd, minWidth: 768 }, { text: weekday, minWidth: 1366 }, { text: numeric, maxWidth: 768 }, { text: ` ${hm}` }];
      case 'short':
        return [{ text: ymd }, { text: ` ${hm}`, minWidth: 768 }];
      case 'compact':
        return [{ text: numeric }, { text: ` ${hm}`, minWidth: 768 }];
      case 'prayer':
        return [
          { text: `${f.year}年`, minWidth: 1366 },
          { text: `${f.month}月${f.day}日` },
          { text: weekday, minWidth: 768 },
          { text: ` ${hm}` },
        ];
      case 'compact-prayer':
        return [{ text: `${padTwo(f.month)}/${padTwo(f.day)}` }, { text: weekday, minWidth: 768 }, { text: ` ${hm}` }];
    }
  })();
  return { parts: [...parts, label], dateTime: new Date(ms).toISOString(), zone };
}

/** Whether a part shows at a viewport width. */
export const partVisibleAt = (part: DatePart, width: number): boolean =>
  (part.minWidth === undefined || width >= part.minWidth) && (part.maxWidth === undefined || width < part.maxWidth);

/**
 * The date as one string, as seen at `width` px (default: the widest layout). Null dates and
 * mode 'none' give `fallback` (default '').
 */
export function formatDate(
  value: number | string | Date | null | undefined,
  format: DateFormat,
  options: DateFormatOptions & { width?: number; fallback?: string },
): string {
  const formatted = formatDateParts(value, format, options);
  if (!formatted) return options.fallback ?? '';
  const width = options.width ?? Infinity;
  return formatted.parts
    .filter((p) => partVisibleAt(p, width))
    .map((p) => p.text)
    .join('');
}
