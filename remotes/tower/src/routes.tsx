import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const StagesPage = lazy(() => import(/* webpackChunkName: "page:index" */ './stages/stages-page'));
const TowerFloorPage = lazy(() => import(/* webpackChunkName: "page:scarlet-devil-tower" */ './floor/tower-floor-page'));
const TowerRewardsPage = lazy(() => import(/* webpackChunkName: "page:scarlet-devil-tower/rewards" */ './rewards/tower-rewards-page'));

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;

/** Canonical paths only (relative to /stages): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, element: page(<StagesPage />) },
  {
    // Rewards nests under the tower so relative links between the two stay one '..' apart.
    path: 'scarlet-devil-tower',
    children: [
      { index: true, element: page(<TowerFloorPage />) },
      { path: 'rewards', element: page(<TowerRewardsPage />) },
    ],
  },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
export default defineRemoteRoutes('tower', routes, process.env.REMOTE_BUILD_ID);
