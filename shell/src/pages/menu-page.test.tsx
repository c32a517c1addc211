import { screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { MenuPage } from './menu-page';
import { SHELL_MENU_LINES } from '../routing/shell-pages';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';

// The navbar's and menu's section links come from the remotes' page manifests, as published.
beforeAll(() => setPageManifests(remoteManifests()));

/** Every page the manifests put in the menu (a detail page such as one prayer's has no line), and the shell's own lines. */
const MENU_PAGES = [
  ...remoteManifests().flatMap((m) => m.pages.filter((page) => page.menu !== null).map((page) => page.path)),
  ...SHELL_MENU_LINES.map((line) => line.to),
];

describe('MenuPage', () => {
  beforeEach(() => {
    renderRoutes([{ path: '/menu', element: <MenuPage /> }], '/menu');
  });

  it('has the canonical heading, once', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Menu']);
  });

  it.each(MENU_PAGES)('links %s', (path) => {
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toContain(path);
  });

  it('groups the links by section', () => {
    for (const name of ['Characters', 'Prayers', 'Story Cards', 'Stages', 'Site']) {
      expect(screen.getByRole('navigation', { name })).toBeInTheDocument();
    }
  });
});

describe('MenuPage in Japanese', () => {
  it('names the page and its lead in Japanese', async () => {
    await loadJapanese();
    renderRoutes([{ path: '/menu', element: inJapanese(<MenuPage />) }], '/menu');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('メニュー');
    expect(screen.getByText('トラッカーのすべてのセクションとページ。')).toBeInTheDocument();
    expect(document.title).toContain('メニュー');
  });
});
