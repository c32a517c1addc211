import { act, fireEvent, screen, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';
import { mountSection } from '../test-support/mount-section';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Fixture universes: L1 (1001, 1002, JP-only 1127), A7 (6007, story-only 6100), Cz1# (JP-only 26002 only).
describe('universe tracker page', () => {
  it('defaults to L1 and counts what it shows', async () => {
    MOUNTS.nested('/characters/universe-tracker');
    const region = await screen.findByRole('region', { name: 'Characters of universe L1' });
    expect(await within(region).findByLabelText('2 of 2 available')).toBeInTheDocument();
    expect(within(within(region).getByRole('list', { name: 'Universe L1 units' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('the picker lists the universes without the future code, and a choice replaces the query once it closes', async () => {
    const { router } = MOUNTS.nested('/characters/universe-tracker?keep=1');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose universe (L1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a universe' });
    const options = within(within(dialog).getByRole('list', { name: 'Universes' })).getAllByRole('button');
    expect(options.map((o) => o.textContent)).toEqual(['L12 / 2', 'A7Fantastic1 / 2']);
    fireEvent.click(within(dialog).getByRole('button', { name: /^A7/ }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Universe A7 · Fantastic' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keep=1&universe=A7');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('with JP content on the future universe code is offered and shown', async () => {
    mountSection('/characters/universe-tracker?universe=Cz1%23', { jpContent: true });
    expect(await screen.findByLabelText('0 of 1 available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Choose universe (Cz1#)' }));
    expect(within(await screen.findByRole('dialog')).getAllByRole('button', { name: /\// })).toHaveLength(3);
  });

  it('a future universe code with JP content off explains itself instead of a blank page', async () => {
    MOUNTS.nested('/characters/universe-tracker?universe=Cz1%23');
    expect(await screen.findByText(/No character of universe Cz1# to show/)).toBeInTheDocument();
  });
});
