import { screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Fixture: attack 1002 + 2003, heal 1001, the six other roles empty.
describe('role type page', () => {
  it('shows all eight roles with name and kanji, each with its units', async () => {
    MOUNTS.nested('/characters/role-type');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Attack', 'Debuff', 'Defense', 'Destroy', 'Heal', 'Speed', 'Support', 'Technical']);
    const attack = screen.getByRole('region', { name: 'Attack' });
    expect(within(attack).getByText('攻撃')).toBeInTheDocument();
    expect(within(await within(attack).findByRole('list', { name: 'Attack units' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Speed' })).getByText('No character with this role yet.')).toBeInTheDocument();
  });
});
