import { ANOMALIES } from 'shared-domain/constants/anomalies';
import { BUFF_TYPES, FALLBACK_BUFF_NAME, type BuffType } from 'shared-domain/constants/buffs';
import { BULLET_TYPES } from 'shared-domain/constants/bullet-types';
import { ELEMENTS, type Element } from 'shared-domain/constants/elements';
import { BUFF_DIRECTIONS, BUFF_STATS } from 'shared-domain/constants/stats';

/**
 * What a story-card buff is called and which buffs exist: labels for the cards and the effect
 * picker (game text: English in every language, as search matches it; the kinds' names are the
 * catalogue's), the closed vocabularies, and the two data errors
 * ('element not found!', 'NOT FOUND'). Mirrors the content validator's rules without importing zod.
 */

/** Stat buff names, "<stat>-up" / "<stat>-down". */
export const STAT_BUFF_NAMES: readonly string[] = BUFF_STATS.flatMap((s) => BUFF_DIRECTIONS.map((d) => `${s}-${d}`));

/** Kinds whose names come from a fixed list; the other kinds take the names found in the data. */
export const CLOSED_EFFECT_NAMES: Partial<Record<BuffType, readonly string[]>> = {
  stat: STAT_BUFF_NAMES,
  elem: ELEMENTS,
  bullet: BULLET_TYPES,
  layer: ANOMALIES,
  immune: ANOMALIES,
};

export const FALLBACK_EFFECT = { attrType: 'misc', attrName: FALLBACK_BUFF_NAME } as const satisfies {
  attrType: BuffType;
  attrName: string;
};

export const isBuffType = (value: string): value is BuffType => (BUFF_TYPES as readonly string[]).includes(value);

/** Words shown spelled out or in capitals; the rest are capitalised. */
const WORDS: Record<string, string> = {
  agi: 'Agility',
  atk: 'Attack',
  def: 'Defense',
  acc: 'Accuracy',
  eva: 'Evasion',
  crit: 'Critical',
  dmg: 'Damage',
  hp: 'HP',
  p: 'P',
  no: 'No',
};

/** "yang-atk-up" → "Yang Attack Up", "hp-recovery" → "HP Recovery". */
export function slugLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const ELEMENT_NAMES = new Set<string>(ELEMENTS);

/** An element buff's element; an unknown one is the data error. */
export function elementOf(attrName: string): Element {
  if (!ELEMENT_NAMES.has(attrName)) throw new Error('element not found!');
  return attrName as Element;
}

/**
 * The label of one effect. `tagName` resolves 'tag' buffs from the list's tags. An unknown kind
 * shows 'NOT FOUND' instead of breaking the card.
 */
export function effectLabel(attrType: string, attrName: string, tagName?: (id: string) => string | undefined): string {
  if (!isBuffType(attrType)) return 'NOT FOUND';
  switch (attrType) {
    case 'stat':
    case 'disable':
    case 'attack':
    case 'turn':
    case 'random':
    case 'misc':
      return slugLabel(attrName);
    case 'temp':
      return `Temperament: ${slugLabel(attrName.replace(/^temperament-/, ''))}`;
    case 'tag':
      return `Tag: ${tagName?.(attrName) ?? slugLabel(attrName)}`;
    case 'elem':
      return `Element: ${attrName === 'no-element' ? 'No Element' : slugLabel(elementOf(attrName))}`;
    case 'layer':
      return `Anomaly: ${slugLabel(attrName)}`;
    case 'immune':
      return `Immune: ${slugLabel(attrName)}`;
    case 'bullet':
      return `Bullet: ${slugLabel(attrName)}`;
  }
}

/** Effect picker choices: kind → names, from the fixed lists plus every name the cards use. */
export type EffectOptions = ReadonlyMap<BuffType, readonly string[]>;

export function effectOptions(
  cards: ReadonlyArray<{
    buffs: ReadonlyArray<{ attrType: string; attrName: string }>;
    randomBuffs: ReadonlyArray<ReadonlyArray<{ attrType: string; attrName: string }>>;
  }>,
  tagIds: readonly string[] = [],
): EffectOptions {
  const names = new Map<BuffType, Set<string>>(BUFF_TYPES.map((t) => [t, new Set(CLOSED_EFFECT_NAMES[t] ?? [])]));
  for (const id of tagIds) names.get('tag')?.add(id);
  names.get('misc')?.add(FALLBACK_EFFECT.attrName);
  for (const card of cards) {
    for (const b of card.buffs) if (isBuffType(b.attrType)) names.get(b.attrType)?.add(b.attrName);
    for (const group of card.randomBuffs) for (const b of group) if (isBuffType(b.attrType)) names.get(b.attrType)?.add(b.attrName);
  }
  // Closed lists keep their spec order; names found in the data are alphabetical.
  return new Map(
    BUFF_TYPES.map((t) => {
      const closed = CLOSED_EFFECT_NAMES[t];
      const all = [...(names.get(t) ?? [])];
      return [t, closed ? [...closed, ...all.filter((n) => !closed.includes(n)).sort()] : all.sort()];
    }),
  );
}

/** Whether an effect exists: a closed-list name, or (for open kinds) a known name or a plain slug. */
export function isKnownEffect(attrType: string, attrName: string, options?: EffectOptions): boolean {
  if (!isBuffType(attrType)) return false;
  const listed = options?.get(attrType);
  if (listed) return listed.includes(attrName);
  const closed = CLOSED_EFFECT_NAMES[attrType];
  if (closed) return closed.includes(attrName);
  return /^[a-z0-9]+(-[a-z0-9]+)*$/.test(attrName);
}
