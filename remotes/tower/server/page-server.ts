import { towersContract as api } from 'shared-domain/api/contract/towers';
import { apiUrlFor, type PageServer } from 'shared-domain/federation/page-server';
import { parseFloorQuery } from '../src/floor/floor-query';

export const pageServer: PageServer = {
  firstData(url) {
    switch (url.pathname) {
      case '/stages/scarlet-devil-tower':
        // The floor page asks for the floor list and, at once, its floor's detail as the query names it.
        return [apiUrlFor(api.towerList), apiUrlFor(api.towerDetail, { floor: parseFloorQuery(url.searchParams.get('floor')) })];
      case '/stages/scarlet-devil-tower/rewards':
        return [apiUrlFor(api.towerRewards)];
      default:
        return [];
    }
  },
};
