import { formatDate } from 'shared-domain/formatting/date-format';
import { zoneLabel } from 'shared-domain/formatting/time-zone';
import type { Locale } from 'shared-domain/i18n/locales';
import type { Translate } from '../messages/catalogue';

/** One instant as the calendar writes it: in server time, and in the player's zone when that differs. */
export interface InstantTexts {
  /** ISO instant, for `<time dateTime>`. */
  iso: string;
  /** 'Tue, Nov 24, 2026, 03:00 AM UTC (server time)'. */
  server: string;
  /** 'Mon, Nov 23, 2026, 07:00 PM PST (America/Los_Angeles)'; null when the player's zone is the server's. */
  player: string | null;
}

const isUtc = (zone: string) => zone === 'UTC' || zone === 'Etc/UTC';

/**
 * An instant in server time and in the player's zone, in the page's language (`zone`: the browser's, or UTC when the
 * site's time setting says so, or null while the page is rendered on the server, which cannot know it).
 * The player's line names its zone twice, the abbreviation of that very date (PDT, then PST after a
 * daylight-saving change) and the zone's id, so it cannot be misread.
 */
export function instantTexts(t: Translate, locale: Locale, ms: number, zone: string | null): InstantTexts {
  const server = formatDate(ms, 'prayer', { utc: true, locale });
  const player =
    zone === null || isUtc(zone)
      ? null
      : `${formatDate(ms, 'prayer', { utc: false, timeZone: zone, locale })} (${zone.replace(/_/g, ' ')})`;
  return { iso: new Date(ms).toISOString(), server: t('calendar.serverTime', { time: server.replace(/ UTC$/, '') }), player };
}

/** The player's zone as a heading says it: 'America/Los_Angeles, PST (UTC-8) now'. */
export function zoneSentence(t: Translate, locale: Locale, zone: string | null, at: number): string {
  if (zone === null) return t('calendar.zoneUnknown');
  if (isUtc(zone)) return t('calendar.zoneUtc');
  return t('calendar.zoneOther', { zone: zone.replace(/_/g, ' '), label: zoneLabel(zone, at, locale).long });
}
