/** Calendar fields of an instant in a zone (month 1..12, hour 0..23, weekday 0 = Sunday). */
export interface ZonedFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
// federation: not a singleton — a cache of formatters: a remote's own copy only builds its own.
const fieldFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Through Intl for any IANA zone (the dates of Tokyo or Los Angeles whatever the process TZ);
 * straight from Date's UTC getters for 'UTC', which needs no Intl at all.
 */
export function zonedFields(ms: number, timeZone: string): ZonedFields {
  const d = new Date(ms);
  if (timeZone === 'UTC') {
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      weekday: d.getUTCDay(),
    };
  }
  let f = fieldFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    fieldFormatters.set(timeZone, f);
  }
  const out: Record<string, string> = {};
  for (const p of f.formatToParts(d)) out[p.type] = p.value;
  return {
    year: Number(out.year),
    month: Number(out.month),
    day: Number(out.day),
    hour: Number(out.hour) % 24,
    minute: Number(out.minute),
    second: Number(out.second),
    weekday: WEEKDAY_INDEX[out.weekday ?? ''] ?? 0,
  };
}
