import { z } from 'zod';
import { simpleCharacterSchema } from '../character-views';
import { artistSchema } from '../artist';
import { imagePathSchema, isoDateTimeSchema, storyCardIdSchema } from '../common';
import { storyCardRaritySchema, storyCardSchema } from '../story-card';
import { tagSchema } from '../tag';
import { lastUpdateField } from './common';

/** A story card as the list shows it: the content card plus its artist's display names. */
export const storyCardListItemSchema = storyCardSchema.safeExtend({
  artistName: z.string().nullable(),
  artistJp: z.string().nullable(),
});
export type StoryCardListItem = z.infer<typeof storyCardListItemSchema>;

/** GET /api/story-cards/get-list: cards by id; tags for the effect picker; chips = featured characters. */
export const storyCardListResponseSchema = z.strictObject({
  content: z.array(storyCardListItemSchema),
  tags: z.array(tagSchema),
  chips: z.array(simpleCharacterSchema),
  ...lastUpdateField,
});
export type StoryCardListResponse = z.infer<typeof storyCardListResponseSchema>;

/** An illustrator with the cards they drew. */
export const illustratorSchema = artistSchema.extend({
  storyCards: z.array(
    z.strictObject({
      id: storyCardIdSchema,
      name: z.string(),
      nameJp: z.string().optional(),
      sort: z.string(),
      rarity: storyCardRaritySchema,
      releaseDate: isoDateTimeSchema,
      image: imagePathSchema.nullable(),
    }),
  ),
});
/** GET /api/story-cards/get-illust: illustrators with at least one card, by name. */
export const illustratorResponseSchema = z.strictObject({ content: z.array(illustratorSchema), ...lastUpdateField });
export type IllustratorResponse = z.infer<typeof illustratorResponseSchema>;
