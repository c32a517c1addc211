import type { RouteObject } from 'react-router-dom';
import { ROUTES_CONTRACT_VERSION, type RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import type { SectionId } from 'shared-domain/federation/sections';
import { NotFoundPage } from './not-found-page';

/**
 * A remote's `./routes` module: its canonical routes plus the section's own 404, under the
 * current contract. `build` must come from the remote's own build (`process.env.REMOTE_BUILD_ID`):
 * shared-ui is a federation singleton, so reading it here would report whichever build provided it.
 */
export function defineRemoteRoutes(section: SectionId, routes: RouteObject[], build: string | undefined): RemoteRoutesModule<RouteObject> {
  return {
    contractVersion: ROUTES_CONTRACT_VERSION,
    section,
    routes: [...routes, { path: '*', element: <NotFoundPage /> }],
    build,
  };
}
