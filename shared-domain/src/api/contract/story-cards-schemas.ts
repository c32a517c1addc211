import { illustratorResponseSchema, storyCardListResponseSchema } from '../../schemas/api/story-cards';
import type { SchemasFor } from './endpoint-schemas';
import type { storyCardsContract } from './story-cards';

export const storyCardsSchemas = {
  storyCardList: { response: storyCardListResponseSchema },
  illustrators: { response: illustratorResponseSchema },
} satisfies SchemasFor<typeof storyCardsContract>;
