import type { TowerDetailResponse, TowerListResponse, TowerRewardsResponse } from '../../schemas/api/towers';
import { get } from './endpoint';

/** The calls under /api/towers. */
export const towersContract = {
  /** Every floor, highest first. */
  towerList: get<TowerListResponse>('/towers/get-list'),
  towerDetail: get<TowerDetailResponse, { floor: number }>('/towers/get-detail', ['floor']),
  towerRewards: get<TowerRewardsResponse>('/towers/get-rewards'),
};
