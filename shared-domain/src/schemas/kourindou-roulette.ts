import { z } from 'zod';
import { characterIdSchema, isoDateTimeSchema } from './common';

/** The Kourindou roulette list; counts per type are derived by the API. */
export const kourindouRouletteSchema = z.strictObject({
  start: isoDateTimeSchema,
  /** 'Roulette update time'. */
  updated: isoDateTimeSchema,
  characters: z.array(characterIdSchema).min(1),
});
export type KourindouRoulette = z.infer<typeof kourindouRouletteSchema>;

/** The counter keys the roulette screen shows. */
export const ROULETTE_COUNT_TYPES = ['gen', 'fes', 'afes', 'sfes', 'relic', 'epic'] as const;
