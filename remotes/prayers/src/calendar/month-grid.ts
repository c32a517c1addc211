import { addDays, dayKey, dayOf, daysInMonth, weekdayOf, type CalendarMonth } from './calendar-month';
import type { ScheduleEvent } from './schedule-model';

export interface GridDay {
  /** 'YYYY-MM-DD'. */
  key: string;
  day: number;
  inMonth: boolean;
}

/** An event's piece in one week row: columns 0..6 (Sunday first), on a lane (its row within the week). */
export interface GridChip {
  event: ScheduleEvent;
  column: number;
  span: number;
  lane: number;
  /** It ran before this row's first day / runs on after its last: the chip's edge says so. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface GridWeek {
  days: GridDay[];
  chips: GridChip[];
  lanes: number;
}

/** The days an event runs on, in a zone: the day it starts to the day of its last instant (its end is exclusive). */
export function eventDays(event: Pick<ScheduleEvent, 'start' | 'end'>, zone: string): { first: string; last: string } {
  return { first: dayOf(event.start, zone), last: dayOf(event.end - 1, zone) };
}

/**
 * The month as week rows (Sunday first, the days of the months around it filling the first and last
 * rows), each event a chip per row it runs in, spanning its days there. Lanes are given greedily in
 * the events' order (by start, the longer first), so a prayer keeps to the lowest free lane of its row.
 */
export function monthGrid(month: CalendarMonth, events: readonly ScheduleEvent[], zone: string): GridWeek[] {
  const first = dayKey(month.year, month.month, 1);
  const last = dayKey(month.year, month.month, daysInMonth(month));
  const gridStart = addDays(first, -weekdayOf(first));
  const gridEnd = addDays(last, 6 - weekdayOf(last));
  const spans = events.map((event) => ({ event, ...eventDays(event, zone) }));
  const weeks: GridWeek[] = [];
  for (let weekStart = gridStart; weekStart <= gridEnd; weekStart = addDays(weekStart, 7)) {
    const days = Array.from({ length: 7 }, (_, i) => {
      const key = addDays(weekStart, i);
      return { key, day: Number(key.slice(8)), inMonth: key >= first && key <= last };
    });
    const weekEnd = days[6]!.key;
    const taken: boolean[][] = [];
    const chips: GridChip[] = [];
    for (const s of spans) {
      if (s.last < weekStart || s.first > weekEnd) continue;
      const from = s.first < weekStart ? weekStart : s.first;
      const to = s.last > weekEnd ? weekEnd : s.last;
      const column = days.findIndex((d) => d.key === from);
      const span = days.findIndex((d) => d.key === to) - column + 1;
      let lane = 0;
      while ((taken[lane] ?? []).slice(column, column + span).some(Boolean)) lane++;
      const row = (taken[lane] ??= Array<boolean>(7).fill(false));
      for (let c = column; c < column + span; c++) row[c] = true;
      chips.push({ event: s.event, column, span, lane, continuesBefore: s.first < weekStart, continuesAfter: s.last > weekEnd });
    }
    weeks.push({ days, chips, lanes: taken.length });
  }
  return weeks;
}
