import { useRef, type CSSProperties, type KeyboardEvent, type TouchEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Locale } from 'shared-domain/i18n/locales';
import { useEnglishTextLang, useLocale } from 'shared-ui/i18n/locale-context';
import { useT, type Translate } from '../messages/catalogue';
import { dayLabel, weekdayNames } from './day-label';
import { eventPath, eventTags, kindClass, Portraits, rateUpWords } from './event-parts';
import { instantTexts } from './event-times';
import { addDays } from './calendar-month';
import type { GridWeek } from './month-grid';
import type { ScheduleEvent } from './schedule-model';
import styles from './calendar.module.css';

export interface MonthViewProps {
  weeks: GridWeek[];
  /** Today's day key in the zone shown, or null. */
  today: string | null;
  /** The day the grid's one tab stop sits on (today when in the month, else the 1st). */
  focusDay: string;
  dayHref: (key: string) => string;
  /** How many prayers start and end on each day (for the day links' names). */
  dayCounts: ReadonlyMap<string, { starts: number; ends: number }>;
  prevHref: string;
  nextHref: string;
  zone: string | null;
  className?: string;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
/** A swipe this far across (px), and more across than down, turns the month. */
const SWIPE_PX = 60;

function chipTitle(t: Translate, locale: Locale, event: ScheduleEvent, zone: string | null): string {
  const start = instantTexts(t, locale, event.start, zone);
  const end = instantTexts(t, locale, event.end, zone);
  const rateUps = rateUpWords(event.rateUps);
  return [
    `${event.name} (${eventTags(t, event).join(', ')})`,
    ...(rateUps ? [t('calendar.rateUp', { names: rateUps })] : []),
    t('calendar.startsAt', { time: `${start.server}${start.player ? ` · ${start.player}` : ''}` }),
    t('calendar.endsAt', { time: `${end.server}${end.player ? ` · ${end.player}` : ''}` }),
  ].join('\n');
}

function dayName(t: Translate, key: string, counts: { starts: number; ends: number } | undefined, today: boolean): string {
  const parts = [dayLabel(t, key), ...(today ? [t('calendar.today')] : [])];
  if (counts?.starts) parts.push(t('calendar.dayStarts', { count: counts.starts }));
  if (counts?.ends) parts.push(t('calendar.dayEnds', { count: counts.ends }));
  return parts.join(', ');
}

/**
 * The month grid: one row per week, each prayer a chip spanning its days (its type's colour, its
 * rate-ups' portraits). Every day is a link (to that day in the agenda); the arrow keys move between
 * days, Page Up / Page Down and a swipe across turn the month, through the same links as the buttons.
 */
export function MonthView({ weeks, today, focusDay, dayHref, dayCounts, prevHref, nextHref, zone, className }: MonthViewProps) {
  const t = useT();
  const locale = useLocale();
  const englishLang = useEnglishTextLang();
  const navigate = useNavigate();
  const grid = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const from = (e.target as HTMLElement).closest<HTMLElement>('[data-day]')?.dataset.day;
    if (e.key === 'PageUp' || e.key === 'PageDown') {
      e.preventDefault();
      void navigate(e.key === 'PageUp' ? prevHref : nextHref);
      return;
    }
    const step = KEY_STEPS[e.key];
    if (!from || step === undefined) return;
    const target = grid.current?.querySelector<HTMLElement>(`[data-day="${addDays(from, step)}"]`);
    if (!target) return;
    e.preventDefault();
    // A roving tab stop: the day in focus is the grid's one place in the tab order.
    grid.current?.querySelectorAll<HTMLElement>('[data-day]').forEach((el) => el.setAttribute('tabindex', '-1'));
    target.setAttribute('tabindex', '0');
    target.focus();
  };
  const onTouchStart = (e: TouchEvent) => {
    const t = e.touches[0];
    touch.current = t ? { x: t.clientX, y: t.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const t = e.changedTouches[0];
    touch.current = null;
    if (!start || !t) return;
    const dx = t.clientX - start.x;
    const dy = t.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > 2 * Math.abs(dy)) void navigate(dx > 0 ? prevHref : nextHref);
  };

  return (
    <div className={`${styles.monthView} ${className ?? ''}`}>
      <p className={styles.hint}>{t('calendar.gridHint')}</p>
      <div
        ref={grid}
        className={styles.grid}
        role="group"
        aria-label={t('calendar.grid')}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.weekdays} aria-hidden="true">
          {weekdayNames(t).map((d) => (
            <span key={d.long}>{d.short}</span>
          ))}
        </div>
        {/* At least one lane: CSS's repeat(0, …) is invalid and would drop the row template. */}
        {weeks.map((week) => (
          <div key={week.days[0]!.key} className={styles.week} style={{ '--lanes': Math.max(week.lanes, 1) } as CSSProperties}>
            {week.days.map((d, i) => {
              const isToday = d.key === today;
              return (
                <Link
                  key={d.key}
                  to={dayHref(d.key)}
                  data-day={d.key}
                  tabIndex={d.key === focusDay ? 0 : -1}
                  aria-current={isToday ? 'date' : undefined}
                  aria-label={dayName(t, d.key, dayCounts.get(d.key), isToday)}
                  className={[styles.day, d.inMonth ? '' : styles.outside, isToday ? styles.today : ''].join(' ')}
                  style={{ gridColumn: i + 1 }}
                >
                  <span className={styles.dayNumber}>{d.day}</span>
                </Link>
              );
            })}
            {week.chips.map((c) => (
              <Link
                key={c.event.id}
                to={eventPath(c.event.id)}
                title={chipTitle(t, locale, c.event, zone)}
                className={[
                  styles.chip,
                  kindClass(c.event.kind),
                  c.event.estimated ? styles.estimated : '',
                  c.continuesBefore ? styles.before : '',
                  c.continuesAfter ? styles.after : '',
                ].join(' ')}
                style={{ gridColumn: `${c.column + 1} / span ${c.span}`, gridRow: c.lane + 2 }}
              >
                <Portraits units={c.event.rateUps} size={16} />
                <span className={styles.chipName}>
                  {c.event.estimated ? `${t('calendar.estimated')} ` : ''}
                  <span lang={englishLang}>{c.event.name}</span>
                </span>
              </Link>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
