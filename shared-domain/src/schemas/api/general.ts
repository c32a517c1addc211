import { z } from 'zod';
import { upcomingCharacterSchema } from '../character-views';
import { maintenanceSchema } from '../maintenance';
import { updateEntrySchema } from '../update-log';
import { ID_RANGES_PATTERN } from '../../collection/id-ranges';
import { characterTypeSchema } from '../common';
import { storyCardRaritySchema } from '../story-card';
import { intParam, lastUpdateField } from './common';
import { prayerSummarySchema } from './prayers';

const count = z.number().int().nonnegative();

/** Playable characters by current rarity (a non-limited unit counts as gen; sfes includes mfes). */
export const HOME_COUNTER_KEYS = ['gen', 'fes', 'afes', 'sfes', 'exfes', 'relic', 'genic', 'epic', 'wfes', 'ds', 'yukkuri'] as const;
export const homeCounterSchema = z.strictObject(
  Object.fromEntries(HOME_COUNTER_KEYS.map((k) => [k, count])) as Record<(typeof HOME_COUNTER_KEYS)[number], typeof count>,
);
export type HomeCounter = z.infer<typeof homeCounterSchema>;

/** Released story cards by star and by suit. */
export const storyCardCounterSchema = z.strictObject({
  s1: count,
  s2: count,
  s3: count,
  s4: count,
  s5: count,
  plum: count,
  orchid: count,
  chrysanthemum: count,
  bamboo: count,
});
export type StoryCardCounter = z.infer<typeof storyCardCounterSchema>;

/** The latest update-log entry and the latest minor (non-complex) one, for the home summaries. */
export const lastContentSchema = z.strictObject({
  latest: updateEntrySchema.nullable(),
  minor: updateEntrySchema.nullable(),
});

const idRangesSchema = z.string().max(20_000).regex(ID_RANGES_PATTERN);

/**
 * The ids the home's collection summary counts, as ranges ("1001-1005,1010"): per unit type and per
 * story-card rarity, `ids` for every player and `later` with JP content only (JP-only and future
 * units, cards not out yet). With them the summary needs no other answer, and the page's HTML can
 * name what to count before its code has run.
 */
export const collectableSchema = z.strictObject({
  units: z.array(z.strictObject({ type: characterTypeSchema, ids: idRangesSchema, later: idRangesSchema })),
  cards: z.array(z.strictObject({ rarity: storyCardRaritySchema, ids: idRangesSchema, later: idRangesSchema })),
});
export type Collectable = z.infer<typeof collectableSchema>;

/** GET /api/general/home */
export const homeResponseSchema = z.strictObject({
  upcoming: z.array(upcomingCharacterSchema),
  counter: homeCounterSchema,
  storyCard: storyCardCounterSchema,
  /** Ongoing and upcoming release prayers (standard and ritual pools left out), by start. */
  prayers: z.array(prayerSummarySchema),
  /** Waiting and ongoing maintenance, status recomputed from the clock (done ones dropped). */
  maintenanceData: z.array(maintenanceSchema),
  ...lastUpdateField,
  lastContent: lastContentSchema,
  /** Optional: a home answer without it leaves the summary to say it could not be made. */
  collectable: collectableSchema.optional(),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

/** Update-log page size of GET /api/general/updates. */
export const UPDATES_PAGE_SIZE = 10;

/** GET /api/general/updates?last=N: the entries numbered below N (newest first; no `last` = newest page). */
export const updatesQuerySchema = z.object({ last: intParam(0, Number.MAX_SAFE_INTEGER).optional() });
export const updatesResponseSchema = z.strictObject({
  content: z.array(updateEntrySchema),
  isLast: z.boolean(),
});
export type UpdatesResponse = z.infer<typeof updatesResponseSchema>;
