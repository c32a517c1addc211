import { Link } from 'react-router-dom';
import { useEnglishTextLang } from 'shared-ui/i18n/locale-context';
import { useT, type MessageKey } from '../messages/catalogue';
import type { Agenda } from './agenda';
import { dayLabel } from './day-label';
import { eventPath, EventTimes, eventTags, kindClass, Portraits, rateUpWords } from './event-parts';
import { monthName, monthWord, type CalendarMonth } from './calendar-month';
import type { ScheduleEvent } from './schedule-model';
import styles from './calendar.module.css';

/** What an agenda line says of its prayer that day. */
const WHAT: Record<'starts' | 'ends' | 'running', MessageKey> = {
  starts: 'calendar.agendaStarts',
  ends: 'calendar.agendaEnds',
  running: 'calendar.agendaRunning',
};

function AgendaItem({ event, what, zone }: { event: ScheduleEvent; what: keyof typeof WHAT; zone: string | null }) {
  const t = useT();
  const englishLang = useEnglishTextLang();
  const rateUps = rateUpWords(event.rateUps);
  return (
    <li className={[styles.agendaItem, kindClass(event.kind), event.estimated ? styles.estimated : ''].join(' ')}>
      <p className={styles.agendaTitle}>
        <span className={styles.agendaWhat}>{t(WHAT[what])}</span>{' '}
        <Link to={eventPath(event.id)} lang={englishLang}>
          {event.name}
        </Link>{' '}
        <span className={styles.tags}>({eventTags(t, event).join(', ')})</span>
      </p>
      {rateUps ? (
        <p className={styles.rateUps}>
          <Portraits units={event.rateUps} />
          <span>{t('calendar.rateUp', { names: rateUps })}</span>
        </p>
      ) : null}
      <EventTimes event={event} zone={zone} />
    </li>
  );
}

/**
 * The month as a plain list by date, read top to bottom: headings per day, and under each what
 * starts and what ends, with both times written out. What a screen reader (and a phone) reads best.
 */
export function AgendaView({
  month,
  agenda,
  zone,
  headingLevel = 3,
  className,
}: {
  month: CalendarMonth;
  agenda: Agenda;
  zone: string | null;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const t = useT();
  const H = `h${headingLevel}` as const;
  const empty = agenda.running.length === 0 && agenda.days.length === 0;
  return (
    <div className={`${styles.agenda} ${className ?? ''}`}>
      {empty ? <p>{t('calendar.empty', { month: monthName(t, month) })}</p> : null}
      {agenda.running.length > 0 ? (
        <section aria-labelledby={`running-${month.year}-${month.month}`}>
          <H id={`running-${month.year}-${month.month}`} className={styles.agendaDay}>
            {t('calendar.runningBefore', { monthName: monthWord(t, month.month), month: month.month })}
          </H>
          <ul className={styles.agendaList}>
            {agenda.running.map((e) => (
              <AgendaItem key={e.id} event={e} what="running" zone={zone} />
            ))}
          </ul>
        </section>
      ) : null}
      {agenda.days.map((day) => (
        <section key={day.key} aria-labelledby={`day-${day.key}`}>
          <H id={`day-${day.key}`} className={styles.agendaDay}>
            <time dateTime={day.key}>{dayLabel(t, day.key)}</time>
          </H>
          <ul className={styles.agendaList}>
            {day.starts.map((e) => (
              <AgendaItem key={`s${e.id}`} event={e} what="starts" zone={zone} />
            ))}
            {day.ends.map((e) => (
              <AgendaItem key={`e${e.id}`} event={e} what="ends" zone={zone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
