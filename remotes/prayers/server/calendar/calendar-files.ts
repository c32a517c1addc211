import type { ApiText, CalendarFile } from 'shared-domain/federation/page-server';
import { echoedText } from 'shared-domain/formatting/echoed-text';
import { parsePositiveId } from '../../src/ids/positive-id';
import { CALENDAR_FEEDS, calendarFeedPath, isCalendarFeed, prayerCalendarPath, type CalendarFeed } from '../../src/prayer-calendar-paths';
import { isListed, readPrayerList, type PrayerList } from '../listed-prayers';
import { FEED_TITLES, feedReminds, isInFeed } from './calendar-feeds';
import { icsText } from './ics-text';
import type { Translate } from '../../src/messages/catalogue';
import { serverMessages } from '../server-messages';
import { prayerEvent } from './prayer-event';

const FEED_PATH = /^\/prayers\/calendar\/([^/]*)\.ics$/;
const EVENT_PATH = /^\/prayers\/info\/([^/]*)\/calendar\.ics$/;

/** How often a subscribed app should read a feed again (a prayer joins one when it starts). */
const FEED_REFRESH_S = 60 * 60;

const MINUTE_MS = 60_000;

const notFound = (message: string): CalendarFile => ({ status: 404, message });

/** What a path of the calendars asks for. */
type Asked = { feed: CalendarFeed } | { id: number };

/** What a path asks for; for one that names no calendar, the answer (null: not a path of the calendars). */
function askedBy(pathname: string): Asked | CalendarFile | null {
  const feed = FEED_PATH.exec(pathname)?.[1];
  if (feed !== undefined)
    return isCalendarFeed(feed)
      ? { feed }
      : notFound(`There is no prayer calendar "${echoedText(feed)}". The calendars are ${CALENDAR_FEEDS.join(', ')}.`);
  const segment = EVENT_PATH.exec(pathname)?.[1];
  if (segment === undefined) return null;
  const id = parsePositiveId(segment);
  return id === null ? { status: 400, message: `"${echoedText(segment)}" is no prayer id: an id is a positive whole number.` } : { id };
}

/** The calendars made last, by origin and path. */
const made = new Map<string, { at: number; list: PrayerList; file: CalendarFile }>();

/** The same answer of the API: its pages are parsed once per text, so the same text gives the same entries. */
const sameList = (a: PrayerList, b: PrayerList) =>
  a.lastUpdate === b.lastUpdate && a.entries.length === b.entries.length && a.entries.every((entry, i) => entry === b.entries[i]);

/**
 * The prayer calendars, for the shell's server: a feed by category (`/prayers/calendar/<feed>.ics`)
 * or one prayer's event (`/prayers/info/<id>/calendar.ics`), from the API's list as the list page
 * shows it. Null for any other path; throws when the API cannot be read.
 */
export async function prayerCalendarFile(url: URL, apiText: ApiText, now: number): Promise<CalendarFile | null> {
  const asked = askedBy(url.pathname);
  if (asked === null || 'status' in asked) return asked;
  // Made as of the minute: every shell server writes the same text (one ETag) all minute long, and
  // the minute's text is kept, since writing a feed of every prayer takes a while and apps poll.
  const at = Math.floor(now / MINUTE_MS) * MINUTE_MS;
  const [list, en] = await Promise.all([readPrayerList(apiText), serverMessages()]);
  const key = `${url.origin}${url.pathname}`;
  const known = made.get(key);
  if (known?.at === at && sameList(known.list, list)) return known.file;
  const file = 'feed' in asked ? feedFile(en, asked.feed, url.origin, list, at) : eventFile(en, asked.id, url.origin, list, at);
  if (made.size >= 64) made.clear();
  made.set(key, { at, list, file });
  return file;
}

function feedFile(en: Translate, feed: CalendarFeed, origin: string, { entries, lastUpdate }: PrayerList, now: number): CalendarFile {
  const reminder = feedReminds(feed);
  const events = entries
    .filter((entry) => isListed(entry, now) && isInFeed(feed, entry.prayer, now))
    .map((entry) => prayerEvent(entry.prayer, { origin, lastUpdate, now, reminder, en }));
  const url = new URL(calendarFeedPath(feed), origin).href;
  return { status: 200, ics: icsText({ name: FEED_TITLES[feed], url, refreshSeconds: FEED_REFRESH_S, events }) };
}

function eventFile(en: Translate, id: number, origin: string, { entries, lastUpdate }: PrayerList, now: number): CalendarFile {
  // The same words for a prayer not yet started as for none: the file says nothing the list does not.
  const entry = entries.find((e) => e.prayer.id === id && isListed(e, now));
  if (!entry) return notFound(`No prayer ${id} is listed (none has that id, or it has not started yet).`);
  const event = prayerEvent(entry.prayer, { origin, lastUpdate, now, reminder: false, en });
  return {
    status: 200,
    ics: icsText({ name: null, url: new URL(prayerCalendarPath(id), origin).href, refreshSeconds: null, events: [event] }),
  };
}
