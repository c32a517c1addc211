import ical, { ICalAlarmRelatesTo, ICalAlarmType, ICalCalendarMethod, ICalEventBusyStatus, ICalEventTransparency } from 'ical-generator';
import type { PrayerEvent } from './prayer-event';

export interface CalendarText {
  /** The calendar's name in a calendar app (feeds); null for a single event's file. */
  name: string | null;
  /** Where the calendar lives. */
  url: string;
  /** How often a subscribed app should read the feed again; null for a file added once. */
  refreshSeconds: number | null;
  events: readonly PrayerEvent[];
}

/**
 * The iCalendar text (RFC 5545) of a calendar: ical-generator escapes the text values and folds the
 * lines; the text depends on its input alone (DTSTAMP is the content's last change), so an
 * unchanged calendar keeps its ETag.
 */
export function icsText({ name, url, refreshSeconds, events }: CalendarText): string {
  const calendar = ical({
    prodId: { company: 'Touhou LostWord Tracker', product: 'Prayer calendar', language: 'EN' },
    // Published for reading, as a subscribed feed or a file to add: nobody replies to it.
    method: ICalCalendarMethod.PUBLISH,
    name,
    url,
    ttl: refreshSeconds,
  });
  for (const event of events) {
    const written = calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      stamp: new Date(event.lastModified),
      lastModified: new Date(event.lastModified),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.summary,
      description: event.description,
      url: event.url,
      categories: event.categories.map((category) => ({ name: category })),
      // A prayer runs for days or weeks: it must not mark the player busy.
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
    });
    if (event.alarm)
      written
        .createAlarm({ type: ICalAlarmType.display, triggerBefore: event.alarm.beforeEndSeconds, description: event.alarm.description })
        // Set apart: the alarm's constructor drops `relatesTo` (10.2.0), which would make it count from the start.
        .relatesTo(ICalAlarmRelatesTo.end);
  }
  // Every content line ends with CRLF (RFC 5545 3.1), the last one too.
  return `${calendar.toString()}\r\n`;
}
