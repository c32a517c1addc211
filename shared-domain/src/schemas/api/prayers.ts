import { z } from 'zod';
import { characterTypeSchema, imagePathSchema, isoDateTimeSchema, storyCardIdSchema, universeSchema } from '../common';
import { characterThumbnailSchema, revealFactsSchema, simpleCharacterSchema } from '../character-views';
import { chanceSchema, prayerBaseSchema, rateUpCardSchema, rateUpCharacterSchema } from '../prayer';
import { storyCardRaritySchema } from '../story-card';
import { PRAYER_TYPES } from '../../constants/prayer-kinds';
import { intParam, lastUpdateField } from './common';

import { rollRequestSchema, type RollRequest } from '../roll-result';
export { rollResultSchema as rollResponseSchema } from '../roll-result';
export type { RollResult as RollResponse } from '../roll-result';

/** The body of POST /api/prayers/roll: the one roll-request schema (schemas/roll-result), by its API name. */
export const rollBodySchema = rollRequestSchema;
export type RollBody = RollRequest;

/** A rate-up character with what a prayer card shows of it. */
export const rateUpCharacterViewSchema = rateUpCharacterSchema.extend({
  name: z.string(),
  shortName: z.string(),
  translit: z.string(),
  img: imagePathSchema,
  type: characterTypeSchema,
  universe: universeSchema,
  /** The character as every grid shows it (for <CharacterThumbnail>); always sent for a known character. */
  thumbnail: characterThumbnailSchema.optional(),
});
/** A rate-up story card with its name, stars and image (null shows 'No Image'). */
export const rateUpCardViewSchema = rateUpCardSchema.extend({
  name: z.string(),
  /** The Japanese name, when the content has it. */
  nameJp: z.string().optional(),
  rarity: storyCardRaritySchema,
  image: imagePathSchema.nullable(),
});

/**
 * A prayer as lists show it: the content fields without the pool, plus what the API derives:
 * duration (ms), typeNo (n-th prayer of its type by start), allNo (n-th overall), resolved rate-ups.
 */
export const prayerSummarySchema = prayerBaseSchema.omit({ pool: true, rateUp: true }).extend({
  duration: z.number().int().nonnegative(),
  typeNo: z.number().int().positive(),
  allNo: z.number().int().positive(),
  rateUp: z.strictObject({
    characters: z.array(rateUpCharacterViewSchema),
    cards: z.array(rateUpCardViewSchema),
  }),
});
export type PrayerSummary = z.infer<typeof prayerSummarySchema>;

/** A pool entry with its display names (id, shortName, shortTranslitName, rateType, chance). */
export const poolEntryViewSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  shortName: z.string(),
  shortTranslitName: z.string(),
  /** A character entry's Japanese name (the name-script setting). */
  jp: z.string().optional(),
  img: imagePathSchema,
  rateType: z.enum(['pick-up', 'normal']),
  chance: z.strictObject({ sc: chanceSchema, gc: chanceSchema }),
  /** A character entry's spoiler facts, so the pool names it only where its modal does. */
  reveal: revealFactsSchema.optional(),
});
export const poolViewSchema = z.strictObject({
  chara: z.array(poolEntryViewSchema),
  card3: z.array(poolEntryViewSchema),
  card4: z.array(poolEntryViewSchema),
  card5: z.array(poolEntryViewSchema),
});

/** The prayer detail: the summary plus the exact pool (null = no simulator). */
export const prayerDetailSchema = prayerSummarySchema.extend({ pool: poolViewSchema.nullable() });
export type PrayerDetail = z.infer<typeof prayerDetailSchema>;

/** Filter options of the advanced search: every rate-up character and card that occurs. */
export const prayerFilterOptsSchema = z.strictObject({
  characters: z.array(simpleCharacterSchema),
  cards: z.array(z.strictObject({ id: storyCardIdSchema, name: z.string(), rarity: storyCardRaritySchema })),
});

/** Prayers per page of get-list / get-list-2 (newest first). */
export const PRAYERS_PAGE_SIZE = 100;

/** GET /api/prayers/get-list[?last=N]: `last` is accepted but the first page is always the newest. */
export const prayerListQuerySchema = z.object({ last: intParam(0, Number.MAX_SAFE_INTEGER).optional() });

