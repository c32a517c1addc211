import { z } from 'zod';
import { imagePathSchema, isoDateTimeSchema, itemIdSchema, universeSchema } from '../common';
import { characterNameSchema } from '../character';
import { characterThumbnailSchema } from '../character-views';
import { enemySchema, towerFloorSchema } from '../tower';
import { tagSchema } from '../tag';
import { intParam, lastUpdateField } from './common';

/** A floor reward with its item's name and image; glow 'red' for '-2' ids, 'gold' for '-3' ids. */
export const floorRewardViewSchema = z.strictObject({
  id: itemIdSchema,
  name: z.string(),
  image: imagePathSchema,
  amount: z.number().int().positive(),
  glow: z.enum(['red', 'gold']).nullable(),
});

const releaseSchema = z.strictObject({ global: isoDateTimeSchema.nullable(), jp: isoDateTimeSchema });

/** A floor of the floor list. */
export const floorListEntrySchema = z.strictObject({
  floor: z.number().int().positive(),
  release: releaseSchema,
  rewards: z.array(floorRewardViewSchema),
});

/** GET /api/towers/get-list: every floor, highest first (the order the list shows). */
export const towerListResponseSchema = z.strictObject({ content: z.array(floorListEntrySchema), ...lastUpdateField });
export type TowerListResponse = z.infer<typeof towerListResponseSchema>;

/** The enemy's unit resolved from the character content. */
export const enemyUnitSchema = z.strictObject({
  id: z.number().int().positive(),
  universe: universeSchema,
  name: characterNameSchema,
  shortName: z.string(),
  title: z.string(),
  thumbnail: imagePathSchema,
  spoilerSafeThumbnail: imagePathSchema,
  img: imagePathSchema,
  /** The unit as every grid shows it (for <CharacterThumbnail>); always sent for a known unit. */
  thumbnailView: characterThumbnailSchema.optional(),
});

/** An enemy with its unit and tags resolved (the content refinements already ran at load). */
export const enemyViewSchema = z.strictObject({
  ...enemySchema.shape,
  unit: enemyUnitSchema,
  tags: z.array(tagSchema),
});
export type EnemyView = z.infer<typeof enemyViewSchema>;

/** GET /api/towers/get-detail?floor=N */
export const towerDetailQuerySchema = z.object({ floor: intParam(1, 1_000_000) });
export const floorDetailSchema = z.strictObject({
  ...towerFloorSchema.shape,
  rewards: z.array(floorRewardViewSchema),
  enemies: z.array(enemyViewSchema.nullable()).min(1).max(3),
});
export const towerDetailResponseSchema = z.strictObject({ content: floorDetailSchema, ...lastUpdateField });
export type TowerDetailResponse = z.infer<typeof towerDetailResponseSchema>;

/** One reward item and every floor that gives it. */
export const rewardViewSchema = z.strictObject({
  item: itemIdSchema,
  name: z.string(),
  image: imagePathSchema,
  glow: z.enum(['red', 'gold']).nullable(),
  values: z.array(z.strictObject({ floor: z.number().int().positive(), amount: z.number().int().positive(), release: releaseSchema })),
});

/** GET /api/towers/get-rewards: lastFloor = the highest floor released in the global version. */
export const towerRewardsResponseSchema = z.strictObject({
  content: z.array(rewardViewSchema),
  lastFloor: z.number().int().nonnegative(),
  ...lastUpdateField,
});
export type TowerRewardsResponse = z.infer<typeof towerRewardsResponseSchema>;
