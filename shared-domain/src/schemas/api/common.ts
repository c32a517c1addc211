import { z } from 'zod';
import { timestampMsSchema } from '../common';

/** Every API error: `{ error: <HTTP status text>, message: <what was wrong> }`. */
export const apiErrorSchema = z.strictObject({ error: z.string().min(1), message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `lastUpdate`: ms since the epoch, as every section-7 response that names it carries. */
export const lastUpdateField = { lastUpdate: timestampMsSchema };

/** GET /api/health */
export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  counts: z.strictObject({
    characters: z.number().int().nonnegative(),
    storyCards: z.number().int().nonnegative(),
    artists: z.number().int().nonnegative(),
    prayers: z.number().int().nonnegative(),
    foreverPrayers: z.number().int().nonnegative(),
    floors: z.number().int().nonnegative(),
    rewardItems: z.number().int().nonnegative(),
    updates: z.number().int().nonnegative(),
    maintenance: z.number().int().nonnegative(),
  }),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/**
 * A query-string integer: digits only (no "", " 1", "1e3" or repeated parameters), within bounds.
 * Query schemas are plain objects: unknown parameters (cache busters) are ignored.
 */
export const intParam = (min: number, max: number) =>
  z
    .string({ error: 'expected a single integer' })
    .regex(/^\d{1,15}$/, 'expected a non-negative integer')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
