import type { MessageKey } from './messages/catalogue';

/** Headings of the story-card pages: the titles of the page manifest (its test checks them in both languages). */
export const STORY_CARD_LIST_TITLE = 'story-card-list.title' satisfies MessageKey;
export const ILLUSTRATORS_TITLE = 'illustrators.title' satisfies MessageKey;
