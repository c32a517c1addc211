/** Zod-free, so the home page can derive statuses without the schema library in its bundle. */
export const MAINTENANCE_STATUSES = ['waiting', 'ongoing', 'done'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];

/** Derives the live status: waiting before start, ongoing until end, done after. */
export function maintenanceStatusAt(m: { start: string; end: string }, now: number): MaintenanceStatus {
  if (now < Date.parse(m.start)) return 'waiting';
  if (now < Date.parse(m.end)) return 'ongoing';
  return 'done';
}
