import { ANOMALIES, type Anomaly, type AbilityKind } from 'shared-domain/constants/anomalies';
import { BULLET_TYPES } from 'shared-domain/constants/bullet-types';
import type { ElementLang } from 'shared-domain/settings/settings-model';
import { damageModifierText } from './damage-modifier';
import { elementName, isElement } from 'shared-domain/tower/element-text';

/** 'crit-acc-up' → 'Crit Acc Up'; 'yang-atk' → 'Yang Atk'. */
export const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const STAT_WORDS: Record<string, string> = { acc: 'ACC', eva: 'EVA', agi: 'AGI', atk: 'ATK', def: 'DEF', crit: 'Crit', hp: 'HP' };
/** A stat buff name the way the game writes it: 'crit-acc-up' → 'Crit ACC Up', 'yin-def-down' → 'Yin DEF Down'. */
export const statBuffText = (name: string) =>
  name
    .split('-')
    .filter(Boolean)
    .map((w) => STAT_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

export const isAnomaly = (value: string): value is Anomaly => (ANOMALIES as readonly string[]).includes(value);
const isBullet = (value: string) => (BULLET_TYPES as readonly string[]).includes(value);

/** A damage target: an element (named in the element language) or a bullet type. */
export function damageTargetText(target: string, lang: ElementLang = 'en'): string {
  if (isElement(target)) return elementName(target, lang);
  if (isBullet(target)) return `${titleCase(target)} bullets`;
  return titleCase(target);
}

export interface SkillEffectLike {
  attrType: string;
  attrName: string;
  values: readonly number[];
}

const percentList = (values: readonly number[]) => values.map((v) => `${v}%`).join(' / ');

/** One line for a skill or gauge-break effect. */
export function skillEffectText(effect: SkillEffectLike, lang: ElementLang = 'en'): string {
  const { attrType, attrName, values } = effect;
  const first = values[0] ?? 0;
  if (attrType === 'misc' && attrName === 'weak-change') return damageModifierText('boost', 'weakness', first);
  if (attrType === 'misc' && attrName === 'resist-change') return damageModifierText('reduction', 'resistance', first);
  const amount = values.length ? ` ${percentList(values)}` : '';
  switch (attrType) {
    case 'elem':
      return `${elementName(attrName, lang)} element${amount}`;
    case 'bullet':
      return `${damageTargetText(attrName)}${amount}`;
    case 'layer':
      return `Inflict ${titleCase(attrName)}${amount}`;
    case 'immune':
      return `${titleCase(attrName)} immunity${amount}`;
    case 'stat':
      return `${statBuffText(attrName)}${amount}`;
    case 'temperament':
      return `Temperament: ${titleCase(attrName)}${amount}`;
    case 'misc':
      return `${attrName === 'hp' ? 'HP' : titleCase(attrName)}${amount}`;
    default:
      return `${titleCase(attrName)}${amount}`;
  }
}

export const ABILITY_TITLES: Record<AbilityKind, string> = {
  'anomaly-counter': 'Anomaly Counter',
  'anomaly-effect': 'Anomaly Effect',
  'anomaly-immunity': 'Anomaly Immunity',
  'anomaly-nullify': 'Anomaly Nullify',
  boost: 'Boost',
  graze: 'Graze',
  'dmg-boost': 'Damage Boost',
  'dmg-reduction': 'Damage Reduction',
};

export interface AbilityLike {
  type: AbilityKind;
  effects: readonly string[];
  value: number | null;
  metadata?: Record<string, string | number | boolean | null> | undefined;
}

export interface AbilityText {
  title: string;
  /** Anomalies the ability names (their icons rotate every second). */
  anomalies: Anomaly[];
  /** The ability in words. */
  text: string;
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Title, anomalies and text of an enemy ability, for every kind. */
export function abilityText(ability: AbilityLike, lang: ElementLang = 'en'): AbilityText {
  const title = ABILITY_TITLES[ability.type];
  const anomalies = ability.effects.filter(isAnomaly);
  const names = ability.effects.map(titleCase).join(', ');
  const value = ability.value ?? 0;
  const layers = typeof ability.metadata?.layers === 'number' ? ability.metadata.layers : null;
  switch (ability.type) {
    case 'anomaly-immunity':
      return { title, anomalies, text: `Immune to ${names}` };
    case 'anomaly-nullify':
      return { title, anomalies, text: `Nullifies ${names}` };
    case 'anomaly-effect':
      return { title, anomalies, text: `Inflicts ${names}${layers !== null ? ` (${plural(layers, 'layer')})` : ''}, level ${value}` };
    case 'anomaly-counter':
      return { title, anomalies, text: `Counters with ${names}${layers !== null ? ` (${plural(layers, 'layer')})` : ''}, level ${value}` };
    case 'boost':
      return { title, anomalies, text: `${ability.effects.map(statBuffText).join(', ')} +${value}` };
    case 'graze':
      return { title, anomalies, text: `Grazes ${plural(value, 'time')}` };
    case 'dmg-boost':
      return {
        title,
        anomalies,
        text: damageModifierText('boost', `weakness (${ability.effects.map((t) => damageTargetText(t, lang)).join(', ')})`, value),
      };
    case 'dmg-reduction':
      return {
        title,
        anomalies,
        text: damageModifierText('reduction', `resistance (${ability.effects.map((t) => damageTargetText(t, lang)).join(', ')})`, value),
      };
  }
}

/**
 * The damage-modifier lines of an enemy in a gauge view (its weak/resist block): the damage
 * boost and reduction abilities, then the weakness/resistance changes of the skills in view.
 */
export function damageModifierLines(
  abilities: readonly AbilityLike[],
  skills: ReadonlyArray<{ effects: readonly SkillEffectLike[] }>,
  lang: ElementLang = 'en',
): string[] {
  const fromAbilities = abilities.filter((a) => a.type === 'dmg-boost' || a.type === 'dmg-reduction').map((a) => abilityText(a, lang).text);
  const fromSkills = skills.flatMap((s) =>
    s.effects
      .filter((e) => e.attrType === 'misc' && (e.attrName === 'weak-change' || e.attrName === 'resist-change'))
      .map((e) => skillEffectText(e, lang)),
  );
  return [...fromAbilities, ...fromSkills];
}
