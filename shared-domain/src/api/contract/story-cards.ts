import type { IllustratorResponse, StoryCardListResponse } from '../../schemas/api/story-cards';
import { get } from './endpoint';

/** The calls under /api/story-cards. */
export const storyCardsContract = {
  storyCardList: get<StoryCardListResponse>('/story-cards/get-list'),
  illustrators: get<IllustratorResponse>('/story-cards/get-illust'),
};
