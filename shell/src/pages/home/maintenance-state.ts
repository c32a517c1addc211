import type { Maintenance } from 'shared-domain/schemas/maintenance';
import { maintenanceStatusAt } from 'shared-domain/home/maintenance-status';

/** A dev letter counts as 'started' for one hour after its time. */
export const DEV_LETTER_STARTED_WINDOW_MS = 60 * 60 * 1000;

export type DevLetterPhase = 'starts in' | 'started' | 'ended';

/** The maintenance timer's line: what to say and which instant the countdown aims at. */
export interface MaintenanceTimer {
  id: number;
  label: 'starts in' | 'ends in';
  target: number;
}

/**
 * Maintenance records still worth showing at `now`, soonest first: waiting ones count down to
 * their start, ongoing ones to their end, done ones are dropped.
 */
export function maintenanceTimers(records: readonly Pick<Maintenance, 'id' | 'start' | 'end'>[], now: number): MaintenanceTimer[] {
  const timers: MaintenanceTimer[] = [];
  for (const m of records) {
    const status = maintenanceStatusAt(m, now);
    if (status === 'waiting') timers.push({ id: m.id, label: 'starts in', target: Date.parse(m.start) });
    else if (status === 'ongoing') timers.push({ id: m.id, label: 'ends in', target: Date.parse(m.end) });
  }
  return timers.sort((a, b) => a.target - b.target);
}

/** 'starts in' before its time, 'started' within one hour after, 'ended' later. */
export function devLetterPhase(time: string, now: number): DevLetterPhase {
  const at = Date.parse(time);
  if (now < at) return 'starts in';
  if (now < at + DEV_LETTER_STARTED_WINDOW_MS) return 'started';
  return 'ended';
}
