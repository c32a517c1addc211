import type { AppContext } from '../server/app-context';
import type { DomainHandlers } from '../server/contract-routes';
import { notFound } from '../server/http-errors';
import { fixed } from '../server/response-cache';
import { towerDetailView, towerListView, towerRewardsView } from '../views/tower-views';

export const towerHandlers = ({ content, cache }: AppContext): DomainHandlers<'towers'> => ({
  towerList: () => cache.get('towers:list', () => fixed(towerListView(content))),
  towerDetail: ({ query: { floor } }) => {
    const f = content.floorByNumber.get(floor);
    if (!f) throw notFound(`floor: no floor ${floor} (floors are 1..${content.floors.length})`);
    return cache.get(`towers:floor:${floor}`, () => fixed(towerDetailView(content, f)));
  },
  towerRewards: () => cache.get('towers:rewards', (now) => towerRewardsView(content, now)),
});
