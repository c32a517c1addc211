import type { Buff } from 'shared-domain/schemas/buff';
import { STAT_BUFF_NAMES } from 'shared-domain/schemas/buff';
import { ANOMALIES } from 'shared-domain/constants/anomalies';
import { BUFF_TARGETS, BUFF_TYPES, type BuffTarget, type BuffType } from 'shared-domain/constants/buffs';
import { BULLET_TYPES } from 'shared-domain/constants/bullet-types';
import { ELEMENTS } from 'shared-domain/constants/elements';
import { ROLES } from 'shared-domain/constants/roles';
import type { Rng } from './prng';

/** attrName vocabulary per buff kind (closed lists come from shared-domain; the rest are sample names). */
export function buffNames(tagIds: readonly string[]): Record<BuffType, readonly string[]> {
  return {
    stat: STAT_BUFF_NAMES,
    elem: ELEMENTS,
    bullet: BULLET_TYPES,
    layer: ANOMALIES,
    immune: ANOMALIES,
    tag: tagIds,
    disable: ['spell-disable', 'skill-disable', 'heal-disable', 'graze-disable'],
    attack: ['yang-dmg', 'yin-dmg', 'crit-dmg', 'spread-dmg', 'focus-dmg'],
    temp: ['temperament-calm', 'temperament-excited', 'temperament-focused'],
    turn: ['turn-start-p-gain', 'turn-end-heal', 'turn-start-barrier'],
    random: ['random-stat-up', 'random-buff'],
    misc: ['hp-recovery', 'p-gain', 'graze-gain', 'spirit-power-gain', 'barrier-restore'],
  };
}

/** One buff of a given kind and target, with one value per limit-break level. */
export function makeBuff(type: BuffType, target: BuffTarget, names: Record<BuffType, readonly string[]>, r: Rng): Buff {
  const attrName = r.pick(names[type]);
  const base = type === 'layer' || type === 'immune' ? r.int(1, 2) : r.int(5, 30);
  const step = type === 'layer' || type === 'immune' ? 0 : r.int(1, 5);
  const values = [0, 1, 2, 3, 4].map((lv) => base + step * lv);
  const instant = type === 'misc' || type === 'immune' || type === 'disable';
  const buff: Buff = {
    attr: `${type}:${attrName}`,
    attrName,
    attrType: type,
    enabled: r.chance(0.97),
    target,
    turn: instant ? null : r.int(1, 3),
    role: r.chance(0.15) ? r.pick(ROLES) : null,
    values,
  };
  if (type === 'layer') buff.metadata = { layers: base };
  return buff;
}

/** Buffs for card number `index`; the first 48 cards cover every kind x target pair once. */
export function buffsForCard(
  index: number,
  rarity: number,
  names: Record<BuffType, readonly string[]>,
  r: Rng,
): { buffs: Buff[]; randomBuffs: Buff[][] } {
  const buffs: Buff[] = [];
  if (index < BUFF_TYPES.length * BUFF_TARGETS.length) {
    buffs.push(makeBuff(BUFF_TYPES[index % BUFF_TYPES.length]!, BUFF_TARGETS[Math.floor(index / BUFF_TYPES.length)]!, names, r));
  }
  // 1-star cards often have no effect at all.
  const extra = rarity === 1 ? (r.chance(0.5) ? 0 : 1) : r.int(1, rarity >= 4 ? 3 : 2);
  for (let i = buffs.length; i < extra; i++) buffs.push(makeBuff(r.pick(BUFF_TYPES), r.pick(BUFF_TARGETS), names, r));
  const randomBuffs: Buff[][] = [];
  if (index % 9 === 4 || (rarity >= 4 && r.chance(0.08))) {
    const kinds = r.sample(BUFF_TYPES, r.int(2, 3));
    const target = r.pick(BUFF_TARGETS);
    randomBuffs.push(kinds.map((k) => makeBuff(k, target, names, r)));
  }
  return { buffs, randomBuffs };
}
