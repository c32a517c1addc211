import { z } from 'zod';

/** A person's names beyond the content's English ones: Chinese names from the roster and the alias file's nicknames. */
export const searchPersonSchema = z.strictObject({
  personId: z.number().int().positive(),
  zh: z.array(z.string()),
  aliases: z.array(z.string()),
});

/** A unit's search names: its Japanese name, kana and variant code (the lists' thumbnails carry the English ones). */
export const searchUnitSchema = z.strictObject({
  id: z.number().int().positive(),
  personId: z.number().int().positive(),
  variantCode: z.string(),
  /** The short name players use ("Reimu"), part of the English name. */
  shortName: z.string(),
  jp: z.string(),
  kana: z.string(),
  aliases: z.array(z.string()),
});

/** GET /api/characters/search-names */
export const characterSearchNamesResponseSchema = z.strictObject({
  persons: z.array(searchPersonSchema),
  units: z.array(searchUnitSchema),
});
export type CharacterSearchNamesResponse = z.infer<typeof characterSearchNamesResponseSchema>;
