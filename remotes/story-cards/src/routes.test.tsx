import { fireEvent, screen, within } from '@testing-library/react';
import { checkedManifest, pagesWithHeadings } from 'shared-domain/federation/test-support/manifest-checks';
import { expectOneHeading, remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import manifest from './page-manifest.json';
import storyCardsRoutes from './routes';
import { withRealApi } from 'shared-ui/dev/real-api';

withRealApi();

const { MOUNTS, MOUNT_NAMES } = remoteRouteTesting(storyCardsRoutes);
const sectionPages = pagesWithHeadings(checkedManifest(manifest, 'story-cards'));

describe('story-cards routes', () => {
  it('declares contract version 1 for its section', () => {
    expect(storyCardsRoutes).toMatchObject({ contractVersion: 1, section: 'story-cards' });
  });

  it('covers the two canonical story-card pages', () => {
    expect(sectionPages.map((p) => p.path)).toEqual(['/story-cards', '/story-cards/illustrators']);
  });

  describe.each(MOUNT_NAMES)('mounted %s', (mountName) => {
    const mount = MOUNTS[mountName];

    it.each(sectionPages.map((p) => [p.path, p.heading] as const))('%s shows exactly one heading: %s', async (url, heading) => {
      mount(url);
      await expectOneHeading(heading);
    });

    it.each(['/story-cards/not-a-page', '/story-cards/illustrators/extra'])('%s is the section 404', async (url) => {
      mount(url);
      await expectOneHeading('Error Page Not Found');
    });

    it('the list links the illustrator tracker', async () => {
      const { router } = mount('/story-cards');
      fireEvent.click(await screen.findByRole('link', { name: 'Illustrator Tracker' }));
      await expectOneHeading('Illustrator Tracker');
      expect(router.state.location.pathname).toBe('/story-cards/illustrators');
    });
  });

  it('the list has its header, search button, count line and list area', async () => {
    MOUNTS.descendant('/story-cards');
    expect(await screen.findByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Last update' })).toBeInTheDocument();
    expect(screen.getByTestId('count-line')).toHaveTextContent(/^Showing all [\d,]+ story cards$/);
    expect(screen.getByRole('list', { name: 'Story card list' })).toBeInTheDocument();
  });

  describe('illustrator tracker sort bars', () => {
    const bar = (name: string) => screen.getByRole('group', { name });
    const pressed = (name: string) => within(bar(name)).getByRole('button', { pressed: true });

    it('has the two bars with the spec options, each starting on Alphabet ascending', async () => {
      MOUNTS.nested('/story-cards/illustrators');
      await screen.findByRole('group', { name: 'Artist sort' });
      expect(
        within(bar('Artist sort'))
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/[▲▼].*$/, '')),
      ).toEqual(['Alphabet', 'Earliest Date', 'No. of Cards']);
      expect(
        within(bar('Story Card sort'))
          .getAllByRole('button')
          .map((b) => b.textContent?.replace(/[▲▼].*$/, '')),
      ).toEqual(['Alphabet', 'Release Date']);
      expect(pressed('Artist sort')).toHaveAccessibleName('Alphabet (ascending)');
      expect(pressed('Story Card sort')).toHaveAccessibleName('Alphabet (ascending)');
      expect(screen.getByRole('note')).toHaveTextContent(/social media/);
    });

    it('clicking the active sort toggles its direction; another sort starts ascending', async () => {
      MOUNTS.nested('/story-cards/illustrators');
      await screen.findByRole('group', { name: 'Artist sort' });
      fireEvent.click(within(bar('Artist sort')).getByRole('button', { name: /^Alphabet/ }));
      expect(pressed('Artist sort')).toHaveAccessibleName('Alphabet (descending)');
      fireEvent.click(within(bar('Artist sort')).getByRole('button', { name: 'No. of Cards' }));
      expect(pressed('Artist sort')).toHaveAccessibleName('No. of Cards (ascending)');
      fireEvent.click(within(bar('Artist sort')).getByRole('button', { name: /^No\. of Cards/ }));
      expect(pressed('Artist sort')).toHaveAccessibleName('No. of Cards (descending)');
      // The bars are independent.
      expect(pressed('Story Card sort')).toHaveAccessibleName('Alphabet (ascending)');
      fireEvent.click(within(bar('Story Card sort')).getByRole('button', { name: 'Release Date' }));
      expect(pressed('Story Card sort')).toHaveAccessibleName('Release Date (ascending)');
      expect(within(bar('Story Card sort')).getAllByRole('button', { pressed: true })).toHaveLength(1);
    });
  });
});
