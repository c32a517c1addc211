/** Story-card suits. */
export const STORY_CARD_TYPES = ['plum', 'orchid', 'chrysanthemum', 'bamboo'] as const;
export type StoryCardType = (typeof STORY_CARD_TYPES)[number];

/** Rarity slots 1..5; the 2-star slot exists but is not exposed in the UI. */
export const STORY_CARD_RARITIES = [1, 2, 3, 4, 5] as const;
export type StoryCardRarity = (typeof STORY_CARD_RARITIES)[number];
export const EXPOSED_STORY_CARD_RARITIES = [1, 3, 4, 5] as const;

/** Limit-break levels 0..4: stat and buff value arrays hold one value per level. */
export const LIMIT_BREAK_LEVELS = 5;
