import { z } from 'zod';
import { CHARACTER_TYPES } from '../characters/character-types';
import { characterIdSchema, foreverPrayerIdSchema, isoDateTimeSchema, prayerIdSchema, textSchema } from './common';

/** A daily chance per rarity; an unknown rarity is an error ('Unknown rarity'). */
export const foreverThresholdSchema = z.strictObject({
  rarity: z.enum(CHARACTER_TYPES, { error: 'Unknown rarity' }),
  /** From when this rate applies; null = from the start. */
  date: isoDateTimeSchema.nullable(),
  /** Daily chance in percent of drawing a character of this rarity. */
  rate: z.number().min(0).max(100),
  /** Characters of this rarity in the list. */
  count: z.number().int().nonnegative(),
});
export type ForeverThreshold = z.infer<typeof foreverThresholdSchema>;

/** A forever prayer (one free daily pull over a list); `prayer` is its entry in the prayer list. */
export const foreverPrayerSchema = z.strictObject({
  id: foreverPrayerIdSchema,
  prayer: prayerIdSchema,
  /** Head: a specific selection (true) or the general list. */
  specific: z.boolean(),
  title: textSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  notes: z.array(z.string()),
  characters: z.array(characterIdSchema).min(1),
  thresholds: z.array(foreverThresholdSchema).min(1),
});
export type ForeverPrayer = z.infer<typeof foreverPrayerSchema>;
