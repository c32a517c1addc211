import { act, fireEvent, screen } from '@testing-library/react';
import { checkedManifest, pagesWithHeadings } from 'shared-domain/federation/test-support/manifest-checks';
import { expectOneHeading, remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import manifest from './page-manifest.json';
import towerRoutes from './routes';

const { MOUNTS, MOUNT_NAMES } = remoteRouteTesting(towerRoutes);
const sectionPages = pagesWithHeadings(checkedManifest(manifest, 'tower'), {
  // The floor page's heading is the floor's number (its title stays the tower's).
  '/stages/scarlet-devil-tower': /^Floor #\d+$/,
});

describe('tower routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(towerRoutes).toMatchObject({ contractVersion: 1, section: 'tower' });
  });

  it('covers the three canonical stage pages', () => {
    expect(sectionPages.map((p) => p.path)).toEqual(['/stages', '/stages/scarlet-devil-tower', '/stages/scarlet-devil-tower/rewards']);
  });

  describe.each(MOUNT_NAMES)('mounted %s', (mountName) => {
    const mount = MOUNTS[mountName];

    it.each(sectionPages.map((p) => [p.path, p.heading] as const))('%s shows exactly one heading: %s', async (url, heading) => {
      mount(url);
      await expectOneHeading(heading);
    });

    it.each([
      '/stages/not-a-page',
      '/stages/scarlet-devil-tower/nope/deeper',
      '/stages/scarlet-devil-tower/rewards/extra',
      '/stages/vs-divergent-spirit',
    ])('%s is the section 404', async (url) => {
      mount(url);
      await expectOneHeading('Error Page Not Found');
    });

    it.each([
      ['', 'Floor #1'],
      ['?floor=7', 'Floor #7'],
      ['?floor=0', 'Floor #1'],
      ['?floor=-4', 'Floor #1'],
      ['?floor=abc', 'Floor #1'],
      ['?floor=12.7', 'Floor #12'],
      ['?floor=300', 'Floor #300'],
    ])('the tower page at %p is titled %p', async (search, heading) => {
      mount(`/stages/scarlet-devil-tower${search}`);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
    });

    it('the stages page links the tower and its rewards', async () => {
      mount('/stages');
      expect(await screen.findByRole('link', { name: /^Scarlet Devil Tower Rewards/ })).toHaveAttribute(
        'href',
        '/stages/scarlet-devil-tower/rewards',
      );
      expect(screen.getByRole('link', { name: /^Scarlet Devil Tower(?! Rewards)/ })).toHaveAttribute('href', '/stages/scarlet-devil-tower');
    });

    it('the tower and the rewards link each other', async () => {
      const { router } = mount('/stages/scarlet-devil-tower?floor=3');
      fireEvent.click(await screen.findByRole('link', { name: 'Item Tracker' }));
      await expectOneHeading('Scarlet Devil Tower Rewards');
      expect(router.state.location.pathname).toBe('/stages/scarlet-devil-tower/rewards');
      fireEvent.click(screen.getByRole('link', { name: '< Scarlet Devil Tower' }));
      await expectOneHeading('Floor #1');
      expect(router.state.location.pathname).toBe('/stages/scarlet-devil-tower');
    });
  });

  it('the floor page has the floor selector panel and the floor content panel', async () => {
    MOUNTS.descendant('/stages/scarlet-devil-tower?floor=5');
    expect(await screen.findByRole('complementary', { name: 'Floors' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Floor list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open settings to hide/show future floors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Floor Selector' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Floor 5 content' })).toBeInTheDocument();
  });

  it('the title follows the floor query when the URL changes', async () => {
    const { router } = MOUNTS.descendant('/stages/scarlet-devil-tower?floor=2');
    await expectOneHeading('Floor #2');
    await act(() => router.navigate('/stages/scarlet-devil-tower?floor=9', { replace: true }));
    await expectOneHeading('Floor #9');
  });
});
