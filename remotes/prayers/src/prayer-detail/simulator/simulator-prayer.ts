import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import type { SimulatorPrayer } from './simulator-session';

type Pool = NonNullable<PrayerDetail['pool']>;

const anyChance = (pool: Pool, kind: 'sc' | 'gc') =>
  [pool.chara, pool.card3, pool.card4, pool.card5].some((list) => list.some((e) => e.chance[kind] > 0));

/** What the simulator's session needs of a prayer with a pool. */
export function toSimulatorPrayer(prayer: PrayerDetail, pool: Pool): SimulatorPrayer {
  return {
    id: prayer.id,
    max: prayer.max,
    gcCost: prayer.gcCost,
    scCost: prayer.scCost,
    scDisabled: prayer.opts.disableSC || prayer.flags.gcOnly,
    hasSc: anyChance(pool, 'sc'),
    hasGc: anyChance(pool, 'gc'),
    stepUps: prayer.stepUps,
  };
}
