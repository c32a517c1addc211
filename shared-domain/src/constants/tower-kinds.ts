/** The tower has at most three enemies per floor and at most three HP gauges per enemy. */
export const MAX_ENEMIES_PER_FLOOR = 3;
export const MAX_HP_GAUGES = 3;
/** Gauge colours by remaining gauges: 3 red, 2 yellow, 1 green. */
export const GAUGE_COLOURS = { 3: 'red', 2: 'yellow', 1: 'green' } as const;
/** Spell cards come in five colour levels. */
export const SPELL_LEVELS = [1, 2, 3, 4, 5] as const;
/** Reward item id kinds: '-2' glows red, '-3' glows gold. */
export const REWARD_GLOW = { '-2': 'red', '-3': 'gold' } as const;
export function rewardGlow(itemId: string): 'red' | 'gold' | null {
  if (itemId.endsWith('-3')) return 'gold';
  if (itemId.endsWith('-2')) return 'red';
  return null;
}
