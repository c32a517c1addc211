import type { MessageKey } from '../messages/catalogue';
import { CALENDAR_FEEDS, calendarFeedPath, type CalendarFeed } from '../prayer-calendar-paths';

/** The feeds as the page offers them: what each holds, in a few words (message keys). */
export const FEED_LABELS: Record<CalendarFeed, MessageKey> = {
  all: 'calendar.feedAll',
  festival: 'calendar.feedFestival',
  limited: 'calendar.feedLimited',
  'ending-soon': 'calendar.feedEndingSoon',
};

export interface FeedLink {
  feed: CalendarFeed;
  label: MessageKey;
  /** The https address (for apps that want one pasted: Google Calendar, Outlook on the web). */
  https: string;
  /** The webcal:// address, which opens the subscription in the device's calendar app; null while the host is not known. */
  webcal: string | null;
}

/** The existing feeds' addresses on the site's own host (`host`: 'tlw.example.com'; null on the server). */
export function feedLinks(host: string | null, protocol = 'https:'): FeedLink[] {
  return CALENDAR_FEEDS.map((feed) => {
    const path = calendarFeedPath(feed);
    return {
      feed,
      label: FEED_LABELS[feed],
      https: host ? `${protocol}//${host}${path}` : path,
      webcal: host ? `webcal://${host}${path}` : null,
    };
  });
}
