import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { lazyPage, pageRoute } from 'shared-ui/page/lazy-page';
import { catalogue } from './messages/catalogue';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const CharacterMenuPage = lazyPage(() => import(/* webpackChunkName: "page:index" */ './menu/character-menu-page'));
const ConventionalListPage = lazyPage(
  () => import(/* webpackChunkName: "page:conventional-list" */ './conventional-list/conventional-list-page'),
);
const VariantTrackerPage = lazyPage(() => import(/* webpackChunkName: "page:variant-tracker" */ './variant-tracker/variant-tracker-page'));
const UniverseTrackerPage = lazyPage(
  () => import(/* webpackChunkName: "page:universe-tracker" */ './universe-tracker/universe-tracker-page'),
);
const ReleaseOrderPage = lazyPage(() => import(/* webpackChunkName: "page:release-order" */ './release-order/release-order-page'));
const BatchOrderPage = lazyPage(
  () => import(/* webpackChunkName: "page:rebirth-order|rebirth-costume-order" */ './batch-order/batch-order-page'),
);
const UnreleasedCharactersPage = lazyPage(
  () => import(/* webpackChunkName: "page:unreleased-characters" */ './unreleased/unreleased-characters-page'),
);
const PrayerTypePage = lazyPage(() => import(/* webpackChunkName: "page:prayer-type" */ './prayer-type/prayer-type-page'));
const RoleTypePage = lazyPage(() => import(/* webpackChunkName: "page:role-type" */ './role-type/role-type-page'));

/** Canonical paths only (relative to /characters): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, ...pageRoute(CharacterMenuPage) },
  { path: 'conventional-list', ...pageRoute(ConventionalListPage) },
  { path: 'variant-tracker', ...pageRoute(VariantTrackerPage) },
  { path: 'universe-tracker', ...pageRoute(UniverseTrackerPage) },
  { path: 'release-order', ...pageRoute(ReleaseOrderPage) },
  { path: 'rebirth-order', ...pageRoute(BatchOrderPage, { mode: 'rebirth-order' }) },
  { path: 'rebirth-costume-order', ...pageRoute(BatchOrderPage, { mode: 'rebirth-costume-order' }) },
  { path: 'unreleased-characters', ...pageRoute(UnreleasedCharactersPage) },
  { path: 'prayer-type', ...pageRoute(PrayerTypePage) },
  { path: 'role-type', ...pageRoute(RoleTypePage) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested). The
// catalogue goes with the routes: the shell loads the page's language before the section renders.
export default defineRemoteRoutes('characters', routes, process.env.REMOTE_BUILD_ID, catalogue);
