import { z } from 'zod';
import { tagIdSchema, textSchema } from './common';

/** A character tag (tower enemy tags, 'tag' buffs and the story-card effect picker). */
export const tagSchema = z.strictObject({
  id: tagIdSchema,
  name: textSchema,
});
export type Tag = z.infer<typeof tagSchema>;

export const tagListSchema = z.array(tagSchema);
