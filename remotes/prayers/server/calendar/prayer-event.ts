import type { PrayerType } from 'shared-domain/constants/prayer-kinds';
import type { Translate } from '../../src/messages/catalogue';
import { PRAYER_TYPE_LABELS } from '../../src/prayer-list/prayer-search';
import { rateUpNames, type RateUpUnit } from '../rate-up-names';

/** What an event is made of: a prayer as the API's list gives it. */
export interface CalendarPrayer {
  id: number;
  name: string;
  start: string;
  end: string;
  prayerTypes: readonly PrayerType[];
  rateUp: { characters: readonly RateUpUnit[] };
}

/** A prayer as one calendar event (VEVENT), before it is written as iCalendar text. Times in ms. */
export interface PrayerEvent {
  uid: string;
  sequence: number;
  lastModified: number;
  start: number;
  end: number;
  summary: string;
  description: string;
  url: string;
  categories: string[];
  /** A reminder (VALARM) this long before the end; null for none. */
  alarm: { beforeEndSeconds: number; description: string } | null;
}

/**
 * A name of the site's own, not the host a request came in on: a calendar reached through another
 * name (a move, a mirror) must not duplicate every event in its subscribers' calendars. `.invalid`
 * (RFC 2606) is a name nobody else can hold.
 */
export const UID_DOMAIN = 'touhou-lostword-tracker.invalid';

export const prayerUid = (id: number): string => `prayer-${id}@${UID_DOMAIN}`;

/** The global version's launch, where SEQUENCE starts counting. */
const SEQUENCE_EPOCH = Date.parse('2021-05-11T00:00:00Z');

/**
 * SEQUENCE must grow whenever a prayer changes, and nothing here keeps state from one answer to the
 * next, so it cannot come from comparing a prayer with its last version (nor from a hash, which does
 * not grow). The one number in the content that only moves forward is the prayers' `lastUpdate`
 * (meta/last-update.json, which a maintainer moves with each edit): SEQUENCE is the seconds from
 * the launch to it. An edit moves every prayer's number together, which clients read as "refresh
 * this event"; 32-bit INTEGER holds it until 2089.
 */
export const sequenceOf = (lastUpdate: number): number => Math.max(0, Math.floor((lastUpdate - SEQUENCE_EPOCH) / 1000));

/** The reminders' lead: an hour leaves time to log in and pull. */
export const REMINDER_BEFORE_END_S = 60 * 60;

export interface EventOptions {
  /** The site's public origin, for the links. */
  origin: string;
  /** The content's `lastUpdate` (ms). */
  lastUpdate: number;
  /** The units public at `now` are named; the others are counted (the spoiler rule, JP content off). */
  now: number;
  reminder: boolean;
  /** The section's English messages: a calendar file is the same for every subscriber. */
  en: Translate;
}

/** A prayer's event: the same UID, times and words in every calendar it is in. */
export function prayerEvent(prayer: CalendarPrayer, { origin, lastUpdate, now, reminder, en }: EventOptions): PrayerEvent {
  const url = new URL(`/prayers/info/${prayer.id}`, origin).href;
  const rateUps = rateUpNames(prayer.rateUp.characters, { jpContent: false, now });
  return {
    uid: prayerUid(prayer.id),
    sequence: sequenceOf(lastUpdate),
    lastModified: lastUpdate,
    start: Date.parse(prayer.start),
    end: Date.parse(prayer.end),
    summary: prayer.name,
    description: [rateUps.length ? `Rate-up: ${rateUps.join(', ')}.` : 'No rate-up.', `Rates, pool and a pull simulator: ${url}`].join(
      '\n',
    ),
    url,
    categories: [...new Set(prayer.prayerTypes.map((type) => en(PRAYER_TYPE_LABELS[type])))],
    alarm: reminder ? { beforeEndSeconds: REMINDER_BEFORE_END_S, description: `${prayer.name} ends in an hour.` } : null,
  };
}
