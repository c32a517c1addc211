import { z } from 'zod';
import { MAINTENANCE_STATUSES } from '../home/maintenance-status';
import { isoDateTimeSchema, maintenanceIdSchema, urlSchema } from './common';

export { MAINTENANCE_STATUSES, maintenanceStatusAt, type MaintenanceStatus } from '../home/maintenance-status';
export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES);

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
