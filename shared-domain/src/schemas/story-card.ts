import { z } from 'zod';
import { STAT_IDS, STAT_TOTAL_WEIGHTS } from '../constants/stats';
import { STORY_CARD_TYPES, STORY_CARD_RARITIES } from '../constants/story-card-kinds';
import { OBTAINING_TYPES } from '../constants/obtaining';
import {
  artistIdSchema,
  characterIdSchema,
  imagePathSchema,
  isoDateTimeSchema,
  metadataSchema,
  storyCardIdSchema,
  textSchema,
  urlSchema,
} from './common';
import { buffSchema } from './buff';

export const storyCardTypeSchema = z.enum(STORY_CARD_TYPES);
export const storyCardRaritySchema = z.literal(STORY_CARD_RARITIES);
export const statIdSchema = z.enum(STAT_IDS, { error: 'Undefined stat id' });
export const obtainingTypeSchema = z.enum(OBTAINING_TYPES);

/** A search alias; an exact alias match with priority above 0 ranks first. */
export const cardAliasSchema = z.strictObject({
  value: z.string().regex(/^[a-z0-9/]+$/, 'aliases are lower-case letters, digits and "/"'),
  priority: z.number().int().nonnegative(),
});

/** One stat: values at level 1 (min) and at max level (max), one entry per limit-break level 0..4. */
export const cardStatSchema = z
  .strictObject({
    type: statIdSchema,
    min: z.array(z.number().nonnegative()).length(5),
    max: z.array(z.number().nonnegative()).length(5),
  })
  .superRefine((s, ctx) => {
    s.min.forEach((v, i) => {
      if (v > (s.max[i] ?? Infinity)) ctx.addIssue({ code: 'custom', path: ['min', i], message: `min ${v} is above max ${s.max[i]}` });
    });
  });
export type CardStat = z.infer<typeof cardStatSchema>;

export const obtainingSchema = z.strictObject({
  type: obtainingTypeSchema,
  /** Label, e.g. "Standard Prayer", "Event (Lunatic)", "Story 3-12". */
  display: textSchema,
  metadata: metadataSchema.optional(),
});
export type Obtaining = z.infer<typeof obtainingSchema>;

/** Weighted stat total of one level (hp counts 0.2). */
export function weightedStatTotal(stats: readonly CardStat[], key: 'min' | 'max', level: number): number {
  let sum = 0;
  for (const s of stats) sum += (s[key][level] ?? 0) * STAT_TOTAL_WEIGHTS[s.type];
  return Math.round(sum * 1e6) / 1e6;
}

/** A story card without the cross-field checks (for `.omit`/`.pick` in derived shapes). */
export const storyCardBaseSchema = z.strictObject({
  id: storyCardIdSchema,
  /** Universal (display) name. */
  name: textSchema,
  /** The Japanese name, when the content has it; shown in English (marked as English) otherwise. */
  nameJp: textSchema.optional(),
  aliases: z.array(cardAliasSchema),
  /** Sorting key: the name lower-cased without punctuation. */
  sortKey: z.string().min(1),
  type: storyCardTypeSchema,
  rarity: storyCardRaritySchema,
  /** null shows 'No Image'. */
  image: imagePathSchema.nullable(),
  stats: z.array(cardStatSchema).min(1),
  /** Weighted totals (hp at 0.2) per limit-break level, for min and max level. */
  total: z.strictObject({ min: z.array(z.number()).length(5), max: z.array(z.number()).length(5) }),
  buffs: z.array(buffSchema),
  /** Each inner list holds alternative buffs of which one is rolled. */
  randomBuffs: z.array(z.array(buffSchema).min(2)),
  artist: artistIdSchema.nullable(),
  releaseDate: isoDateTimeSchema,
  /** When unreleased details (e.g. minimum stats) may be shown; null = with the release. */
  revealTime: isoDateTimeSchema.nullable(),
  /** In the standard (general) card pool. */
  isGen: z.boolean(),
  obtaining: z.array(obtainingSchema).min(1),
  featured: z.array(characterIdSchema),
  links: z.strictObject({ reference1: urlSchema.nullable(), reference2: urlSchema.nullable() }),
});

/** A story card; one content file per card. Totals must match the stats. */
export const storyCardSchema = storyCardBaseSchema.superRefine((c, ctx) => {
  const seen = new Set<string>();
  c.stats.forEach((s, i) => {
    if (seen.has(s.type)) ctx.addIssue({ code: 'custom', path: ['stats', i, 'type'], message: `stat "${s.type}" listed twice` });
    seen.add(s.type);
  });
  for (const key of ['min', 'max'] as const) {
    c.total[key].forEach((v, lv) => {
      const want = weightedStatTotal(c.stats, key, lv);
      if (Math.abs(v - want) > 1e-6) {
        ctx.addIssue({
          code: 'custom',
          path: ['total', key, lv],
          message: `total ${v} does not match the stats (expected ${want}, hp weighted 0.2)`,
        });
      }
    });
  }
});
export type StoryCard = z.infer<typeof storyCardSchema>;
