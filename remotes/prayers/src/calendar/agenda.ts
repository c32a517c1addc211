import { dayKey, daysInMonth, type CalendarMonth } from './calendar-month';
import { eventDays } from './month-grid';
import type { ScheduleEvent } from './schedule-model';

export interface AgendaDay {
  /** 'YYYY-MM-DD'. */
  key: string;
  starts: ScheduleEvent[];
  ends: ScheduleEvent[];
}

export interface Agenda {
  /** Prayers that began before the month and run into it. */
  running: ScheduleEvent[];
  /** The month's days on which a prayer starts or ends, in order. */
  days: AgendaDay[];
}

/**
 * The month as a list by date, for reading top to bottom: what is already running on the 1st,
 * then each day a prayer starts or ends (its last day, in the zone), and nothing else.
 */
export function agenda(month: CalendarMonth, events: readonly ScheduleEvent[], zone: string): Agenda {
  const first = dayKey(month.year, month.month, 1);
  const last = dayKey(month.year, month.month, daysInMonth(month));
  const byDay = new Map<string, AgendaDay>();
  const dayFor = (key: string) => {
    let day = byDay.get(key);
    if (!day) byDay.set(key, (day = { key, starts: [], ends: [] }));
    return day;
  };
  const running: ScheduleEvent[] = [];
  for (const event of events) {
    const span = eventDays(event, zone);
    if (span.last < first || span.first > last) continue;
    if (span.first < first) running.push(event);
    else dayFor(span.first).starts.push(event);
    if (span.last <= last) dayFor(span.last).ends.push(event);
  }
  return { running, days: [...byDay.values()].sort((a, b) => (a.key < b.key ? -1 : 1)) };
}
