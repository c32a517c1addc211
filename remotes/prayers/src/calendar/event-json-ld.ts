import { eventPath, type EventLike } from './event-path';

/** schema.org's Event for a prayer: an online event with its own page, in UTC instants. */
export interface EventJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Event';
  name: string;
  startDate: string;
  endDate: string;
  eventStatus: 'https://schema.org/EventScheduled';
  eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode';
  location: { '@type': 'VirtualLocation'; url: string };
  url: string;
  description: string;
}

/**
 * A prayer as a search engine's Event. `origin` makes the links absolute where it is known (the
 * server's page functions); a page's own copy leaves them relative to the document, as JSON-LD allows.
 */
export function eventJsonLd(event: EventLike, description: string, origin = ''): EventJsonLd {
  const url = `${origin}${eventPath(event.id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    startDate: new Date(event.start).toISOString(),
    endDate: new Date(event.end).toISOString(),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    url,
    description,
  };
}
