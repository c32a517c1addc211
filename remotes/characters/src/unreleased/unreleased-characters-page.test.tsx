import { screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';
import { mountSection } from '../test-support/mount-section';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);
const section = async (heading: string) => (await screen.findByRole('heading', { name: heading, level: 2 })).closest('section')!;

// Fixture: jp = 1127, 26002 (JP-only); story = 1050; pc98Story = 9001; the others empty.
describe('unreleased characters page', () => {
  it('hides the JP section units with JP content off and says why', async () => {
    MOUNTS.nested('/characters/unreleased-characters');
    const jp = await section('Released/Announced in JP');
    expect(await within(jp).findByText(/turn on JP content to see them/)).toBeInTheDocument();
    expect(within(jp).queryByRole('listitem')).not.toBeInTheDocument();
    expect(within(jp).getByLabelText('0 of 0 available')).toBeInTheDocument();
    expect(within(await section('Appeared in story')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(await section('PC98')).getAllByRole('listitem')).toHaveLength(1);
    expect(within(await section('MV Project')).getByText('None.')).toBeInTheDocument();
  });

  it('shows them with JP content on', async () => {
    mountSection('/characters/unreleased-characters', { jpContent: true });
    const jp = await section('Released/Announced in JP');
    expect(await within(jp).findByLabelText('0 of 2 available')).toBeInTheDocument();
    expect(within(jp).getAllByRole('listitem')).toHaveLength(2);
  });
});
