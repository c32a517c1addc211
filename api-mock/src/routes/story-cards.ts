import type { AppContext } from '../server/app-context';
import type { DomainHandlers } from '../server/contract-routes';
import { fixed } from '../server/response-cache';
import { illustratorView, storyCardListView } from '../views/story-card-views';

export const storyCardHandlers = ({ content, cache }: AppContext): DomainHandlers<'story-cards'> => ({
  storyCardList: () => cache.get('story-cards:list', () => fixed(storyCardListView(content))),
  illustrators: () => cache.get('story-cards:illust', () => fixed(illustratorView(content))),
});