/** GET /api/prayers/get-list: the first page and the filter options. */
export const prayerListResponseSchema = z.strictObject({
  content: z.array(prayerSummarySchema),
  filterOpts: prayerFilterOptsSchema,
  isLast: z.boolean(),
  ...lastUpdateField,
});
export type PrayerListResponse = z.infer<typeof prayerListResponseSchema>;

/** GET /api/prayers/get-list-2?last=<id of the last loaded prayer>: the next page. */
export const prayerListNextQuerySchema = z.object({ last: intParam(1, Number.MAX_SAFE_INTEGER) });
export const prayerListNextResponseSchema = z.strictObject({
  content: z.array(prayerSummarySchema),
  isLast: z.boolean(),
  ...lastUpdateField,
});
export type PrayerListNextResponse = z.infer<typeof prayerListNextResponseSchema>;

/** GET /api/prayers/get-detail?id=N and GET /api/prayers/get-special/{type}[?id=N] */
export const prayerDetailQuerySchema = z.object({ id: intParam(1, Number.MAX_SAFE_INTEGER) });
export const prayerSpecialParamsSchema = z.object({ type: z.enum(PRAYER_TYPES) });
export const prayerSpecialQuerySchema = z.object({ id: intParam(1, Number.MAX_SAFE_INTEGER).optional() });
export const prayerDetailResponseSchema = z.strictObject({ content: prayerDetailSchema, ...lastUpdateField });
export type PrayerDetailResponse = z.infer<typeof prayerDetailResponseSchema>;

/** One pull of a replay link: s(ingle), m(ulti), g(c) or u<n> (step-up n), joined by dots. */
const PULL_CODE = '(?:[smg]|u[1-9]\\d{0,2})';
/** The most pulls a replay link holds (the simulator's own link keeps its last ones). */
export const MAX_REPLAY_PULLS = 200;

/** GET /api/prayers/replay?id=N&seed=S&pulls=s.m.u1: what a seeded simulator session drew, pull after pull. */
export const prayerReplayQuerySchema = z.object({
  id: intParam(1, Number.MAX_SAFE_INTEGER),
  seed: intParam(1, 999_999_999),
  pulls: z
    .string()
    .regex(
      new RegExp(`^${PULL_CODE}(?:\\.${PULL_CODE}){0,${MAX_REPLAY_PULLS - 1}}$`),
      'pulls: s, m, g or u<n>, joined by dots (at most 200)',
    ),
});
export const prayerReplayResponseSchema = z.strictObject({
  /** Pulls made: the replay stops, as the simulator does, at the first pull the session could not make. */
  made: z.number().int().nonnegative(),
  asked: z.number().int().positive(),
  /** The characters drawn, in order (a unit drawn twice is listed twice). */
  characters: z.array(z.object({ id: z.number().int().positive(), isPickUp: z.boolean() })),
  card5: z.number().int().nonnegative(),
  card4: z.number().int().nonnegative(),
  card3: z.number().int().nonnegative(),
});
export type PrayerReplayResponse = z.infer<typeof prayerReplayResponseSchema>;

/** A character some prayer featured: what the rerun table shows of them, and those prayers' times. */
export const featuredCharacterSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  /** The Japanese name and its kana reading (the name-script setting and its sort order). */
  jp: z.string().optional(),
  kana: z.string().optional(),
  /** The spoiler facts, so the table names the unit only where its modal does. */
  reveal: revealFactsSchema,
  /** Every prayer that rated the unit up, oldest first, started or not (the page's clock decides). */
  prayers: z.array(z.strictObject({ id: z.number().int().positive(), start: isoDateTimeSchema, end: isoDateTimeSchema })),
});
export type FeaturedCharacter = z.infer<typeof featuredCharacterSchema>;

/** GET /api/prayers/featured: every character a prayer rated up (the rerun history's input), by id. */
export const featuredCharactersResponseSchema = z.strictObject({
  characters: z.array(featuredCharacterSchema),
  ...lastUpdateField,
});
export type FeaturedCharactersResponse = z.infer<typeof featuredCharactersResponseSchema>;
