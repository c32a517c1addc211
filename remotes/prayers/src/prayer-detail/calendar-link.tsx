import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { useT } from '../messages/catalogue';
import { prayerCalendarPath } from '../prayer-calendar-paths';

/**
 * "Add to calendar": the prayer's event as an iCalendar file, a plain download (the site's scripts
 * leave `download` links to the browser). Shown once the prayer has started: the calendars hold only
 * what the list shows, so before then the file is a 404.
 */
export function CalendarLink({ id, start }: { id: number; start: number }) {
  const t = useT();
  const started = useClockPassed(1000, [start]) >= start;
  if (!started) return null;
  return (
    <p>
      <a href={prayerCalendarPath(id)} download={`prayer-${id}.ics`}>
        {t('prayerDetail.addToCalendar')}
      </a>
    </p>
  );
}
