import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';
import { POOLS, type Pool } from './prayer-pages';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly.
const PrayerListPage = lazy(() => import('./prayer-list/prayer-list-page'));
const PrayerMenuPage = lazy(() => import('./prayer-menu/prayer-menu-page'));
const PrayerDetailPage = lazy(() => import('./prayer-detail/prayer-detail-page'));
const PoolCharactersPage = lazy(() => import('./pools/pool-characters-page'));
const PoolDateOrderPage = lazy(() => import('./pools/pool-date-order-page'));
const PoolSimulatorPage = lazy(() => import('./pools/pool-simulator-page'));
const ForeverPrayerPage = lazy(() => import('./forever-prayer/forever-prayer-page'));
const KourindouRoulettePage = lazy(() => import('./kourindou-roulette/kourindou-roulette-page'));

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
