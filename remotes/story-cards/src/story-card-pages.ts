/** Headings of the story-card pages: the titles of the page manifest (its test checks them). */
export const STORY_CARD_LIST_TITLE = 'Story Card Tracker';
export const ILLUSTRATORS_TITLE = 'Illustrator Tracker';
