import { z } from 'zod';
import { imagePathSchema, itemIdSchema, textSchema } from 'shared-domain/schemas/common';

/**
 * A reward item. Ids ending in '-2' are the red-glow kind and ids ending in '-3' the gold kind
 * (e.g. "upgrade-tome-2"); the plain id is the ordinary item.
 */
export const rewardItemSchema = z.strictObject({
  id: itemIdSchema,
  name: textSchema,
  image: imagePathSchema,
});
export type RewardItem = z.infer<typeof rewardItemSchema>;
export const rewardItemListSchema = z.array(rewardItemSchema);
