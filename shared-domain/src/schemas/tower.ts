import { z } from 'zod';
import { ABILITY_KINDS } from '../constants/anomalies';
import { MAX_ENEMIES_PER_FLOOR, MAX_HP_GAUGES } from '../constants/tower-kinds';
import { characterIdSchema, elementSchema, isoDateTimeSchema, itemIdSchema, metadataSchema, tagIdSchema, textSchema } from './common';
import { skillEffectSchema } from './buff';

export const abilityKindSchema = z.enum(ABILITY_KINDS);

/** An enemy ability (anomaly immunity/nullify/effect/counter, dmg boost/reduction, boost, graze). */
export const abilitySchema = z.strictObject({
  type: abilityKindSchema,
  metadata: metadataSchema.optional(),
  /** What it applies to, e.g. anomaly names or element names. */
  effects: z.array(z.string()),
  value: z.number().nullable(),
});
export type Ability = z.infer<typeof abilitySchema>;

/** A skill and the HP gauges (1-based) in which the enemy uses it. */
export const enemySkillSchema = z.strictObject({
  name: textSchema,
  effects: z.array(skillEffectSchema).min(1),
  gauges: z.array(z.number().int().min(1).max(MAX_HP_GAUGES)).min(1),
});
export type EnemySkill = z.infer<typeof enemySkillSchema>;

/** Effects that trigger when a gauge breaks. */
export const gaugeEffectSchema = z.strictObject({
  name: textSchema,
  effects: z.array(skillEffectSchema),
});

/** Element affinity per gauge: 1 = weak, -1 = resist. */
export const affinitySchema = z.strictObject({
  element: elementSchema,
  values: z
    .array(z.union([z.literal(1), z.literal(-1)]))
    .min(1)
    .max(MAX_HP_GAUGES),
});

export const enemySchema = z
  .strictObject({
    /** The character unit the enemy is (name, images and universe come from it). */
    unit: characterIdSchema,
    hp: z.number().int().positive(),
    hpGauge: z.number().int().min(1).max(MAX_HP_GAUGES),
    /** Colour level (1..5) of each spell card the enemy uses. */
    spells: z.array(z.number().int().min(1).max(5)),
    /** Barrier count; a list with one count per gauge when gauged. */
    barriers: z.union([z.number().int().nonnegative(), z.array(z.number().int().nonnegative()).min(1).max(MAX_HP_GAUGES)]),
    weaks: z.array(elementSchema),
    resists: z.array(elementSchema),
    tags: z.array(tagIdSchema),
    affinities: z.array(affinitySchema),
    abilities: z.array(abilitySchema),
    skills: z.array(enemySkillSchema),
    gauges: z.array(gaugeEffectSchema),
  })
  .superRefine((e, ctx) => {
    if (Array.isArray(e.barriers) && e.barriers.length !== e.hpGauge) {
      ctx.addIssue({ code: 'custom', path: ['barriers'], message: `expected ${e.hpGauge} barrier counts (one per gauge)` });
    }
    e.affinities.forEach((a, i) => {
      if (a.values.length !== e.hpGauge)
        ctx.addIssue({ code: 'custom', path: ['affinities', i, 'values'], message: `expected ${e.hpGauge} values (one per gauge)` });
    });
    e.skills.forEach((s, i) =>
      s.gauges.forEach((g, j) => {
        if (g > e.hpGauge)
          ctx.addIssue({ code: 'custom', path: ['skills', i, 'gauges', j], message: `gauge ${g} exceeds hpGauge ${e.hpGauge}` });
      }),
    );
    const both = e.weaks.filter((w) => e.resists.includes(w));
    if (both.length) ctx.addIssue({ code: 'custom', path: ['resists'], message: `element(s) both weak and resisted: ${both.join(', ')}` });
  });
export type Enemy = z.infer<typeof enemySchema>;

export const floorRewardSchema = z.strictObject({
  id: itemIdSchema,
  amount: z.number().int().positive(),
});
export type FloorReward = z.infer<typeof floorRewardSchema>;

/** A Scarlet Devil Tower floor; one content file per floor. */
export const towerFloorSchema = z
  .strictObject({
    floor: z.number().int().positive(),
    tagNo: z.number().int().nonnegative(),
    release: z.strictObject({
      /** Global release; null (or a future time) while the floor exists only in JP. */
      global: isoDateTimeSchema.nullable(),
      jp: isoDateTimeSchema,
    }),
    rewards: z.array(floorRewardSchema),
    /** 1..3 slots; a slot may be empty (null). */
    enemies: z.array(enemySchema.nullable()).min(1).max(MAX_ENEMIES_PER_FLOOR),
    useGauge: z.boolean(),
  })
  .superRefine((f, ctx) => {
    if (!f.enemies.some((e) => e !== null))
      ctx.addIssue({ code: 'custom', path: ['enemies'], message: 'a floor needs at least one enemy' });
  });
export type TowerFloor = z.infer<typeof towerFloorSchema>;
