import { screen } from '@testing-library/react';
import { checkedManifest, pagesWithHeadings } from 'shared-domain/federation/test-support/manifest-checks';
import { expectOneHeading, remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import manifest from './page-manifest.json';
import updateLogRoutes from './routes';

const { MOUNTS, MOUNT_NAMES } = remoteRouteTesting(updateLogRoutes);
const sectionPages = pagesWithHeadings(checkedManifest(manifest, 'update-log'));

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
