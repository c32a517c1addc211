import { screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';
import { mountSection } from '../test-support/mount-section';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Counted by hand from test-support/fixture-api, JP-only units left out (JP content off).
const EXPECTED: [string, string][] = [
  ['Conventional Order', '5 units'],
  ['Variant Tracker', '2 units'],
  ['Universe Tracker', '4 units'],
  ['Release Order', '8 units'],
  ['Rebirth Order', '3 units'],
  ['Rebirth Costume Order', '1 unit'],
  ['Unreleased Characters', '2 units'],
  ['Characters by Prayer Type', '5 units'],
  ['Characters by Role', '3 units'],
];

describe('character menu page', () => {
  it.each(EXPECTED)('%s shows the count of units behind it: %s', async (title, count) => {
    MOUNTS.nested('/characters');
    const nav = await screen.findByRole('navigation', { name: 'Character pages' });
    const link = within(nav).getByRole('link', { name: new RegExp(`^${title}`) });
    await within(link).findByText(new RegExp(` ${count}\\.$`));
  });

  it('counts JP-only units with JP content on', async () => {
    mountSection('/characters', { jpContent: true });
    const nav = await screen.findByRole('navigation', { name: 'Character pages' });
    await within(within(nav).getByRole('link', { name: /^Unreleased Characters/ })).findByText(/ 4 units\.$/);
  });
});
