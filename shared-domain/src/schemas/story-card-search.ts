import { z } from 'zod';
import { characterIdSchema, roleSchema } from './common';
import { obtainingTypeSchema, statIdSchema } from './story-card';

/** One 'Sort/Filter #n' slot: an effect, a stat or a date range, or nothing. */
export const effectSlotSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('none') }),
  z.object({
    type: z.literal('effect'),
    /** "<attrType>:<attrName>", e.g. "stat:yang-atk-up". */
    value: z.string(),
    sort: z.enum(['asc', 'desc']),
    target: z.enum(['any', 'single', 'multi']),
  }),
  z.object({ type: z.literal('stat'), value: statIdSchema, sort: z.enum(['asc', 'desc']) }),
  z.object({ type: z.literal('date'), start: z.string(), end: z.string().nullable(), sort: z.enum(['asc', 'desc']) }),
]);
export type EffectSlot = z.infer<typeof effectSlotSchema>;

/** Story-card search criteria. */
export const storyCardSearchSchema = z.object({
  name: z.string(),
  featured: z.array(characterIdSchema),
  artist: z.string(),
  /** Flags for 1..5 stars (index 0 = 1 star). */
  rarities: z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
  /** Flags for plum, orchid, chrysanthemum, bamboo. */
  types: z.tuple([z.boolean(), z.boolean(), z.boolean(), z.boolean()]),
  obtaining: z.array(z.union([obtainingTypeSchema, z.enum(['prayer', 'epic-prayer', 'challenge-quest', 'others'])])),
  role: roleSchema.nullable(),
  effects: z.tuple([effectSlotSchema, effectSlotSchema, effectSlotSchema]),
});
export type StoryCardSearch = z.infer<typeof storyCardSearchSchema>;
