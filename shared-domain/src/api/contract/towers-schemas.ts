import {
  towerDetailQuerySchema,
  towerDetailResponseSchema,
  towerListResponseSchema,
  towerRewardsResponseSchema,
} from '../../schemas/api/towers';
import type { SchemasFor } from './endpoint-schemas';
import type { towersContract } from './towers';

export const towersSchemas = {
  towerList: { response: towerListResponseSchema },
  towerDetail: { query: towerDetailQuerySchema, response: towerDetailResponseSchema },
  towerRewards: { response: towerRewardsResponseSchema },
} satisfies SchemasFor<typeof towersContract>;
