import { z } from 'zod';
import { artistIdSchema, textSchema, urlSchema } from './common';

/** A story-card illustrator; one content file per artist. Cards point at artists by id. */
export const artistSchema = z.strictObject({
  id: artistIdSchema,
  /** Name in Latin letters, used for sorting and search. */
  name: textSchema,
  /** Japanese (or original) name. */
  jp: textSchema,
  pixiv: urlSchema.nullable(),
  twitter: urlSchema.nullable(),
  website: urlSchema.nullable(),
});
export type Artist = z.infer<typeof artistSchema>;
