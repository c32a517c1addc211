import { ANOMALIES, type Anomaly, type AbilityKind } from 'shared-domain/constants/anomalies';
import { BULLET_TYPES } from 'shared-domain/constants/bullet-types';
import type { ElementLang } from 'shared-domain/settings/settings-model';
import { elementName, isElement } from 'shared-domain/tower/element-text';
import type { TowerT } from '../../messages/catalogue';
import { damageModifierText } from './damage-modifier';

// The catalogue words the game's closed sets (anomalies, bullets, stats, effect kinds) by select; a
// value it does not know (new data) is shown by its English words from the slug, as `name`.

/** 'crit-acc-up' → 'Crit Acc Up'; 'yang-atk' → 'Yang Atk'. */
export const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** 'crit-acc' → 'critAcc': a slug as a select case of the catalogue (ICU cases have no hyphen). */
export const selectCase = (slug: string) => slug.replace(/-+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

const STAT_WORDS: Record<string, string> = { acc: 'ACC', eva: 'EVA', agi: 'AGI', atk: 'ATK', def: 'DEF', crit: 'Crit', hp: 'HP' };
/** A stat's English words the way the game writes them: 'crit-acc-up' → 'Crit ACC Up'. */
const statWords = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => STAT_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

/** A stat buff's name: 'crit-acc-up' → 'Crit ACC Up', 'yin-def-down' → 'Yin DEF Down' (陰防低下 in Japanese). */
export function statBuffText(name: string, t: TowerT): string {
  const change = /^(.+)-(up|down)$/.exec(name);
  if (!change) return statWords(name);
  const [, base = '', direction = ''] = change;
  return t('enemy.statChange', { stat: t('enemy.stat', { stat: selectCase(base), name: statWords(base) }), change: direction });
}

export const isAnomaly = (value: string): value is Anomaly => (ANOMALIES as readonly string[]).includes(value);
const isBullet = (value: string) => (BULLET_TYPES as readonly string[]).includes(value);

/** An anomaly's name, as the ability text and the icons name it ('Burn', 燃焼). */
export const anomalyName = (anomaly: string, t: TowerT) => t('enemy.anomaly', { anomaly, name: titleCase(anomaly) });

/** A damage target: an element (named in the element language) or a bullet type. */
export function damageTargetText(target: string, t: TowerT, lang: ElementLang = 'en'): string {
  if (isElement(target)) return elementName(target, lang);
  if (isBullet(target)) return t('enemy.bullet', { bullet: selectCase(target), name: titleCase(target) });
  return titleCase(target);
}

export interface SkillEffectLike {
  attrType: string;
  attrName: string;
  values: readonly number[];
}

const percentList = (values: readonly number[]) => values.map((v) => `${v}%`).join(' / ');

/** The words of a skill effect before its amount. */
function effectName({ attrType, attrName }: SkillEffectLike, t: TowerT, lang: ElementLang): string {
  switch (attrType) {
    case 'elem':
      return t('enemy.elementEffect', { element: elementName(attrName, lang) });
    case 'bullet':
      return damageTargetText(attrName, t);
    case 'layer':
      return t('enemy.inflictEffect', { anomaly: anomalyName(attrName, t) });
    case 'immune':
      return t('enemy.immunityEffect', { anomaly: anomalyName(attrName, t) });
    case 'stat':
      return statBuffText(attrName, t);
    case 'temperament':
      return t('enemy.temperamentEffect', {
        temperament: t('enemy.temperament', { temperament: selectCase(attrName), name: titleCase(attrName) }),
      });
    default:
      return t('enemy.effectName', { effect: selectCase(attrName), name: titleCase(attrName) });
  }
}

/** One line for a skill or gauge-break effect. */
export function skillEffectText(effect: SkillEffectLike, t: TowerT, lang: ElementLang = 'en'): string {
  const { attrType, attrName, values } = effect;
  const first = values[0] ?? 0;
  if (attrType === 'misc' && attrName === 'weak-change') return damageModifierText('boost', null, first, t);
  if (attrType === 'misc' && attrName === 'resist-change') return damageModifierText('reduction', null, first, t);
  const amount = values.length ? ` ${percentList(values)}` : '';
  return `${effectName(effect, t, lang)}${amount}`;
}

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

/** Title, anomalies and text of an enemy ability, for every kind. */
export function abilityText(ability: AbilityLike, t: TowerT, lang: ElementLang = 'en'): AbilityText {
  const title = t('enemy.abilityTitle', { kind: selectCase(ability.type) });
  const anomalies = ability.effects.filter(isAnomaly);
  const separator = t('floor.listSeparator');
  const names = ability.effects.map((e) => anomalyName(e, t)).join(separator);
  const targets = () => ability.effects.map((e) => damageTargetText(e, t, lang)).join(separator);
  const level = ability.value ?? 0;
  const layers = typeof ability.metadata?.layers === 'number' ? ability.metadata.layers : null;
  const text = (() => {
    switch (ability.type) {
      case 'anomaly-immunity':
        return t('enemy.immuneTo', { names });
      case 'anomaly-nullify':
        return t('enemy.nullifies', { names });
      case 'anomaly-effect':
        return layers !== null ? t('enemy.inflictsLayers', { names, layers, level }) : t('enemy.inflicts', { names, level });
      case 'anomaly-counter':
        return layers !== null ? t('enemy.countersLayers', { names, layers, level }) : t('enemy.counters', { names, level });
      case 'boost':
        return `${ability.effects.map((e) => statBuffText(e, t)).join(separator)} +${level}`;
      case 'graze':
        return t('enemy.grazes', { count: level });
      case 'dmg-boost':
        return damageModifierText('boost', targets(), level, t);
      case 'dmg-reduction':
        return damageModifierText('reduction', targets(), level, t);
    }
  })();
  return { title, anomalies, text };
}

/**
 * The damage-modifier lines of an enemy in a gauge view (its weak/resist block): the damage
 * boost and reduction abilities, then the weakness/resistance changes of the skills in view.
 */
export function damageModifierLines(
  abilities: readonly AbilityLike[],
  skills: ReadonlyArray<{ effects: readonly SkillEffectLike[] }>,
  t: TowerT,
  lang: ElementLang = 'en',
): string[] {
  const fromAbilities = abilities
    .filter((a) => a.type === 'dmg-boost' || a.type === 'dmg-reduction')
    .map((a) => abilityText(a, t, lang).text);
  const fromSkills = skills.flatMap((s) =>
    s.effects
      .filter((e) => e.attrType === 'misc' && (e.attrName === 'weak-change' || e.attrName === 'resist-change'))
      .map((e) => skillEffectText(e, t, lang)),
  );
  return [...fromAbilities, ...fromSkills];
}
