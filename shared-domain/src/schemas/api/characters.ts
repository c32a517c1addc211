import { z } from 'zod';
import { characterSchema } from '../character';
import {
  batchSchema,
  characterThumbnailSchema,
  roleGroupSchema,
  SERIES_GROUPS,
  upcomingCharacterSchema,
  unreleasedContentSchema,
  variantGroupSchema,
} from '../character-views';
import { characterTypeSchema, foreverPrayerIdSchema, isoDateTimeSchema, prayerIdSchema, textSchema, universeSchema } from '../common';
import { foreverThresholdSchema } from '../forever-prayer';
import { ROULETTE_COUNT_TYPES } from '../kourindou-roulette';
import { intParam, lastUpdateField } from './common';
import { homeCounterSchema } from './general';

const count = z.number().int().nonnegative();
const thumbnails = z.array(characterThumbnailSchema);

/** One tab of the conventional list: a series group and its units in conventional (person) order. */
export const chronologicalGroupSchema = z.strictObject({
  id: z.enum(SERIES_GROUPS),
  name: z.string(),
  data: thumbnails,
});

/** GET /api/characters/chronological */
export const chronologicalResponseSchema = z.strictObject({
  content: z.array(chronologicalGroupSchema),
  counter: homeCounterSchema,
  upcoming: z.array(upcomingCharacterSchema),
  ...lastUpdateField,
});
export type ChronologicalResponse = z.infer<typeof chronologicalResponseSchema>;

/** GET /api/characters/variants: one variant group per person, persons in id order. */
export const variantsResponseSchema = z.strictObject({ content: z.array(variantGroupSchema), ...lastUpdateField });
export type VariantsResponse = z.infer<typeof variantsResponseSchema>;

/** One universe and its units. `name` is the arc ("Scarlet") for A1..A8, else the code. */
export const universeGroupSchema = z.strictObject({
  universe: universeSchema,
  name: z.string(),
  available: count,
  total: count,
  characters: thumbnails,
});
/** GET /api/characters/universe: universes in code order, L1 first. */
export const universeResponseSchema = z.strictObject({ content: z.array(universeGroupSchema), ...lastUpdateField });
export type UniverseResponse = z.infer<typeof universeResponseSchema>;

/** GET /api/characters/release-date: released units in global release order (bottomText = debut). */
export const releaseDateResponseSchema = z.strictObject({ content: thumbnails, ...lastUpdateField });
export type ReleaseDateResponse = z.infer<typeof releaseDateResponseSchema>;

/** GET /api/characters/unreleased */
export const unreleasedResponseSchema = z.strictObject({ content: unreleasedContentSchema, ...lastUpdateField });
export type UnreleasedResponse = z.infer<typeof unreleasedResponseSchema>;

/** GET /api/characters/{rebirth-date,standard-prayer-date,ritual-date,rebirth-costume-date} */
export const BATCH_ORDERS = ['rebirth-date', 'standard-prayer-date', 'ritual-date', 'rebirth-costume-date'] as const;
export type BatchOrder = (typeof BATCH_ORDERS)[number];
export const batchResponseSchema = z.strictObject({ content: z.array(batchSchema), ...lastUpdateField });
export type BatchResponse = z.infer<typeof batchResponseSchema>;

/** GET /api/characters/role-type: one group per role, in role order. */
export const roleTypeResponseSchema = z.strictObject({ content: z.array(roleGroupSchema), ...lastUpdateField });
export type RoleTypeResponse = z.infer<typeof roleTypeResponseSchema>;

