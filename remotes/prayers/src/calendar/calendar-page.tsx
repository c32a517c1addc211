import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { selectJpContent } from 'shared-domain/settings/settings-slice';
import { useClockPassed } from 'shared-ui/hooks/use-clock';
import { useNameSettings } from 'shared-ui/hooks/use-name-settings';
import { useAfterHydration, useShownCollection } from 'shared-ui/hooks/use-collection';
import { PageFrame } from 'shared-ui/page/page-frame';
import { QueryView } from 'shared-ui/query/query-view';
import { errorMessage } from 'shared-domain/api/error-message';
import { useLocale } from 'shared-ui/i18n/locale-context';
import { messageText, useT } from '../messages/catalogue';
import { CALENDAR_TITLE } from '../prayer-pages';
import { AgendaView } from './agenda-view';
import { agenda as agendaOf } from './agenda';
import { CalendarFiltersForm } from './calendar-filters';
import { filterSchedule } from './calendar-filter';
import { addMonths, dayOf, formatMonth, monthName, monthRange, monthIndex, monthWindow, SERVER_ZONE, startOfDay } from './calendar-month';
import {
  CALENDAR_VIEWS,
  hasFilters,
  parseCalendarQuery,
  queryString,
  serialiseCalendarQuery,
  VIEW_LABELS,
  type CalendarView,
} from './calendar-query';
import { calendarPageTitle } from './calendar-titles';
import { zoneSentence } from './event-times';
import { EVENT_KIND_LABELS, EVENT_KINDS, overlapping, scheduleEvents } from './schedule-model';
import { byChoiceName, choiceOf, type CharacterChoice } from './character-choices';
import { FeedLinks } from './feed-links-section';
import { EventsJsonLd } from './events-json-ld';
import { kindClass } from './event-parts';
import { monthGrid } from './month-grid';
import { MonthView } from './month-view';
import { projectedEvents, projectedPrayers, projectionNote } from './projection';
import { timeline } from './timeline';
import { TimelineView } from './timeline-view';
import { useDisplayZone } from './use-display-zone';
import { useReleaseUnits } from './use-release-units';
import { useSchedulePrayers } from './use-schedule-prayers';
import styles from './calendar.module.css';

const DAY_MS = 86_400_000;
/** The longest prayer the calendar shows runs a month: pages are read this far back before the month. */
const LONGEST_PRAYER_MS = 32 * DAY_MS;

/** The first instant of every month in server time the calendar can reach: the default month follows the clock through them. */
const MONTH_STARTS = Array.from({ length: 12 * 25 }, (_, i) => Date.UTC(2021, 4 + i, 1));

