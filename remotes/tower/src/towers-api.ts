import { towersContract } from 'shared-domain/api/contract/towers';
import { injectContract } from 'shared-ui/api/contract-endpoints';

/** /api/towers: the floor list, a floor's detail and the rewards. */
export const towersApi = injectContract(towersContract);

export const { useTowerListQuery, useTowerDetailQuery, useTowerRewardsQuery } = towersApi;
