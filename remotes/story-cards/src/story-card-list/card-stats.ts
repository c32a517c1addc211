import { STAT_IDS, STAT_TOTAL_WEIGHTS, type StatId } from 'shared-domain/constants/stats';
import { LIMIT_BREAK_LEVELS } from 'shared-domain/constants/story-card-kinds';

/** A card stat as the list response carries it: one value per limit-break level, at level 1 and at max level. */
export interface StatValues {
  type: string;
  min: readonly number[];
  max: readonly number[];
}

export const STAT_LABELS: Record<StatId, string> = {
  hp: 'HP',
  agi: 'Agility',
  'yang-atk': 'Yang ATK',
  'yang-def': 'Yang DEF',
  'yin-atk': 'Yin ATK',
  'yin-def': 'Yin DEF',
};

const STAT_NAMES = new Set<string>(STAT_IDS);
export const isStatId = (value: string): value is StatId => STAT_NAMES.has(value);

/** A stat's id; an unknown one is the data error. */
export function statIdOf(type: string): StatId {
  if (!isStatId(type)) throw new Error('Undefined stat id');
  return type;
}

/** The last limit-break level: ranges run from level 1 unbroken to max level fully broken. */
export const MAX_LIMIT_BREAK = LIMIT_BREAK_LEVELS - 1;

/** The lowest and highest value of a stat: level 1 at no limit break, max level at full limit break. */
export function statRange(stat: StatValues): { min: number; max: number } {
  return { min: stat.min[0] ?? 0, max: stat.max[MAX_LIMIT_BREAK] ?? stat.max[stat.max.length - 1] ?? 0 };
}

/**
 * The weighted total (hp counts at 0.2, the rest at 1) of one level and limit
 * break. Rounded to whole points as the game shows them. Throws 'Undefined stat id' for an unknown stat.
 */
export function statTotal(stats: readonly StatValues[], key: 'min' | 'max', level: number): number {
  let sum = 0;
  for (const s of stats) sum += (s[key][level] ?? 0) * STAT_TOTAL_WEIGHTS[statIdOf(s.type)];
  return Math.round(sum);
}

/** The total's range, like `statRange`. */
export function totalRange(stats: readonly StatValues[]): { min: number; max: number } {
  return { min: statTotal(stats, 'min', 0), max: statTotal(stats, 'max', MAX_LIMIT_BREAK) };
}
