import type { SearchGroup } from 'shared-domain/federation/search-document';
import type { MessageKey } from '../messages/catalogue';

/** Each result group's title, for the box and for the results page the server writes. */
export const SEARCH_GROUP_TITLE_KEYS: Readonly<Record<SearchGroup, MessageKey>> = {
  characters: 'search.groupCharacters',
  'story-cards': 'search.groupStoryCards',
  illustrators: 'search.groupIllustrators',
  prayers: 'search.groupPrayers',
  floors: 'search.groupFloors',
  pages: 'search.groupPages',
  settings: 'settings.title',
};
