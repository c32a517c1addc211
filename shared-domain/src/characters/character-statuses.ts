/** Character statuses of spec section 3, in display order. */
export const CHARACTER_STATUSES = [
  'not-available',
  'announced',
  'story',
  'enemy',
  'both',
  'guest',
  'non-limited',
  'limited',
  'upcoming',
] as const;
export type CharacterStatus = (typeof CHARACTER_STATUSES)[number];

export const CHARACTER_STATUS_LABELS: Record<CharacterStatus, string> = {
  'not-available': 'non-appearing',
  announced: 'announced',
  story: 'story only',
  enemy: 'enemy',
  both: 'story and enemy',
  guest: 'guest',
  'non-limited': 'non-limited',
  limited: 'limited',
  upcoming: 'upcoming',
};

/** 'Released' (playable) statuses. */
export const RELEASED_STATUSES: readonly CharacterStatus[] = ['non-limited', 'limited', 'upcoming'];
export const isReleasedStatus = (status: CharacterStatus): boolean => RELEASED_STATUSES.includes(status);
