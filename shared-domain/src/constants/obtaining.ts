/** How a story card is obtained. */
export const OBTAINING_TYPES = [
  'general',
  'prayer',
  'epic-prayer',
  'story-card-prayer',
  'limited-epic',
  'ex',
  'vs',
  'eternal-battle',
  'pack',
  'minigame',
  'task',
  'login',
  'exchange',
  'story',
  'event',
  'ruins',
  'travelogue',
] as const;
export type ObtainingType = (typeof OBTAINING_TYPES)[number];

/** Filter groups; any other filter value matches the type directly. */
export const OBTAINING_GROUPS: Record<string, readonly ObtainingType[]> = {
  prayer: ['general', 'prayer', 'epic-prayer', 'story-card-prayer'],
  'epic-prayer': ['limited-epic', 'epic-prayer'],
  'challenge-quest': ['ex', 'vs', 'eternal-battle'],
  others: ['pack', 'minigame', 'task', 'login', 'exchange'],
};
