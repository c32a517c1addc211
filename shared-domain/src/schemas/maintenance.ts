import { z } from 'zod';
import { isoDateTimeSchema, maintenanceIdSchema, urlSchema } from './common';

export const MAINTENANCE_STATUSES = ['waiting', 'ongoing', 'done'] as const;
export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);
export type MaintenanceStatus = z.infer<typeof maintenanceStatusSchema>;

/** Derives the live status: waiting before start, ongoing until end, done after. */
export function maintenanceStatusAt(m: { start: string; end: string }, now: number): MaintenanceStatus {
  if (now < Date.parse(m.start)) return 'waiting';
  if (now < Date.parse(m.end)) return 'ongoing';
  return 'done';
}

/**
 * A maintenance record; one content file per record. `status` is the state when the file was
 * written; the API recomputes it from the clock with maintenanceStatusAt.
 */
export const maintenanceSchema = z.strictObject({
  id: maintenanceIdSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  /** Official news link; null shows '(speculative)'. */
  news: urlSchema.nullable(),
  status: maintenanceStatusSchema,
  devLetter: z.strictObject({ time: isoDateTimeSchema, url: urlSchema.nullable() }).nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;
