import { screen } from '@testing-library/react';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { MenuPage } from './menu-page';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';

// The navbar's and menu's section links come from the remotes' page manifests, as published.
beforeAll(() => setPageManifests(remoteManifests()));

/** Pages that are not destinations: the menu itself, error pages and one example detail page. */
const NOT_IN_MENU = new Set(['/menu', '/404', '/offline', '/prayers/info/1']);

describe('MenuPage', () => {
  beforeEach(() => {
    renderRoutes([{ path: '/menu', element: <MenuPage /> }], '/menu');
  });

  it('has the canonical heading, once', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Menu']);
  });

  it.each(CANONICAL_PAGES.filter((p) => !NOT_IN_MENU.has(p.path)).map((p) => p.path))('links %s', (path) => {
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(path);
  });

  it('groups the links by section', () => {
    for (const name of ['Characters', 'Prayers', 'Story Cards', 'Stages', 'Site']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
  });
});
