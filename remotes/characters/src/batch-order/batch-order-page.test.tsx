import { screen, within } from '@testing-library/react';
import { useRouteError } from 'react-router-dom';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';
import { mountSection } from '../test-support/mount-section';
import BatchOrderPage from './batch-order-page';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

// Fixture rebirth batches: #1 (2023-06-11, 2 units), #2 (no-date, 1 unit), #3 (only a JP-only unit).
describe('batch order pages', () => {
  it('numbers the rebirth batches #no with their date, leaving out a batch of spoilers only', async () => {
    mountSection('/characters/rebirth-order', { useUtc: true });
    const first = await screen.findByRole('article', { name: 'Batch #1' });
    expect(within(first).getByRole('heading', { name: '#1' })).toBeInTheDocument();
    expect(first).toHaveTextContent(/2023/);
    expect(first).toHaveTextContent(/Jun/);
    expect(within(within(first).getByRole('list', { name: 'Batch #1 characters' })).getAllByRole('listitem')).toHaveLength(2);
    const second = screen.getByRole('article', { name: 'Batch #2' });
    // 'no-date' shows the month and year only.
    expect(second).toHaveTextContent(/Aug/);
    expect(second).not.toHaveTextContent(/\b11\b/);
    expect(screen.queryByRole('article', { name: 'Batch #3' })).not.toBeInTheDocument();
  });

  it('shows the JP-only batch with JP content on, with no date for mode none', async () => {
    mountSection('/characters/rebirth-order', { jpContent: true });
    const third = await screen.findByRole('article', { name: 'Batch #3' });
    expect(third).not.toHaveTextContent(/2023|Sep/);
  });

  it('the rebirth costume order reads its own batches', async () => {
    MOUNTS.nested('/characters/rebirth-costume-order');
    expect(await screen.findByRole('article', { name: 'Batch #1' })).toHaveTextContent(/Nov/);
    expect(screen.queryByRole('article', { name: 'Batch #2' })).not.toBeInTheDocument();
  });

  it("an unknown mode is 'mode undefined' in the section's error view, not a blank page", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function SectionError() {
      return <p role="alert">{(useRouteError() as Error).message}</p>;
    }
    renderRoutes(
      [{ path: '/characters/x', element: <BatchOrderPage mode="standard-order" />, errorElement: <SectionError /> }],
      '/characters/x',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('mode undefined');
  });
});
