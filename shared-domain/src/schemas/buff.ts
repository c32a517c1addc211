import { z } from 'zod';
import { BUFF_TARGETS, BUFF_TYPES, SKILL_EFFECT_TYPES } from '../constants/buffs';
import { BUFF_DIRECTIONS, BUFF_STATS } from '../constants/stats';
import { ELEMENTS } from '../constants/elements';
import { BULLET_TYPES } from '../constants/bullet-types';
import { ANOMALIES } from '../constants/anomalies';
import { metadataSchema, roleSchema, slugSchema } from './common';

export const buffTypeSchema = z.enum(BUFF_TYPES);
export const buffTargetSchema = z.enum(BUFF_TARGETS);

/** Stat buff names are "<stat>-up" or "<stat>-down", e.g. "yang-atk-up". */
export const STAT_BUFF_NAMES = BUFF_STATS.flatMap((s) => BUFF_DIRECTIONS.map((d) => `${s}-${d}`));

/** For the kinds with a closed vocabulary, the attrName must come from it. */
const NAMES_BY_TYPE: Partial<Record<(typeof BUFF_TYPES)[number], readonly string[]>> = {
  stat: STAT_BUFF_NAMES,
  elem: ELEMENTS,
  bullet: BULLET_TYPES,
  layer: ANOMALIES,
  immune: ANOMALIES,
};

/** A story-card buff: kind (attrType), what it touches (attrName), target, duration and per-limit-break values. */
export const buffBaseSchema = z.strictObject({
  /** Stable key of the effect, "<attrType>:<attrName>". */
  attr: z.string(),
  attrName: slugSchema,
  attrType: buffTypeSchema,
  enabled: z.boolean(),
  metadata: metadataSchema.optional(),
  target: buffTargetSchema,
  /** Duration in turns; null for permanent / instant effects. */
  turn: z.number().int().positive().nullable(),
  /** Effect labelled 'ONLY' for this role; null for any role. */
  role: roleSchema.nullable(),
  /** One value per limit-break level (0..4). */
  values: z.array(z.number()).min(1).max(5),
});

export const buffSchema = buffBaseSchema.superRefine((b, ctx) => {
  const allowed = NAMES_BY_TYPE[b.attrType];
  if (allowed && !allowed.includes(b.attrName)) {
    ctx.addIssue({ code: 'custom', path: ['attrName'], message: `"${b.attrName}" is not a known ${b.attrType} buff name` });
  }
  if (b.attr !== `${b.attrType}:${b.attrName}`) {
    ctx.addIssue({ code: 'custom', path: ['attr'], message: `must be "${b.attrType}:${b.attrName}"` });
  }
});
export type Buff = z.infer<typeof buffSchema>;

/** Tower skill and gauge effects: buff kinds plus temperament; attrName e.g. hp, weak-change, resist-change. */
export const skillEffectSchema = z.strictObject({
  attrType: z.enum(SKILL_EFFECT_TYPES),
  attrName: slugSchema,
  values: z.array(z.number()),
  metadata: metadataSchema.optional(),
  enabled: z.boolean(),
});
export type SkillEffect = z.infer<typeof skillEffectSchema>;
