import { act, fireEvent, screen, within } from '@testing-library/react';
import { settingToggled } from 'shared-domain/settings/settings-slice';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);
const units = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');

// Fixture L1 group: 1001, 1002 (released), 1050 (story only), 1127 (JP-only).
describe('conventional list page', () => {
  it('shows the L1 group with its titles, counts and units; the JP-only unit is hidden', async () => {
    MOUNTS.nested('/characters/conventional-list');
    const panel = await screen.findByRole('region', { name: 'L1 characters' });
    expect(await within(panel).findByRole('heading', { name: 'L1 (Gensokyo)' })).toBeInTheDocument();
    expect(within(panel).getByText('幻想郷')).toBeInTheDocument();
    expect(within(panel).getByLabelText('2 of 3 available')).toBeInTheDocument();
    expect(await units('L1 (Gensokyo) units')).toHaveLength(3);
  });

  it('turning JP content on reveals the JP-only unit at once and counts it, without a reload', async () => {
    const { store } = MOUNTS.nested('/characters/conventional-list?type=l1');
    expect(await units('L1 (Gensokyo) units')).toHaveLength(3);
    act(() => {
      store.dispatch(settingToggled('jpContent'));
    });
    expect(await screen.findByLabelText('2 of 4 available')).toBeInTheDocument();
    expect(await units('L1 (Gensokyo) units')).toHaveLength(4);
  });

  it('a group whose only unit is a spoiler says it is empty with JP content off', async () => {
    MOUNTS.nested('/characters/conventional-list?type=main');
    expect(await screen.findByText('No character in this group yet.')).toBeInTheDocument();
    expect(screen.getByLabelText('0 of 0 available')).toBeInTheDocument();
  });

  it('a tab click shows that group', async () => {
    MOUNTS.nested('/characters/conventional-list');
    await units('L1 (Gensokyo) units');
    fireEvent.click(screen.getByRole('tab', { name: 'PC-98' }));
    expect(await units('PC-98 units')).toHaveLength(1);
    expect(screen.getByLabelText('0 of 1 available')).toBeInTheDocument();
  });
});
