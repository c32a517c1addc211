import { useT } from '../messages/catalogue';
import { eventJsonLd } from './event-json-ld';
import { JsonLdScript } from './json-ld-script';
import { rateUpWords } from './event-parts';
import type { ScheduleEvent } from './schedule-model';

/**
 * The month's prayers as schema.org Events, in the page (the shell's head carries the breadcrumb
 * and the list; an Event of the page's own is the page's to write). Only announced prayers: a
 * projection is no event of the game's yet.
 */
export function EventsJsonLd({ events }: { events: readonly ScheduleEvent[] }) {
  const t = useT();
  const announced = events.filter((e) => !e.estimated);
  if (announced.length === 0) return null;
  const data = announced.map((e) => {
    const rateUps = rateUpWords(e.rateUps);
    return eventJsonLd(e, rateUps ? t('calendar.eventRateUps', { names: rateUps }) : t('calendar.eventPrayer'));
  });
  return <JsonLdScript data={data} />;
}
