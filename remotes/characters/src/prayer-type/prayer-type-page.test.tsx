import { fireEvent, screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Fixture: standard 1001; festival 1002 + 4005; ultra 2003; relic none; epic 5006.
describe('prayer type page', () => {
  it('shows the tab of the query with its units, and another tab on a click', async () => {
    MOUNTS.nested('/characters/prayer-type?type=festival');
    expect(await screen.findByRole('heading', { name: 'Festival', level: 2 })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'Festival prayer units' })).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByRole('tab', { name: 'Relic' }));
    expect(await screen.findByText('No character from this kind of prayer yet.')).toBeInTheDocument();
  });
});
