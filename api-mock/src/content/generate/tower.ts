import type { Character } from 'shared-domain/schemas/character';
import type { Ability, Enemy, EnemySkill, FloorReward, TowerFloor } from 'shared-domain/schemas/tower';
import type { SkillEffect } from 'shared-domain/schemas/buff';
import { STAT_BUFF_NAMES } from 'shared-domain/schemas/buff';
import type { Tag } from 'shared-domain/schemas/tag';
import { ABILITY_KINDS, ANOMALIES, type AbilityKind } from 'shared-domain/constants/anomalies';
import { BULLET_TYPES } from 'shared-domain/constants/bullet-types';
import { ELEMENTS } from 'shared-domain/constants/elements';
import { SKILL_EFFECT_TYPES, type SkillEffectType } from 'shared-domain/constants/buffs';
import type { RewardItem } from '../reward-item';
import { addDays, iso, nextWeekday } from './dates';
import type { Rng } from './prng';

const FLOORS_PER_BATCH = 10;
const FIRST_JP_BATCH = Date.parse('2022-08-09T06:00:00Z');
const LAST_JP_BATCH = Date.parse('2026-10-13T06:00:00Z');
/** Global gets each batch about seven months after JP. */
const GLOBAL_LAG_DAYS = 210;

const SKILL_NAMES = ['Barrier Shift', 'Rage', 'Focus', 'Veil', 'Counter Stance', 'Charge', 'Resonance', 'Overdrive', 'Mirage', 'Bloom'];
const SKILL_ATTR_NAMES: Partial<Record<SkillEffectType, readonly string[]>> = {
  stat: STAT_BUFF_NAMES,
  misc: ['hp', 'weak-change', 'resist-change', 'barrier-up', 'heal'],
  temperament: ['calm', 'excited', 'focused'],
  elem: ELEMENTS,
  bullet: BULLET_TYPES,
  layer: ANOMALIES,
  immune: ANOMALIES,
};

function skillEffect(r: Rng, type: SkillEffectType = r.pick(SKILL_EFFECT_TYPES)): SkillEffect {
  const names = SKILL_ATTR_NAMES[type] ?? [`${type}-effect`];
  return { attrType: type, attrName: r.pick(names), values: [r.int(1, 5) * 10], enabled: true };
}

function ability(kind: AbilityKind, r: Rng): Ability {
  switch (kind) {
    case 'anomaly-immunity':
    case 'anomaly-nullify':
      return { type: kind, effects: r.sample(ANOMALIES, r.int(1, 3)), value: null };
    case 'anomaly-effect':
    case 'anomaly-counter':
      return { type: kind, effects: [r.pick(ANOMALIES)], value: r.int(1, 3), metadata: { layers: r.int(1, 3) } };
    case 'dmg-boost':
    case 'dmg-reduction':
      return { type: kind, effects: r.chance(0.5) ? [r.pick(ELEMENTS)] : [r.pick(BULLET_TYPES)], value: r.int(2, 8) * 10 };
    case 'boost':
      return { type: kind, effects: [r.pick(STAT_BUFF_NAMES.filter((n) => n.endsWith('-up')))], value: r.int(1, 3) };
    case 'graze':
      return { type: kind, effects: [], value: r.int(1, 3) };
  }
}