/** Tabs of the prayer-type list and the banner types each holds. */
export const PRAYER_TYPE_TABS = {
  standard: ['gen'],
  festival: ['fes', 'afes', 'exfes', 'wfes'],
  ultra: ['sfes', 'mfes'],
  relic: ['relic', 'genic'],
  epic: ['epic'],
} as const;
export const prayerTypeGroupSchema = z.strictObject({
  id: z.enum(Object.keys(PRAYER_TYPE_TABS) as [keyof typeof PRAYER_TYPE_TABS, ...(keyof typeof PRAYER_TYPE_TABS)[]]),
  name: z.string(),
  types: z.array(characterTypeSchema),
  characters: thumbnails,
});
/** GET /api/characters/prayer-type: playable units by banner type. */
export const prayerTypeResponseSchema = z.strictObject({ content: z.array(prayerTypeGroupSchema), ...lastUpdateField });
export type PrayerTypeResponse = z.infer<typeof prayerTypeResponseSchema>;

/** GET /api/characters/{standard-pool,ritual-pool}: the units of the pool in the order they joined it. */
export const poolCharactersResponseSchema = z.strictObject({
  title: textSchema,
  count,
  content: thumbnails,
  ...lastUpdateField,
});
export type PoolCharactersResponse = z.infer<typeof poolCharactersResponseSchema>;

/** A forever prayer as the list shows it. */
export const foreverPrayerSummarySchema = z.strictObject({
  id: foreverPrayerIdSchema,
  prayer: prayerIdSchema,
  title: textSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  days: z.number().int().positive(),
  count,
});
/** The forever-prayer shape with its characters resolved. */
export const foreverPrayerDetailSchema = z.strictObject({
  head: z.strictObject({ specific: z.boolean(), id: foreverPrayerIdSchema }),
  prayer: prayerIdSchema,
  title: textSchema,
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
  /** Whole days between start and end (the number of daily pulls). */
  days: z.number().int().positive(),
  notes: z.array(z.string()),
  characters: thumbnails,
  thresholds: z.array(foreverThresholdSchema),
});
export const foreverPrayerQuerySchema = z.object({ id: intParam(1, Number.MAX_SAFE_INTEGER).optional() });
/** GET /api/characters/forever-prayer (no id): every forever prayer, newest first. */
export const foreverPrayerListResponseSchema = z.strictObject({ content: z.array(foreverPrayerSummarySchema), ...lastUpdateField });
/** GET /api/characters/forever-prayer?id=N */
export const foreverPrayerDetailResponseSchema = z.strictObject({ content: foreverPrayerDetailSchema, ...lastUpdateField });
export type ForeverPrayerListResponse = z.infer<typeof foreverPrayerListResponseSchema>;
export type ForeverPrayerDetailResponse = z.infer<typeof foreverPrayerDetailResponseSchema>;

/** GET /api/characters/kourindou-roulette */
export const rouletteResponseSchema = z.strictObject({
  content: z.strictObject({
    start: isoDateTimeSchema,
    updated: isoDateTimeSchema,
    characters: thumbnails,
    counts: z.strictObject(
      Object.fromEntries(ROULETTE_COUNT_TYPES.map((k) => [k, count])) as Record<(typeof ROULETTE_COUNT_TYPES)[number], typeof count>,
    ),
    total: count,
  }),
  ...lastUpdateField,
});
export type RouletteResponse = z.infer<typeof rouletteResponseSchema>;

/** A prayer that featured the character (rated them up), as the modal links to it. */
export const featuringPrayerSchema = z.strictObject({
  id: prayerIdSchema,
  name: z.string(),
  start: isoDateTimeSchema,
  end: isoDateTimeSchema,
});
export type FeaturingPrayerView = z.infer<typeof featuringPrayerSchema>;

/**
 * GET /api/characters/modal?id=N: the full character, and every prayer that featured them, oldest
 * first, started or not (the page's clock decides which have, as in the prayer list).
 */
export const characterModalQuerySchema = z.object({ id: intParam(1, Number.MAX_SAFE_INTEGER) });
export const characterModalResponseSchema = characterSchema.extend({ featuredIn: z.array(featuringPrayerSchema) });
export type CharacterModalResponse = z.infer<typeof characterModalResponseSchema>;
