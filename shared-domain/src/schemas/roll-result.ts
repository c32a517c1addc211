import { z } from 'zod';
import { imagePathSchema, prayerIdSchema } from './common';
import { chanceSchema } from './prayer';
import { PULL_TYPES } from '../constants/prayer-kinds';

export const pullTypeSchema = z.enum(PULL_TYPES);

/** One drawn item of a simulated pull. */
export const rollResultItemSchema = z.object({
  type: z.enum(['chara', 'card']),
  id: z.number().int().positive(),
  translit: z.string(),
  name: z.string(),
  shortName: z.string(),
  img: imagePathSchema,
  /** Cards carry their star count. */
  metadata: z.object({ stars: z.number().int().min(1).max(5).optional() }),
  chance: z.object({ sc: chanceSchema, gc: chanceSchema }),
  isPickUp: z.boolean(),
});
export type RollResultItem = z.infer<typeof rollResultItemSchema>;

/** The answer of POST /api/prayers/roll. */
export const rollResultSchema = z.object({
  error: z.boolean(),
  result: z.array(rollResultItemSchema),
  coin: z.number().int().nonnegative(),
  sc: z.number().int().nonnegative(),
  gc: z.number().int().nonnegative(),
  dust: z.number().int().nonnegative(),
  pullNo: z.number().int().nonnegative(),
  sbNo: z.number().int().min(-1),
  disableSU: z.boolean(),
  isGCDisabled: z.boolean(),
});
export type RollResult = z.infer<typeof rollResultSchema>;

/**
 * The body of POST /api/prayers/roll, the one schema for it (server, contract, hooks): the spec's
 * fields (sbNo = step-up index - 1 or -1; suNo = step-up stage or -1; pullNo = pulls made so far)
 * plus two optional ones. `seed` (an integer or a short string) makes the session reproducible;
 * `gcNo` = GC pulls the session already made (the API is stateless, and a prayer's GC limit counts
 * GC pulls only; without it, GC-only prayers count every pull).
 */
export const rollRequestSchema = z.object({
  id: prayerIdSchema,
  type: pullTypeSchema,
  sbNo: z.number().int().min(-1),
  suNo: z.number().int().min(-1),
  pullNo: z.number().int().nonnegative(),
  seed: z.union([z.number().int(), z.string().min(1).max(64)]).optional(),
  gcNo: z.number().int().nonnegative().optional(),
});
export type RollRequest = z.infer<typeof rollRequestSchema>;
