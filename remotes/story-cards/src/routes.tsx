import { lazy, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { defineRemoteRoutes } from 'shared-ui/page/define-remote-routes';
import { PageSuspense } from 'shared-ui/page/page-suspense';

// Every page is its own chunk, so the exposed module stays a thin table the shell loads quickly;
// each chunk is named by the route paths it serves, so the shell's server can preload a landing page's chunk.
const StoryCardListPage = lazy(() => import(/* webpackChunkName: "page:index" */ './story-card-list/story-card-list-page'));
const IllustratorsPage = lazy(() => import(/* webpackChunkName: "page:illustrators" */ './illustrators/illustrators-page'));

const page = (element: ReactNode) => <PageSuspense>{element}</PageSuspense>;

/** Canonical paths only (relative to /story-cards): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  { index: true, element: page(<StoryCardListPage />) },
  { path: 'illustrators', element: page(<IllustratorsPage />) },
];

// The build id is set at build time; the shell shows it so a redeploy can be seen (and tested).
export default defineRemoteRoutes('story-cards', routes, process.env.REMOTE_BUILD_ID);
