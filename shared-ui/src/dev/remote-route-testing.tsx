import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { renderRoutes } from './render-with-providers';
import { sectionRouteTree } from './section-route-tree';

/**
 * What every remote's route test needs; the pages it must serve are its manifest's
 * (`pagesWithHeadings` in shared-domain's manifest checks). The shell and the standalone harness
 * mount a remote the same way (descendant routes under `${base}/*`, see section-route-tree.tsx), so
 * there is one mount. `nested` is kept as a name for the same mount so existing tests keep running.
 */
export function remoteRouteTesting(module: RemoteRoutesModule<RouteObject>) {
  const base = sectionById(module.section).basePath;
  const mount = (url: string) => renderRoutes(sectionRouteTree(module, <p>outside the section</p>), url);
  const mounts = { descendant: mount, nested: mount };
  return {
    BASE: base,
    MOUNTS: mounts,
    MOUNT_NAMES: ['descendant'] as (keyof typeof mounts)[],
  };
}

/** Exactly one <h1>, with the expected text. */
export async function expectOneHeading(heading: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}