function enemy(floor: number, slot: number, boss: boolean, units: readonly Character[], tags: readonly Tag[], r: Rng): Enemy {
  const hpGauge = boss
    ? 3
    : r.weighted([
        [1, 60],
        [2, 30],
        [3, 10],
      ] as const);
  const elements = r.shuffle(ELEMENTS.filter((e) => e !== 'no-element'));
  const weaks = elements.slice(0, r.int(1, 2));
  const resists = elements.slice(2, 2 + r.int(1, 2));
  const perGauge = <T>(f: (g: number) => T) => Array.from({ length: hpGauge }, (_, g) => f(g));
  const flip = r.chance(0.3) && hpGauge > 1;
  const level = Math.min(5, 1 + Math.floor(floor / 50) + r.int(0, 1));
  // The first enemy of each floor rotates through every ability kind, so all kinds appear.
  const kinds = [ABILITY_KINDS[(floor + slot) % ABILITY_KINDS.length]!, ...r.sample(ABILITY_KINDS, r.int(0, 2))];
  const skills: EnemySkill[] = Array.from({ length: r.int(1, 3) }, (_, i) => ({
    name: `${r.pick(SKILL_NAMES)} ${['I', 'II', 'III'][i]}`,
    effects: Array.from({ length: r.int(1, 2) }, () => skillEffect(r)),
    gauges: r
      .sample(
        perGauge((g) => g + 1),
        r.int(1, hpGauge),
      )
      .sort((a, b) => a - b),
  }));
  return {
    unit: r.pick(units).id,
    hp: Math.round((50_000 * (1 + floor * 0.15) * (boss ? 3 : 1) * (0.8 + r.next() * 0.4)) / 100) * 100,
    hpGauge,
    spells: Array.from({ length: r.int(1, hpGauge + 1) }, () => Math.min(5, level + r.int(0, 1))),
    barriers: hpGauge > 1 && r.chance(0.5) ? perGauge(() => r.int(3, 8)) : r.int(3, 10),
    weaks,
    resists,
    tags: r.sample(tags, r.int(2, 4)).map((t) => t.id),
    affinities: [
      ...weaks.map((element, i) => ({ element, values: perGauge((g): 1 | -1 => (flip && i === 0 && g === hpGauge - 1 ? -1 : 1)) })),
      ...resists.map((element) => ({ element, values: perGauge((): 1 | -1 => -1) })),
    ],
    abilities: [...new Set(kinds)].map((k) => ability(k, r)),
    skills,
    gauges: perGauge((g) => ({
      name: `Gauge ${g + 1} break`,
      effects: Array.from({ length: r.int(0, 2) }, () => skillEffect(r, flip && g === hpGauge - 2 ? 'misc' : undefined)),
    })),
  };
}

function rewards(floor: number, items: readonly RewardItem[], r: Rng): FloorReward[] {
  const base = items.filter((i) => !/-[23]$/.test(i.id));
  const out: FloorReward[] = [{ id: 'gold-coin', amount: floor * 100 }];
  if (floor % 10 === 0) {
    out.push({ id: r.pick(items.filter((i) => i.id.endsWith('-3'))).id, amount: 1 });
    out.push({ id: 'seal-crystal', amount: 50 });
  } else if (floor % 5 === 0) out.push({ id: r.pick(items.filter((i) => i.id.endsWith('-2'))).id, amount: r.int(1, 3) });
  else out.push({ id: r.pick(base.filter((i) => i.id !== 'gold-coin')).id, amount: r.int(1, 10) });
  return out;
}

export function generateTowerFloors(
  count: number,
  characters: readonly Character[],
  tags: readonly Tag[],
  items: readonly RewardItem[],
  rng: Rng,
): TowerFloor[] {
  const r = rng.fork('tower');
  // Enemies: any roster unit out in JP, plus the enemy-only sample units (weighted up).
  const units = characters.filter((c) => c.release.jpDebut !== null || c.status === 'enemy' || c.status === 'both');
  const enemyOnly = units.filter((c) => c.status === 'enemy' || c.status === 'both');
  const pool = [...units, ...enemyOnly, ...enemyOnly, ...enemyOnly];
  const batches = Math.ceil(count / FLOORS_PER_BATCH);
  const spacing = batches > 1 ? (LAST_JP_BATCH - FIRST_JP_BATCH) / (batches - 1) : 0;
  const floors: TowerFloor[] = [];
  for (let floor = 1; floor <= count; floor++) {
    const fr = r.fork(`floor:${floor}`);
    const batch = Math.floor((floor - 1) / FLOORS_PER_BATCH);
    const jp = nextWeekday(FIRST_JP_BATCH + Math.floor(batch * spacing), 2, 6);
    const global = batch === batches - 1 ? null : nextWeekday(addDays(jp, GLOBAL_LAG_DAYS), 2, 3);
    const boss = floor % 10 === 0;
    const slots = boss
      ? 1
      : fr.weighted([
          [1, 20],
          [2, 35],
          [3, 45],
        ] as const);
    const enemies: (Enemy | null)[] = Array.from({ length: slots }, (_, s) => enemy(floor, s, boss, pool, tags, fr));
    if (slots === 3 && fr.chance(0.08)) enemies[1] = null; // an empty middle slot
    const present = enemies.filter((e): e is Enemy => e !== null);
    floors.push({
      floor,
      tagNo: new Set(present.flatMap((e) => e.tags)).size,
      release: { global: global === null ? null : iso(global), jp: iso(jp) },
      rewards: rewards(floor, items, fr),
      enemies,
      useGauge: present.some((e) => e.hpGauge > 1),
    });
  }
  return floors;
}
