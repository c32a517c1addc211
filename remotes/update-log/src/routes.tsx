import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { NotFoundPage } from 'shared-ui/page/not-found-page';
import { PageSuspense } from 'shared-ui/page/page-suspense';

// The page is its own chunk, so the exposed module stays a thin table the shell loads quickly.
const UpdateLogPage = lazy(() => import('./pages/update-log-page'));

/** Canonical paths only (relative to /update-log): the shell resolves every alias before this. */
const routes: RouteObject[] = [
  {
    index: true,
    element: (
      <PageSuspense>
        <UpdateLogPage />
      </PageSuspense>
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

const updateLogRoutes: RemoteRoutesModule<RouteObject> = {
  contractVersion: 1,
  section: 'update-log',
  routes,
  // Set at build time; the shell shows it so a redeploy can be seen (and tested).
  build: process.env.REMOTE_BUILD_ID,
};
export default updateLogRoutes;
