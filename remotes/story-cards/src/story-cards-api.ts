import { storyCardsContract } from 'shared-domain/api/contract/story-cards';
import { injectContract } from 'shared-ui/api/contract-endpoints';

/** /api/story-cards: the card list and the illustrators (the story-card pages). */
export const storyCardsApi = injectContract(storyCardsContract);

export const { useStoryCardListQuery, useIllustratorsQuery } = storyCardsApi;