export default function CalendarPage() {
  const t = useT();
  const locale = useLocale();
  const [params] = useSearchParams();
  const raw = params.toString();
  // The current month (server time): re-rendered only when a month begins.
  const monthNow = useClockPassed(1000, MONTH_STARTS);
  const query = useMemo(() => parseCalendarQuery(new URLSearchParams(raw), monthNow), [raw, monthNow]);
  const { view, month, filters } = query;

  const zone = useDisplayZone();
  // The days are the player's once known; the server's HTML draws them in server time.
  const gridZone = zone ?? SERVER_ZONE;
  const window = useMemo(() => monthWindow(month, gridZone), [month, gridZone]);
  const data = useSchedulePrayers(window.from - LONGEST_PRAYER_MS);
  const collection = useShownCollection();
  const jpContent = useAfterHydration(selectJpContent, false);

  const starts = useMemo(() => data.prayers.map((p) => Date.parse(p.start)), [data.prayers]);
  // Listed is "started by now": re-rendered only when a prayer starts.
  const now = useClockPassed(1000, starts);
  const filtered = useMemo(() => filterSchedule(data.prayers, filters, collection), [data.prayers, filters, collection]);
  const names = useNameSettings();
  const events = useMemo(
    () => overlapping(scheduleEvents(filtered, { jpContent, now }, names), window.from, window.to),
    [filtered, jpContent, now, window, names],
  );
  const units = useReleaseUnits(jpContent);
  const projection = useMemo(
    () => projectedPrayers(t, data.prayers, units, { jpContent, now }, names),
    [t, data.prayers, units, jpContent, now, names],
  );
  // The calendar's filters apply to the lane as to the schedule.
  const projected = useMemo(
    () => overlapping(projectedEvents(filterSchedule(projection.prayers, filters, collection), now, names), window.from, window.to),
    [projection, filters, collection, now, window, names],
  );
  const shown = useMemo(() => [...events, ...projected], [events, projected]);

  const weeks = useMemo(() => monthGrid(month, shown, gridZone), [month, shown, gridZone]);
  const agenda = useMemo(() => agendaOf(month, shown, gridZone), [month, shown, gridZone]);
  const dayStarts = useMemo(() => weeks.flatMap((w) => w.days.map((d) => startOfDay(d.key, gridZone))), [weeks, gridZone]);
  const todayAt = useClockPassed(1000, dayStarts);
  const today = Number.isFinite(todayAt) ? dayOf(todayAt, gridZone) : null;
  const monthKey = formatMonth(month);
  const focusDay = today?.startsWith(monthKey) ? today : `${monthKey}-01`;

  const href = (v: CalendarView | null, m = month) => queryString(serialiseCalendarQuery({ view: v, month: m, filters }, params));
  const { first, last } = monthRange(monthNow);
  const prev = monthIndex(month) > monthIndex(first) ? addMonths(month, -1) : null;
  const next = monthIndex(month) < monthIndex(last) ? addMonths(month, 1) : null;
  const dayCounts = useMemo(() => new Map(agenda.days.map((d) => [d.key, { starts: d.starts.length, ends: d.ends.length }])), [agenda]);
  const characters = useMemo(() => {
    const named = new Map<number, CharacterChoice>();
    for (const e of scheduleEvents(data.prayers, { jpContent, now }, names))
      for (const r of e.rateUps) if (r.name) named.set(r.character, choiceOf(r));
    return [...named.values()].sort(byChoiceName);
  }, [data.prayers, jpContent, now, names]);

  const isFiltered = hasFilters(filters);
  return (
    <PageFrame
      title={t(CALENDAR_TITLE)}
      pageTitle={calendarPageTitle(t, query.monthGiven ? month : null, isFiltered)}
      lead={t('calendar.lead')}
      actions={<Link to="/prayers/reruns">{t('calendar.rerunHistory')}</Link>}
    >
      <div className={styles.stack}>
        {query.notes.length > 0 ? (
          <div role="alert" className={styles.notes}>
            <p>{t('calendar.notesIntro')}</p>
            <ul>
              {query.notes
                .map((note) => messageText(t, note))
                .map((text) => (
                  <li key={text}>{text}</li>
                ))}
            </ul>
          </div>
        ) : null}
        <nav aria-label={t('calendar.views')} className={styles.views}>
          {CALENDAR_VIEWS.map((v) => (
            <Link
              key={v}
              to={href(v)}
              aria-current={v === view ? 'page' : undefined}
              className={[
                styles.viewLink,
                v === view ? styles.current : '',
                view === null && v === 'month' ? styles.currentWide : '',
                view === null && v === 'agenda' ? styles.currentNarrow : '',
              ].join(' ')}
            >
              {t(VIEW_LABELS[v])}
            </Link>
          ))}
        </nav>
        <CalendarFiltersForm view={view} month={month} filters={filters} characters={characters} now={monthNow} />
        {filters.unowned && collection === null ? (
          <p className={styles.hint} role="status">
            {t('calendar.unownedHint')}
          </p>
        ) : null}
        <div className={styles.monthBar}>
          {prev ? (
            <Link to={href(view, prev)} rel="prev" className={styles.monthLink}>
              <span aria-hidden="true">← </span>
              {monthName(t, prev)}
            </Link>
          ) : (
            <span />
          )}
          <h2 className={styles.monthHeading}>{monthName(t, month)}</h2>
          {next ? (
            <Link to={href(view, next)} rel="next" className={styles.monthLink}>
              {monthName(t, next)}
              <span aria-hidden="true"> →</span>
            </Link>
          ) : (
            <span />
          )}
        </div>
        <p className={styles.zone}>{zoneSentence(t, locale, zone, window.from)}</p>
        <ul className={styles.legend} aria-label={t('calendar.legend')}>
          {EVENT_KINDS.map((k) => (
            <li key={k}>
              <span className={`${styles.swatch} ${kindClass(k)}`} aria-hidden="true" />
              {t(EVENT_KIND_LABELS[k])}
            </li>
          ))}
        </ul>
        {projected.length > 0 ? (
          <p className={styles.estimateNote} data-projection="">
            <strong>{t('calendar.projectedHeading')}</strong> {projectionNote(t, projection.delay)}
          </p>
        ) : null}
        {data.moreError ? (
          <div role="alert" className={styles.notes}>
            <p>{t('calendar.loadFailed', { error: errorMessage(data.moreError) })}</p>
            <button type="button" onClick={() => void data.retryMore()}>
              {t('prayerList.retry')}
            </button>
          </div>
        ) : null}
        <QueryView result={data.first} skeletonHeight={600} label={t('calendar.loading')}>
          {() => (
            <section aria-label={t('calendar.section', { month: monthName(t, month), view: view ?? 'none' })} aria-busy={data.loading}>
              {view === 'month' || view === null ? (
                <MonthView
                  weeks={weeks}
                  today={today}
                  focusDay={focusDay}
                  dayHref={(key) => `${href('agenda', { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) })}#day-${key}`}
                  dayCounts={dayCounts}
                  prevHref={href(view, prev ?? month)}
                  nextHref={href(view, next ?? month)}
                  zone={zone}
                  className={view === null ? styles.wideOnly : undefined}
                />
              ) : null}
              {view === 'timeline' ? (
                <TimelineView
                  month={month}
                  window={window}
                  gridZone={gridZone}
                  zone={zone}
                  line={timeline(events, window)}
                  projected={projected.length > 0 ? timeline(projected, window) : null}
                />
              ) : null}
              {view === 'agenda' || view === null ? (
                <AgendaView month={month} agenda={agenda} zone={zone} className={view === null ? styles.narrowOnly : undefined} />
              ) : null}
              {data.loading ? <p className={styles.hint}>{t('calendar.loadingMore')}</p> : null}
            </section>
          )}
        </QueryView>
        <FeedLinks />
        <EventsJsonLd events={events} />
      </div>
    </PageFrame>
  );
}
