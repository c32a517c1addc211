import { fireEvent, screen, within } from '@testing-library/react';
import { checkedManifest, pagesWithHeadings } from 'shared-domain/federation/test-support/manifest-checks';
import { expectOneHeading, remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import manifest from './page-manifest.json';
import charactersRoutes from './routes';
import { serveFixtureApi } from './test-support/fixture-api';

serveFixtureApi();

const { BASE, MOUNTS, MOUNT_NAMES } = remoteRouteTesting(charactersRoutes);
const sectionPages = pagesWithHeadings(checkedManifest(manifest, 'characters'));

describe('characters routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(charactersRoutes).toMatchObject({ contractVersion: 1, section: 'characters' });
  });

  it('covers the ten canonical character pages', () => {
    expect(sectionPages).toHaveLength(10);
  });

  describe.each(MOUNT_NAMES)('mounted %s', (mountName) => {
    const mount = MOUNTS[mountName];

    it.each(sectionPages.map((p) => [p.path, p.heading] as const))('%s shows exactly one heading: %s', async (url, heading) => {
      mount(url);
      await expectOneHeading(heading);
    });

    it.each(['/characters/not-a-page', '/characters/conventional-list/extra', '/characters/standard-prayer'])(
      '%s is the section 404',
      async (url) => {
        mount(url);
        await expectOneHeading('Error Page Not Found');
        expect(screen.getByRole('link', { name: 'Go to home page >>' })).toHaveAttribute('href', '/');
      },
    );

    it('the menu links every character page', async () => {
      mount('/characters');
      const nav = await screen.findByRole('navigation', { name: 'Character pages' });
      const hrefs = within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs.sort()).toEqual(
        sectionPages
          .filter((p) => p.path !== BASE)
          .map((p) => p.path)
          .sort(),
      );
      for (const p of sectionPages.filter((q) => q.path !== BASE)) {
        expect(within(nav).getByRole('link', { name: new RegExp(`^${String(p.heading)}`) })).toHaveAttribute('href', p.path);
      }
    });

    it('the menu links the character lists that live in the prayer section', async () => {
      mount('/characters');
      const nav = await screen.findByRole('navigation', { name: 'Character lists in the Prayer Tracker' });
      expect(within(nav).getByRole('link', { name: /^Standard Prayer Characters/ })).toHaveAttribute('href', '/prayers/standard-prayer');
      expect(within(nav).getByRole('link', { name: /^Ritual Prayer Characters/ })).toHaveAttribute('href', '/prayers/ritual-prayer');
    });

    it('following a menu link opens that page', async () => {
      const { router } = mount('/characters');
      fireEvent.click(await screen.findByRole('link', { name: /^Characters by Role/ }));
      await expectOneHeading('Characters by Role');
      expect(router.state.location.pathname).toBe('/characters/role-type');
    });
  });

  describe('conventional list tabs (query type)', () => {
    const tabNames = ['PC-98', 'L1', 'Classic', 'Main', 'Hifuu', 'MV'];

    it('shows the six series-group tabs and selects l1 by default without touching the URL', async () => {
      const { router } = MOUNTS.descendant('/characters/conventional-list');
      const tabs = await screen.findAllByRole('tab');
      expect(tabs.map((t) => t.textContent)).toEqual(tabNames);
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('L1');
      expect(screen.getByRole('tabpanel')).toHaveAccessibleName('L1');
      expect(screen.getByRole('region', { name: 'L1 characters' })).toBeInTheDocument();
      expect(router.state.location.search).toBe('');
    });

    it.each([
      ['?type=main', 'Main'],
      ['?type=retro', 'Classic'],
      ['?type=a', 'Classic'],
      ['?type=relic', 'MV'],
      ['?type=HIFUU', 'Hifuu'],
      ['?type=nonsense', 'L1'],
    ])('%s selects the %s tab', async (search, tab) => {
      MOUNTS.nested(`/characters/conventional-list${search}`);
      expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent(tab);
      expect(screen.getByRole('region', { name: `${tab} characters` })).toBeInTheDocument();
    });

    it.each(MOUNT_NAMES)('a tab click replaces the query and keeps other parameters (%s)', async (mountName) => {
      const { router } = MOUNTS[mountName]('/characters/conventional-list?type=pc98&keep=1');
      fireEvent.click(await screen.findByRole('tab', { name: 'Hifuu' }));
      expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Hifuu');
      expect(router.state.location.pathname).toBe('/characters/conventional-list');
      expect(new URLSearchParams(router.state.location.search).get('type')).toBe('hifuu');
      expect(new URLSearchParams(router.state.location.search).get('keep')).toBe('1');
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('an alias in the URL is rewritten to the tab id on a tab click', async () => {
      const { router } = MOUNTS.nested('/characters/conventional-list?type=retro');
      fireEvent.click(await screen.findByRole('tab', { name: 'Main' }));
      fireEvent.click(await screen.findByRole('tab', { name: 'Classic' }));
      expect(router.state.location.search).toBe('?type=classic');
    });

    it('arrow keys move the selection and wrap around', async () => {
      const { router } = MOUNTS.nested('/characters/conventional-list?type=mv');
      fireEvent.keyDown(await screen.findByRole('tab', { name: 'MV' }), { key: 'ArrowRight' });
      expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('PC-98');
      expect(screen.getByRole('tab', { name: 'PC-98' })).toHaveFocus();
      fireEvent.keyDown(screen.getByRole('tab', { name: 'PC-98' }), { key: 'ArrowLeft' });
      expect(router.state.location.search).toBe('?type=mv');
      fireEvent.keyDown(screen.getByRole('tab', { name: 'MV' }), { key: 'Home' });
      expect(router.state.location.search).toBe('?type=pc98');
    });
  });

  describe('prayer type tabs (query type)', () => {
    it('selects standard by default and lists the five prayer types', async () => {
      MOUNTS.descendant('/characters/prayer-type');
      expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(['Standard', 'Festival', 'Ultra', 'Relic', 'Epic']);
      expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Standard');
    });

    it('reads the query and replaces it on a tab click', async () => {
      const { router } = MOUNTS.descendant('/characters/prayer-type?type=relic');
      expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Relic');
      fireEvent.click(screen.getByRole('tab', { name: 'Epic' }));
      expect(await screen.findByRole('tab', { selected: true })).toHaveTextContent('Epic');
      expect(router.state.location.search).toBe('?type=epic');
      expect(router.state.historyAction).toBe('REPLACE');
    });
  });

  it('the unreleased page has its six section headings', async () => {
    MOUNTS.nested('/characters/unreleased-characters');
    await expectOneHeading('Unreleased Characters');
    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual([
      'Released/Announced in JP',
      'Announced',
      'Appeared in story',
      'MV Project',
      'Print Works',
      'PC98',
    ]);
  });

  it('the universe tracker reads the universe query (default L1)', async () => {
    MOUNTS.nested('/characters/universe-tracker?universe=a7');
    expect(await screen.findByRole('region', { name: 'Characters of universe A7' })).toBeInTheDocument();
  });
});
