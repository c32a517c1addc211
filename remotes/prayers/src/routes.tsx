import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { lazyPage, pageRoute } from 'shared-ui/page/lazy-page';
import { catalogue } from './messages/catalogue';
import { POOLS, type Pool } from './prayer-pages';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const PrayerListPage = lazyPage(() => import(/* webpackChunkName: "page:index" */ './prayer-list/prayer-list-page'));
const PrayerMenuPage = lazyPage(() => import(/* webpackChunkName: "page:menu" */ './prayer-menu/prayer-menu-page'));
const PrayerDetailPage = lazyPage(() => import(/* webpackChunkName: "page:info/:id" */ './prayer-detail/prayer-detail-page'));
const PoolCharactersPage = lazyPage(
  () => import(/* webpackChunkName: "page:standard-prayer|ritual-prayer" */ './pools/pool-characters-page'),
);
const PoolDateOrderPage = lazyPage(
  () => import(/* webpackChunkName: "page:standard-prayer/date-order|ritual-prayer/date-order" */ './pools/pool-date-order-page'),
);
const PoolSimulatorPage = lazyPage(
  () => import(/* webpackChunkName: "page:standard-prayer/info|ritual-prayer/info" */ './pools/pool-simulator-page'),
);
const ForeverPrayerPage = lazyPage(() => import(/* webpackChunkName: "page:forever-prayer" */ './forever-prayer/forever-prayer-page'));
const KourindouRoulettePage = lazyPage(
  () => import(/* webpackChunkName: "page:kourindou-roulette" */ './kourindou-roulette/kourindou-roulette-page'),
);
const RerunsPage = lazyPage(() => import(/* webpackChunkName: "page:reruns" */ './reruns/reruns-page'));
const CalendarPage = lazyPage(() => import(/* webpackChunkName: "page:calendar" */ './calendar/calendar-page'));

/** The standard and ritual pools: characters (index), date order and simulator. */
const poolRoute = (pool: Pool): RouteObject => ({
  path: POOLS[pool].path,
  children: [
    { index: true, ...pageRoute(PoolCharactersPage, { pool }) },
    { path: 'date-order', ...pageRoute(PoolDateOrderPage, { pool }) },
    { path: 'info', ...pageRoute(PoolSimulatorPage, { pool }) },
  ],
});

/** Canonical paths only (relative to /prayers): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, ...pageRoute(PrayerListPage) },
  { path: 'menu', ...pageRoute(PrayerMenuPage) },
  { path: 'info/:id', ...pageRoute(PrayerDetailPage) },
  poolRoute('standard'),
  poolRoute('ritual'),
  { path: 'forever-prayer', ...pageRoute(ForeverPrayerPage) },
  { path: 'kourindou-roulette', ...pageRoute(KourindouRoulettePage) },
  { path: 'reruns', ...pageRoute(RerunsPage) },
  { path: 'calendar', ...pageRoute(CalendarPage) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested). The
// catalogue goes with the routes: the shell loads the page's language before the section renders.
export default defineRemoteRoutes('prayers', routes, process.env.REMOTE_BUILD_ID, catalogue);
