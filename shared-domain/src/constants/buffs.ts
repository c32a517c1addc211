/** Buff kinds (attrType) of story-card buffs and skill effects. */
export const BUFF_TYPES = [
  'layer',
  'bullet',
  'tag',
  'elem',
  'immune',
  'disable',
  'stat',
  'attack',
  'temp',
  'turn',
  'random',
  'misc',
] as const;
export type BuffType = (typeof BUFF_TYPES)[number];

/** Buff targets: self/solo are 'single', party/aoe are 'multi'. */
export const BUFF_TARGETS = ['self', 'solo', 'party', 'aoe'] as const;
export type BuffTarget = (typeof BUFF_TARGETS)[number];

export const SINGLE_TARGETS: readonly BuffTarget[] = ['self', 'solo'];
export const MULTI_TARGETS: readonly BuffTarget[] = ['party', 'aoe'];

/** Skill-effect kinds: the buff kinds plus 'temperament'. */
export const SKILL_EFFECT_TYPES = [...BUFF_TYPES, 'temperament'] as const;
export type SkillEffectType = (typeof SKILL_EFFECT_TYPES)[number];

/** Unknown buff names fall back to this one. */
export const FALLBACK_BUFF_NAME = 'hp-recovery';
