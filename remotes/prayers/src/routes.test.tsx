import { act, configure, fireEvent, screen, within } from '@testing-library/react';
import { checkedManifest, pagesWithHeadings } from 'shared-domain/federation/test-support/manifest-checks';
import { expectOneHeading, remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import manifest from './page-manifest.json';
import prayersRoutes from './routes';

const { BASE, MOUNTS, MOUNT_NAMES } = remoteRouteTesting(prayersRoutes);
const sectionPages = pagesWithHeadings(checkedManifest(manifest, 'prayers'));
// Each page is a lazy chunk; its first import can take over a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

describe('prayers routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(prayersRoutes).toMatchObject({ contractVersion: 1, section: 'prayers' });
  });

  it('covers the thirteen canonical prayer pages', () => {
    expect(sectionPages).toHaveLength(13);
  });

  describe.each(MOUNT_NAMES)('mounted %s', (mountName) => {
    const mount = MOUNTS[mountName];

    it.each(sectionPages.map((p) => [p.path, p.heading] as const))('%s shows exactly one heading: %s', async (url, heading) => {
      mount(url);
      await expectOneHeading(heading);
    });

    it.each([
      // A prayer's page is titled by its name once it has loaded (no API here): 'Prayer' until then.
      ['/prayers/info/42', 'Prayer'],
      ['/prayers/info/007', 'Prayer'],
      ['/prayers/forever-prayer', 'Forever Prayer'],
      ['/prayers/forever-prayer?id=3', 'Forever Prayer #3'],
      ['/prayers/forever-prayer?id=abc', 'Forever Prayer'],
    ])('%s is titled %s', async (url, heading) => {
      mount(url);
      expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(new RegExp(`^${heading}$`));
    });

    it.each([
      '/prayers/not-a-page',
      '/prayers/info',
      '/prayers/info/abc',
      '/prayers/info/0',
      '/prayers/info/1/extra',
      '/prayers/standard-prayer/nope',
      '/prayers/ritual-prayer/info/more',
    ])('%s is the section 404', async (url) => {
      mount(url);
      await expectOneHeading('Error Page Not Found');
    });

    it('the menu links every prayer page', async () => {
      mount('/prayers/menu');
      const nav = await screen.findByRole('navigation', { name: 'Prayer pages' });
      const hrefs = within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      const pagePaths = sectionPages.filter((p) => p.path !== `${BASE}/menu` && !p.path.startsWith(`${BASE}/info/`)).map((p) => p.path);
      for (const path of pagePaths) expect(hrefs).toContain(path);
      expect(hrefs).toContain('/prayers?prayer-types=forever-prayer');
    });

    it.each([
      ['standard', 'Standard Prayer'],
      ['ritual', 'Ritual Prayer'],
    ])('the %s pool pages link between orders', async (pool, name) => {
      const { router } = mount(`/prayers/${pool}-prayer`);
      await expectOneHeading(`${name} Characters`);
      fireEvent.click(screen.getByRole('link', { name: 'To order by date' }));
      await expectOneHeading(`${name} by Date`);
      expect(router.state.location.pathname).toBe(`/prayers/${pool}-prayer/date-order`);
      fireEvent.click(screen.getByRole('link', { name: 'To order by universe' }));
      await expectOneHeading(`${name} Characters`);
      expect(router.state.location.pathname).toBe(`/prayers/${pool}-prayer`);
    });

    it('the detail page links back to its card in the list', async () => {
      mount('/prayers/info/42');
      expect(await screen.findByRole('link', { name: '< Prayer List' })).toHaveAttribute('href', '/prayers#42');
    });

    it('the forever prayer page links back to the forever prayer list', async () => {
      mount('/prayers/forever-prayer?id=3');
      expect(await screen.findByRole('link', { name: '< Forever Prayer List' })).toHaveAttribute(
        'href',
        '/prayers?prayer-types=forever-prayer',
      );
    });
  });

  describe('prayer list frame', () => {
    // The shared jsdom environment swaps in Node's FormData, which rejects jsdom forms; React 19
    // builds one (and ignores it here) when a submit handler starts a transition, as navigation does.
    const NodeFormData = globalThis.FormData;
    beforeAll(() => {
      globalThis.FormData = class extends NodeFormData {
        constructor() {
          super();
        }
      };
    });
    afterAll(() => {
      globalThis.FormData = NodeFormData;
    });

    it('has the search row, the count line and the list region', async () => {
      MOUNTS.descendant('/prayers');
      const search = await screen.findByRole('search');
      expect(within(search).getByRole('searchbox', { name: 'Search prayers by name' })).toBeInTheDocument();
      expect(within(search).getByRole('button', { name: 'Advanced Search' })).toBeInTheDocument();
      expect(within(search).getByRole('button', { name: 'Clear Search' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Prayer list' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Prayer Menu' })).toHaveAttribute('href', '/prayers/menu');
    });

    it('a search writes the name query with replace; blank removes it', async () => {
      const { router } = MOUNTS.descendant('/prayers?name=old');
      const box = await screen.findByRole('searchbox');
      expect(box).toHaveValue('old');
      fireEvent.change(box, { target: { value: ' Reimu ' } });
      fireEvent.submit(box);
      expect(router.state.location.search).toBe('?name=Reimu');
      expect(router.state.historyAction).toBe('REPLACE');
      fireEvent.change(box, { target: { value: '  ' } });
      fireEvent.submit(box);
      expect(router.state.location.search).toBe('');
    });

    it('Clear Search empties the box and the whole query', async () => {
      const { router } = MOUNTS.nested('/prayers?name=x&prayer-types=gc');
      fireEvent.click(await screen.findByRole('button', { name: 'Clear Search' }));
      expect(router.state.location.search).toBe('');
      expect(router.state.historyAction).toBe('REPLACE');
      expect(screen.getByRole('searchbox')).toHaveValue('');
    });

    it('the box follows the URL when the query changes from outside', async () => {
      const { router } = MOUNTS.nested('/prayers?name=a');
      const box = await screen.findByRole('searchbox');
      await act(() => router.navigate('/prayers?name=b'));
      expect(box).toHaveValue('b');
    });
  });
});
