import { z } from 'zod';
import {
  characterIdSchema,
  characterStatusSchema,
  characterTypeSchema,
  dateModeSchema,
  imagePathSchema,
  isoDateTimeSchema,
  roleSchema,
  universeSchema,
} from './common';

// Smaller character shapes that the API derives from full characters.

/** What the one spoiler rule reads of a unit (its status, announcement, JP-only flag and global debut). */
export const revealFactsSchema = z.strictObject({
  status: characterStatusSchema,
  announced: z.boolean(),
  jp: z.boolean(),
  debut: isoDateTimeSchema.nullable(),
});

/** Thumbnail / image frame used in every grid. */
export const characterThumbnailSchema = z.object({
  id: characterIdSchema,
  jpReleased: z.boolean(),
  fr: z.boolean(),
  frDate: isoDateTimeSchema.nullable(),
  img: imagePathSchema,
  altThumbnail: imagePathSchema.nullable(),
  spoilerSafeThumbnail: imagePathSchema,
  frThumbnail: imagePathSchema.nullable(),
  universe: universeSchema,
  role: roleSchema,
  type: characterTypeSchema,
  announced: z.boolean(),
  status: characterStatusSchema,
  released: z.boolean(),
  /** Optional text under the thumbnail (e.g. a date). */
  bottomText: z.string().nullable().optional(),
  // The API always sends the four below; optional only so older fixtures still type-check.
  /** The names the display-name settings choose from (`jp` for the name-script setting, `kana` to sort it). */
  name: z
    .object({ en: z.string(), translit: z.string(), enFamilyFirst: z.string(), jp: z.string().optional(), kana: z.string().optional() })
    .optional(),
  /** The unit's title (English), for universal names. */
  title: z.string().optional(),
  /** JP-only unit (hidden unless JP content is on). */
  jp: z.boolean().optional(),
  /** Global debut; null while undated. */
  debut: isoDateTimeSchema.nullable().optional(),
  /** The debut date is not a known fact (estimated or sample): the site labels it estimated. */
  debutEstimated: z.boolean().optional(),
  /** JP release date: sent by the release lists only (release order, unreleased), which the calendar's projection reads. */
  jpDebut: isoDateTimeSchema.nullable().optional(),
});
export type CharacterThumbnail = z.infer<typeof characterThumbnailSchema>;

export const upcomingCharacterSchema = z.object({
  id: characterIdSchema,
  name: z.string(),
  translit: z.string(),
  /** The Japanese name (the name-script setting); `jp` is taken by the spoiler rule's JP-only flag. */
  jpName: z.string().optional(),
  debut: isoDateTimeSchema,
  world: universeSchema,
  type: characterTypeSchema,
  /** The debut date is not a known fact (estimated or sample): the countdown says so. */
  debutEstimated: z.boolean().optional(),
});
export type UpcomingCharacter = z.infer<typeof upcomingCharacterSchema>;

export const simpleCharacterSchema = z.object({
  id: characterIdSchema,
  name: z.string(),
  universalName: z.string(),
  universalTranslitName: z.string(),
  universe: universeSchema,
  type: characterTypeSchema,
});
export type SimpleCharacter = z.infer<typeof simpleCharacterSchema>;

export const selectionHolderSchema = z.object({ id: characterIdSchema, role: roleSchema });
export type SelectionHolder = z.infer<typeof selectionHolderSchema>;

export const roleGroupSchema = z.object({
  id: roleSchema,
  name: z.string(),
  kanji: z.string(),
  characters: z.array(characterThumbnailSchema),
});
export type RoleGroup = z.infer<typeof roleGroupSchema>;

export const variantGroupSchema = z.object({
  jpName: z.string(),
  enName: z.string(),
  translitName: z.string(),
  /** The base unit's name family-name first (traditional-name setting); always sent. */
  enFamilyFirst: z.string().optional(),
  jpSize: z.number().int().nonnegative(),
  available: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  characters: z.array(characterThumbnailSchema),
});
export type VariantGroup = z.infer<typeof variantGroupSchema>;

export const SERIES_GROUPS = ['pc98', 'l1', 'classic', 'main', 'hifuu', 'mv'] as const;
export const seriesGroupSchema = z.object({
  series: z.enum(SERIES_GROUPS),
  jpTitle: z.string(),
  enTitle: z.string(),
  large: z.boolean(),
  available: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  data: z.array(characterThumbnailSchema),
});
export type SeriesGroup = z.infer<typeof seriesGroupSchema>;

export const batchSchema = z.object({
  no: z.number().int().positive(),
  date: isoDateTimeSchema.nullable(),
  dateMode: dateModeSchema,
  characters: z.array(characterThumbnailSchema),
});
export type Batch = z.infer<typeof batchSchema>;

export const unreleasedContentSchema = z.object({
  jp: z.array(characterThumbnailSchema),
  announced: z.array(characterThumbnailSchema),
  story: z.array(characterThumbnailSchema),
  printWorkStory: z.array(characterThumbnailSchema),
  pc98Story: z.array(characterThumbnailSchema),
  mv: z.array(characterThumbnailSchema),
});
export type UnreleasedContent = z.infer<typeof unreleasedContentSchema>;
