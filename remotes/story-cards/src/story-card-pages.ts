/** Headings of the story-card pages: the contract of shared-domain's canonical-pages. */
export const STORY_CARD_LIST_TITLE = 'Story Card Tracker';
export const ILLUSTRATORS_TITLE = 'Illustrator Tracker';
