import { screen } from '@testing-library/react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { sectionById } from 'shared-domain/federation/sections';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import updateLogRoutes from './routes';

const BASE = sectionById('update-log').basePath;

function SectionRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

// The standalone harness nests the routes under the base path; the shell mounts them as
// descendant routes under `${base}/*` with useRoutes. Both must give the same pages.
const MOUNTS = {
  nested: (url: string) => renderRoutes([{ path: BASE, children: updateLogRoutes.routes }], url),
  descendant: (url: string) => renderRoutes([{ path: `${BASE}/*`, element: <SectionRoutes routes={updateLogRoutes.routes} /> }], url),
};
const MOUNT_NAMES = Object.keys(MOUNTS) as (keyof typeof MOUNTS)[];

async function expectOneHeading(heading: string | RegExp) {
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(heading);
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

const sectionPages = CANONICAL_PAGES.filter((p) => p.path === BASE || p.path.startsWith(`${BASE}/`));

describe('update-log routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(updateLogRoutes).toMatchObject({ contractVersion: 1, section: 'update-log' });
  });

  it('covers the one canonical update-log page', () => {
    expect(sectionPages.map((p) => p.path)).toEqual(['/update-log']);
  });

  describe.each(MOUNT_NAMES)('mounted %s', (mountName) => {
    const mount = MOUNTS[mountName];

    it.each(sectionPages.map((p) => [p.path, p.heading] as const))('%s shows exactly one heading: %s', async (url, heading) => {
      mount(url);
      await expectOneHeading(heading);
      expect(screen.getByRole('region', { name: 'Update entries' })).toBeInTheDocument();
    });

    it.each(['/update-log/not-a-page', '/update-log/2024/01'])('%s is the section 404', async (url) => {
      mount(url);
      await expectOneHeading('Error Page Not Found');
    });
  });

  it('the page title carries the site name', async () => {
    MOUNTS.nested('/update-log');
    await expectOneHeading('Update Log');
    expect(document.title).toBe('Update Log | Touhou LostWord Tracker');
  });
});
