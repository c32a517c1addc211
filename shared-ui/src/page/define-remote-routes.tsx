import { matchPath, type RouteObject } from 'react-router-dom';
import { ROUTES_CONTRACT_VERSION, type RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import type { SectionId } from 'shared-domain/federation/sections';
import type { PageHandle } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { PageSuspense } from './page-suspense';

/** Each route with its full path (relative to the section) and its handle, children included. */
function flatten(routes: RouteObject[], parent = ''): Array<{ path: string; handle: unknown }> {
  return routes.flatMap((route) => {
    const path = route.path ? `${parent}/${route.path}` : parent;
    return [...(route.element ? [{ path: path || '/', handle: route.handle }] : []), ...flatten(route.children ?? [], path)];
  });
}

/**
 * A remote's `./routes` module: its canonical routes plus the section's own 404, under the
 * current contract. `build` must come from the remote's own build (`process.env.REMOTE_BUILD_ID`):
 * shared-ui is a federation singleton, so reading it here would report whichever build provided it.
 * `messages` is the remote's catalogue (shared-ui's createCatalogue), loaded by the shell before a page renders.
 * `preload(pathname)` loads the chunk of the page at a section-relative path (routes made with
 * `pageRoute`), so the shell can render a landing page without a Suspense fallback.
 */
export function defineRemoteRoutes(
  section: SectionId,
  routes: RouteObject[],
  build: string | undefined,
  messages?: RemoteRoutesModule<RouteObject>['messages'],
): RemoteRoutesModule<RouteObject> {
  const pages = flatten(routes);
  return {
    contractVersion: ROUTES_CONTRACT_VERSION,
    section,
    // Every page, the 404 too, is in a page boundary, which says when it has hydrated.
    routes: [
      ...routes,
      {
        path: '*',
        element: (
          <PageSuspense>
            <NotFoundPage />
          </PageSuspense>
        ),
      },
    ],
    build,
    marksHydrated: true,
    ...(messages ? { messages: { load: (locale) => messages.load(locale) } } : {}),
    preload: async (pathname) => {
      const page = pages.find((p) => matchPath({ path: p.path, end: true }, pathname));
      await (page?.handle as Partial<PageHandle> | undefined)?.preload?.();
    },
  };
}
