import { screen } from '@testing-library/react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import { renderRoutes } from './render-with-providers';

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * What every remote's route test needs. The standalone harness nests the routes under the base
 * path; the shell mounts them as descendant routes under `${base}/*` with useRoutes. Both mounts
 * must give the same pages and links, so tests run under each.
 */
export function remoteRouteTesting(module: RemoteRoutesModule<RouteObject>) {
  const base = sectionById(module.section).basePath;
  const mounts = {
    nested: (url: string) => renderRoutes([{ path: base, children: module.routes }], url),
    descendant: (url: string) => renderRoutes([{ path: `${base}/*`, element: <SectionRoutes routes={module.routes} /> }], url),
  };
  return {
    BASE: base,
    MOUNTS: mounts,
    MOUNT_NAMES: Object.keys(mounts) as (keyof typeof mounts)[],
    /** The canonical pages (spec section 2) this remote must serve. */
    sectionPages: CANONICAL_PAGES.filter((p) => p.path === base || p.path.startsWith(`${base}/`)),
  };
}

/** Exactly one <h1>, with the expected text. */
export async function expectOneHeading(heading: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}
