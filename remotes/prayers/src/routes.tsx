import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';
import { POOLS, type Pool } from './prayer-pages';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const PrayerListPage = lazy(() => import(/* webpackChunkName: "page:index" */ './prayer-list/prayer-list-page'));
const PrayerMenuPage = lazy(() => import(/* webpackChunkName: "page:menu" */ './prayer-menu/prayer-menu-page'));
const PrayerDetailPage = lazy(() => import(/* webpackChunkName: "page:info/:id" */ './prayer-detail/prayer-detail-page'));
const PoolCharactersPage = lazy(() => import(/* webpackChunkName: "page:standard-prayer|ritual-prayer" */ './pools/pool-characters-page'));
const PoolDateOrderPage = lazy(() => import(/* webpackChunkName: "page:standard-prayer/date-order|ritual-prayer/date-order" */ './pools/pool-date-order-page'));
const PoolSimulatorPage = lazy(() => import(/* webpackChunkName: "page:standard-prayer/info|ritual-prayer/info" */ './pools/pool-simulator-page'));
const ForeverPrayerPage = lazy(() => import(/* webpackChunkName: "page:forever-prayer" */ './forever-prayer/forever-prayer-page'));
const KourindouRoulettePage = lazy(() => import(/* webpackChunkName: "page:kourindou-roulette" */ './kourindou-roulette/kourindou-roulette-page'));

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;

/** The standard and ritual pools: characters (index), date order and simulator. */
const poolRoute = (pool: Pool): RouteObject => ({
  path: POOLS[pool].path,
  children: [
    { index: true, element: page(<PoolCharactersPage pool={pool} />) },
    { path: 'date-order', element: page(<PoolDateOrderPage pool={pool} />) },
    { path: 'info', element: page(<PoolSimulatorPage pool={pool} />) },
  ],
});

/** Canonical paths only (relative to /prayers): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, element: page(<PrayerListPage />) },
  { path: 'menu', element: page(<PrayerMenuPage />) },
  { path: 'info/:id', element: page(<PrayerDetailPage />) },
  poolRoute('standard'),
  poolRoute('ritual'),
  { path: 'forever-prayer', element: page(<ForeverPrayerPage />) },
  { path: 'kourindou-roulette', element: page(<KourindouRoulettePage />) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
export default defineRemoteRoutes('prayers', routes, process.env.REMOTE_BUILD_ID);
