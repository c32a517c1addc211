import { z } from 'zod';
import { PRAYER_TYPES, RATE_TYPES, RATE_UP_STATUSES, STEP_UP_KINDS } from '../constants/prayer-kinds';
import { characterIdSchema, imagePathSchema, isoDateTimeSchema, prayerIdSchema, storyCardIdSchema, textSchema } from './common';

export const prayerTypeSchema = z.enum(PRAYER_TYPES);
export const stepUpKindSchema = z.enum(STEP_UP_KINDS);

/**
 * A chance in percent with at most 5 decimals (rate precision 1e5). Generators work in integer
 * units of 1e-5 % and divide once, so pool sums are exact to 1e-9.
 */
export const chanceSchema = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 1e5 - Math.round(v * 1e5)) < 1e-6, 'at most 5 decimals');

export const rateUpCharacterSchema = z.strictObject({
  character: characterIdSchema,
  /** 'new' for a debut, 'extra' for a re-run bonus, null otherwise. */
  status: z.enum(RATE_UP_STATUSES).nullable(),
  /** Can be exchanged with prayer coins. */
  exchange: z.boolean(),
  exchangeAmount: z.number().int().positive().nullable(),
  isNew: z.boolean(),
});
export type RateUpCharacter = z.infer<typeof rateUpCharacterSchema>;

export const rateUpCardSchema = z.strictObject({
  card: storyCardIdSchema,
  isNew: z.boolean(),
  exchangeAmount: z.number().int().positive().nullable(),
});
export type RateUpCard = z.infer<typeof rateUpCardSchema>;

/** One pull of a step-up stage. */
export const stepItemSchema = z.strictObject({
  /** GC cost of this pull (0 for a free pull). */
  cost: z.number().int().nonnegative(),
  /** How many characters this pull guarantees. */
  guaranteed: z.number().int().min(0).max(10),
  /** Multiplier on the pick-up rates, shown like x1.0. */
  multiplier: z.number().positive(),
  /** The guarantee is a pick-up character. */
  pickUpGuaranteed: z.boolean(),
  dust: z.number().int().nonnegative(),
});
export type StepItem = z.infer<typeof stepItemSchema>;

export const stepUpSchema = z.strictObject({
  /** 1-based position among this prayer's step-ups (the roll body's sbNo is index - 1). */
  index: z.number().int().positive(),
  id: z.number().int().positive(),
  kind: stepUpKindSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  stepItems: z.array(stepItemSchema).min(1),
});
export type StepUp = z.infer<typeof stepUpSchema>;

export const poolEntrySchema = z.strictObject({
  /** Character id in `chara`, story-card id in the card lists. */
  id: z.number().int().positive(),
  rateType: z.enum(RATE_TYPES),
  chance: z.strictObject({ sc: chanceSchema, gc: chanceSchema }),
});
export type PoolEntry = z.infer<typeof poolEntrySchema>;

/** The exact pool. Over all four lists the SC chances sum to 100 and so do the GC chances. */
export const poolSchema = z.strictObject({
  chara: z.array(poolEntrySchema),
  card3: z.array(poolEntrySchema),
  card4: z.array(poolEntrySchema),
  card5: z.array(poolEntrySchema),
});
export type Pool = z.infer<typeof poolSchema>;
export const POOL_KEYS = ['chara', 'card3', 'card4', 'card5'] as const;
export type PoolKey = (typeof POOL_KEYS)[number];

/** GC rules: how many GC pulls are allowed and whether getting a pick-up disables further GC pulls. */
export const gcRulesSchema = z.strictObject({
  limit: z.number().int().positive().nullable(),
  disableOnPickUp: z.boolean(),
});
export type GcRules = z.infer<typeof gcRulesSchema>;

/** A prayer (banner); one content file per prayer. Duration, typeNo and allNo are derived by the API. */
export const prayerBaseSchema = z.strictObject({
  id: prayerIdSchema,
  name: textSchema,
  image: z.strictObject({ img: imagePathSchema, largeImg: imagePathSchema }),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  /** Pull limit; null for unlimited. */
  max: z.number().int().positive().nullable(),
  prayerType: prayerTypeSchema,
  /** Every category the prayer belongs to for filtering; includes prayerType. */
  prayerTypes: z.array(prayerTypeSchema).min(1),
  /** GC per single pull (a multi costs 10x). */
  gcCost: z.number().int().nonnegative(),
  /** SC per single pull. */
  scCost: z.number().int().nonnegative(),
  /** Dust per pull. */
  dust: z.number().int().nonnegative(),
  rateUp: z.strictObject({
    characters: z.array(rateUpCharacterSchema),
    cards: z.array(rateUpCardSchema),
  }),
  flags: z.strictObject({
    /** The simulator and pool tables are available (a pool is present). */
    simulator: z.boolean(),
    storyCard: z.boolean(),
    gcOnly: z.boolean(),
  }),
  opts: z.strictObject({ disableSC: z.boolean() }),
  gcRules: gcRulesSchema,
  stepUps: z.array(stepUpSchema),
  pool: poolSchema.nullable(),
});

export const prayerSchema = prayerBaseSchema.superRefine((p, ctx) => {
  if (!p.prayerTypes.includes(p.prayerType)) {
    ctx.addIssue({ code: 'custom', path: ['prayerTypes'], message: `must include prayerType "${p.prayerType}"` });
  }
  if (p.flags.simulator !== (p.pool !== null)) {
    ctx.addIssue({ code: 'custom', path: ['flags', 'simulator'], message: 'simulator must be true exactly when a pool is given' });
  }
  p.stepUps.forEach((s, i) => {
    if (s.index !== i + 1) ctx.addIssue({ code: 'custom', path: ['stepUps', i, 'index'], message: `expected index ${i + 1}` });
  });
});
export type Prayer = z.infer<typeof prayerSchema>;
