/** Character statuses, in display order. */
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

/** The current rarity of a non-limited unit is gen, otherwise its own type. */
export const currentRarity = <T extends string>(unit: { status: CharacterStatus; type: T }): T | 'gen' =>
  unit.status === 'non-limited' ? 'gen' : unit.type;

/** The status as the site words it ('non-appearing', 'story only', ...); unknown values as they are. */
export const statusLabel = (status: string): string =>
  Object.hasOwn(CHARACTER_STATUS_LABELS, status) ? CHARACTER_STATUS_LABELS[status as CharacterStatus] : status;
