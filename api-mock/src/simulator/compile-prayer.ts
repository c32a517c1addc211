import { POOL_KEYS, type PoolKey, type Prayer } from 'shared-domain/schemas/prayer';
import type { RollResultItem } from 'shared-domain/schemas/roll-result';
import { toUnits } from './chance-units';
import { compilePool, type CompiledPool, type SimEntry } from './compiled-pool';
import { tokenValue } from './tokens';

/** Display fields of a pool entry, looked up from the character or story-card content. */
export interface PoolItemInfo {
  name: string;
  translit: string;
  shortName: string;
  img: string;
}

export type PoolItemLookup = (kind: 'chara' | 'card', id: number) => PoolItemInfo;

const STARS: Record<PoolKey, number> = { chara: 0, card3: 3, card4: 4, card5: 5 };

/** Everything a pull of one prayer needs, built once per prayer: samplers and pre-serialized items. */
export interface CompiledPrayer {
  prayer: Prayer;
  pool: CompiledPool;
  /** The result item of each pool index as a JSON fragment: a roll response is string concatenation. */
  itemJson: readonly string[];
  items: readonly RollResultItem[];
  tokens: readonly number[];
}

/** Null when the prayer has no pool (no simulator). */
export const compilePrayer = (prayer: Prayer, lookup: PoolItemLookup): CompiledPrayer | null => {
  if (!prayer.pool) return null;
  const entries: SimEntry[] = [];
  const items: RollResultItem[] = [];
  const tokens: number[] = [];
  for (const key of POOL_KEYS) {
    const stars = STARS[key];
    const kind = key === 'chara' ? 'chara' : 'card';
    for (const e of prayer.pool[key]) {
      const isPickUp = e.rateType === 'pick-up';
      entries.push({ kind, isPickUp, sc: toUnits(e.chance.sc), gc: toUnits(e.chance.gc) });
      const info = lookup(kind, e.id);
      items.push({
        type: kind,
        id: e.id,
        translit: info.translit,
        name: info.name,
        shortName: info.shortName,
        img: info.img,
        metadata: kind === 'card' ? { stars } : {},
        chance: { sc: e.chance.sc, gc: e.chance.gc },
        isPickUp,
      });
      tokens.push(tokenValue(kind, stars));
    }
  }
  if (entries.length === 0) return null;
  return { prayer, pool: compilePool(entries), items, itemJson: items.map((i) => JSON.stringify(i)), tokens };
};
