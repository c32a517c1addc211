/**
 * Where the prayer calendars (iCalendar files) live: feeds a calendar app subscribes to, and one
 * prayer's event. The shell's server answers them with this remote's server module (server/calendar).
 */
export const CALENDAR_FEEDS = ['all', 'festival', 'limited', 'ending-soon'] as const;
export type CalendarFeed = (typeof CALENDAR_FEEDS)[number];

export const isCalendarFeed = (name: string): name is CalendarFeed => (CALENDAR_FEEDS as readonly string[]).includes(name);

export const calendarFeedPath = (feed: CalendarFeed): string => `/prayers/calendar/${feed}.ics`;

/** One prayer's event, for an "Add to calendar" link. */
export const prayerCalendarPath = (id: number): string => `/prayers/info/${id}/calendar.ics`;
