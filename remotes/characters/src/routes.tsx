import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly.
const CharacterMenuPage = lazy(() => import('./menu/character-menu-page'));
const ConventionalListPage = lazy(() => import('./conventional-list/conventional-list-page'));
const VariantTrackerPage = lazy(() => import('./variant-tracker/variant-tracker-page'));
const UniverseTrackerPage = lazy(() => import('./universe-tracker/universe-tracker-page'));
const ReleaseOrderPage = lazy(() => import('./release-order/release-order-page'));
const BatchOrderPage = lazy(() => import('./batch-order/batch-order-page'));
const UnreleasedCharactersPage = lazy(() => import('./unreleased/unreleased-characters-page'));
const PrayerTypePage = lazy(() => import('./prayer-type/prayer-type-page'));
const RoleTypePage = lazy(() => import('./role-type/role-type-page'));

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
