import type { Locale } from '../i18n/locales';
import { formatUtcOffset } from './clock-text';

export { formatUtcOffset };

/**
 * Time zones through `Intl` (never a hand-kept table). Everything takes the zone explicitly, so
 * tests pin 'Asia/Tokyo' or 'America/Los_Angeles' without touching the process TZ.
 */

// federation: not a singleton — caches (formatters, the browser's zone): a remote's own copy only fills its own.
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Building a DateTimeFormat costs far more than using one: keep one per locale/zone/style. */
function formatter(locale: string, timeZone: string, timeZoneName: Intl.DateTimeFormatOptions['timeZoneName']) {
  const key = `${locale}|${timeZone}|${timeZoneName}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName });
    formatters.set(key, f);
  }
  return f;
}

const zoneNamePart = (f: Intl.DateTimeFormat, atMs: number): string =>
  f.formatToParts(atMs).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** The browser's zone ('Asia/Tokyo'); 'UTC' where Intl cannot tell. */
let cachedZone: string | null = null;

/**
 * The browser's zone. Building a formatter to ask is not free and lists call this per date on
 * every render, so the answer is kept (a zone change mid-visit shows after a reload).
 */
export function localTimeZone(): string {
  if (cachedZone !== null) return cachedZone;
  try {
    cachedZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    cachedZone = 'UTC';
  }
  return cachedZone;
}

/** Whether `Intl` knows the IANA zone id. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter('en-US', timeZone, 'short');
    return true;
  } catch {
    return false;
  }
}

/**
 * The zone's offset at an instant, in `Date#getTimezoneOffset()` minutes (inverted sign: Tokyo is
 * -540, Los Angeles 480 in winter and 420 in summer), so it feeds `formatUtcOffset` directly.
 */
export function timezoneOffsetMinutes(timeZone: string, atMs: number): number {
  if (!isKnownTimeZone(timeZone)) throw new RangeError(`Unknown time zone ${JSON.stringify(timeZone)}`);
  const text = zoneNamePart(formatter('en-US', timeZone, 'longOffset'), atMs); // 'GMT+09:00', 'GMT-07:00', 'GMT'
  const m = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(text);
  if (!m?.[1]) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  if (minutes === 0) return 0;
  return m[1] === '+' ? -minutes : minutes;
}

/** Intl's locale for a zone's long name in the interface's language. */
const NAME_LOCALES: Record<Locale, string> = { en: 'en-US', ja: 'ja-JP' };

/** The zone's long name at an instant ('Pacific Daylight Time', in Japanese '米国太平洋夏時間'), or null when Intl has none. */
export function longZoneName(timeZone: string, atMs: number, locale: Locale = 'en'): string | null {
  if (!isKnownTimeZone(timeZone)) return null;
  const name = zoneNamePart(formatter(NAME_LOCALES[locale], timeZone, 'long'), atMs);
  return name && !/^GMT[+-]/.test(name) ? name : null;
}

// English locales whose ICU data carries local abbreviations (en-US: PST/EST, en-GB: BST/CET,
// en-AU: AEST, en-IN: IST). Intl answers 'GMT+9' where a locale has none; that is not an abbreviation.
export const ABBREVIATION_LOCALES: readonly string[] = ['en-US', 'en-GB', 'en-AU', 'en-IN', 'en-NZ', 'en-CA'];
const isAbbreviation = (s: string) => /^[A-Z]{2,5}$/.test(s);

function abbreviationOfZone(timeZone: string, atMs: number): string | null {
  for (const locale of ABBREVIATION_LOCALES) {
    const short = zoneNamePart(formatter(locale, timeZone, 'short'), atMs);
    if (isAbbreviation(short)) return short;
  }
  return null;
}

let zonesByLongName: Map<string, string> | null = null;
/** Long name → an IANA zone that carries it, built once from Intl's own zone list. */
function zoneForLongName(longName: string, atMs: number): string | null {
  if (!zonesByLongName) {
    zonesByLongName = new Map();
    const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
    // Two instants half a year apart, so both the standard and the daylight names are found.
    const year = new Date(atMs).getUTCFullYear();
    for (const zone of zones) {
      for (const at of [Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)]) {
        const name = zoneNamePart(formatter('en-US', zone, 'long'), at);
        if (!zonesByLongName.has(name)) zonesByLongName.set(name, zone);
      }
    }
  }
  return zonesByLongName.get(longName) ?? null;
}

/**
 * A zone's abbreviation: from an IANA id ('America/Los_Angeles' → 'PST' in winter,
 * 'PDT' in summer) or from a long name as `Date#toString()` prints it ('Pacific Standard Time' →
 * 'PST'), looked up through Intl. Null when Intl has no abbreviation ('Asia/Tokyo') or the name is
 * unknown; callers then show the offset ('UTC+9').
 */
export function zoneAbbreviation(zone: string, atMs: number): string | null {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  if (isKnownTimeZone(zone)) return abbreviationOfZone(zone, atMs);
  const iana = zoneForLongName(zone, atMs);
  if (!iana) return null;
  // The long name fixes standard versus daylight time: find an instant of the year that has it.
  const year = new Date(atMs).getUTCFullYear();
  const instant = [atMs, Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].find(
    (at) => zoneNamePart(formatter('en-US', iana, 'long'), at) === zone,
  );
  return instant === undefined ? null : abbreviationOfZone(iana, instant);
}

export interface ZoneLabel {
  /** What is shown after a time: 'UTC', 'PDT', 'UTC+9'. */
  short: string;
  /** For a tooltip: 'Coordinated Universal Time', 'Pacific Daylight Time (UTC-7)'. */
  long: string;
}

/** UTC's long name in each language. */
const UTC_NAMES: Record<Locale, string> = { en: 'Coordinated Universal Time', ja: '協定世界時' };

/**
 * The label every shown time carries, so which zone it is in is never a guess: 'UTC' in UTC mode,
 * otherwise the local abbreviation, or 'UTC±h[:mm]' where there is none. An unknown zone counts as UTC.
 * The short label reads the same in every language; the long one is in the interface's.
 */
export function zoneLabel(timeZone: string, atMs: number, locale: Locale = 'en'): ZoneLabel {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC' || !isKnownTimeZone(timeZone)) {
    return { short: 'UTC', long: UTC_NAMES[locale] };
  }
  const offset = timezoneOffsetMinutes(timeZone, atMs);
  const utcText = `UTC${formatUtcOffset(offset)}`;
  const abbreviation = zoneAbbreviation(timeZone, atMs);
  const longName = longZoneName(timeZone, atMs, locale);
  return {
    short: abbreviation ?? utcText,
    long: longName ? `${longName} (${utcText})` : `${timeZone} (${utcText})`,
  };
}
