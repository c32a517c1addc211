import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { lazyPage, pageRoute } from 'shared-ui/page/lazy-page';
import { catalogue } from './messages/catalogue';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const StagesPage = lazyPage(() => import(/* webpackChunkName: "page:index" */ './stages/stages-page'));
const TowerFloorPage = lazyPage(() => import(/* webpackChunkName: "page:scarlet-devil-tower" */ './floor/tower-floor-page'));
const TowerRewardsPage = lazyPage(() => import(/* webpackChunkName: "page:scarlet-devil-tower/rewards" */ './rewards/tower-rewards-page'));

/** Canonical paths only (relative to /stages): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, ...pageRoute(StagesPage) },
  {
    // Rewards nests under the tower so relative links between the two stay one '..' apart.
    path: 'scarlet-devil-tower',
    children: [
      { index: true, ...pageRoute(TowerFloorPage) },
      { path: 'rewards', ...pageRoute(TowerRewardsPage) },
    ],
  },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
// The catalogue goes with the routes: the shell loads the page's language before the section renders.
export default defineRemoteRoutes('tower', routes, process.env.REMOTE_BUILD_ID, catalogue);
