/** Story-card stats. An unknown stat id is an error ('Undefined stat id'). */
export const STAT_IDS = ['hp', 'agi', 'yang-atk', 'yang-def', 'yin-atk', 'yin-def'] as const;
export type StatId = (typeof STAT_IDS)[number];

/** Weight of each stat in a card's total: hp counts at 0.2, the rest at 1. */
export const STAT_TOTAL_WEIGHTS: Record<StatId, number> = {
  hp: 0.2,
  agi: 1,
  'yang-atk': 1,
  'yang-def': 1,
  'yin-atk': 1,
  'yin-def': 1,
};

/** Stats a buff can move: the card stats but hp, plus the combat stats. */
export const BUFF_STATS = [
  'agi',
  'yang-atk',
  'yang-def',
  'yin-atk',
  'yin-def',
  'acc',
  'eva',
  'crit-atk',
  'crit-acc',
  'crit-def',
  'crit-eva',
  'focus',
] as const;
export type BuffStat = (typeof BUFF_STATS)[number];

export const BUFF_DIRECTIONS = ['up', 'down'] as const;
export type BuffDirection = (typeof BUFF_DIRECTIONS)[number];
