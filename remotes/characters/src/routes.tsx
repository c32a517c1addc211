import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const CharacterMenuPage = lazy(() => import(/* webpackChunkName: "page:index" */ './menu/character-menu-page'));
const ConventionalListPage = lazy(() => import(/* webpackChunkName: "page:conventional-list" */ './conventional-list/conventional-list-page'));
const VariantTrackerPage = lazy(() => import(/* webpackChunkName: "page:variant-tracker" */ './variant-tracker/variant-tracker-page'));
const UniverseTrackerPage = lazy(() => import(/* webpackChunkName: "page:universe-tracker" */ './universe-tracker/universe-tracker-page'));
const ReleaseOrderPage = lazy(() => import(/* webpackChunkName: "page:release-order" */ './release-order/release-order-page'));
const BatchOrderPage = lazy(() => import(/* webpackChunkName: "page:rebirth-order|rebirth-costume-order" */ './batch-order/batch-order-page'));
const UnreleasedCharactersPage = lazy(() => import(/* webpackChunkName: "page:unreleased-characters" */ './unreleased/unreleased-characters-page'));
const PrayerTypePage = lazy(() => import(/* webpackChunkName: "page:prayer-type" */ './prayer-type/prayer-type-page'));
const RoleTypePage = lazy(() => import(/* webpackChunkName: "page:role-type" */ './role-type/role-type-page'));

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;

/** Canonical paths only (relative to /characters): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, element: page(<CharacterMenuPage />) },
  { path: 'conventional-list', element: page(<ConventionalListPage />) },
  { path: 'variant-tracker', element: page(<VariantTrackerPage />) },
  { path: 'universe-tracker', element: page(<UniverseTrackerPage />) },
  { path: 'release-order', element: page(<ReleaseOrderPage />) },
  { path: 'rebirth-order', element: page(<BatchOrderPage mode="rebirth-order" />) },
  { path: 'rebirth-costume-order', element: page(<BatchOrderPage mode="rebirth-costume-order" />) },
  { path: 'unreleased-characters', element: page(<UnreleasedCharactersPage />) },
  { path: 'prayer-type', element: page(<PrayerTypePage />) },
  { path: 'role-type', element: page(<RoleTypePage />) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
export default defineRemoteRoutes('characters', routes, process.env.REMOTE_BUILD_ID);
