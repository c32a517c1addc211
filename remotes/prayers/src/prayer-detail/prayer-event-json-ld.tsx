import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { eventJsonLd } from '../calendar/event-json-ld';
import { JsonLdScript } from '../calendar/json-ld-script';
import { useT } from '../messages/catalogue';

/**
 * The prayer as a schema.org Event, in its own page. Described by its type and number alone; the
 * page around it names the rate-ups under the spoiler rule.
 */
export function PrayerEventJsonLd({
  prayer,
  typeNumber,
}: {
  prayer: Pick<PrayerDetail, 'id' | 'name' | 'start' | 'end'>;
  typeNumber: string;
}) {
  const t = useT();
  const event = eventJsonLd(
    { id: prayer.id, name: prayer.name, start: Date.parse(prayer.start), end: Date.parse(prayer.end) },
    t('prayerDetail.eventDescription', { typeNumber }),
  );
  return <JsonLdScript data={event} />;
}
