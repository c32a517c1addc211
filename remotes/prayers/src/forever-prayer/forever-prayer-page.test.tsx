import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import prayersRoutes from '../routes';
import { withRealApi } from '../test-support/real-api';

jest.setTimeout(90_000);
// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
const api = withRealApi();
const { MOUNTS } = remoteRouteTesting(prayersRoutes);

describe('forever prayer with the real API', () => {
  it('selecting characters changes the status line; Select None clears it', async () => {
    // Forever Prayer 1 of the content is over: the chance counts all its days. Its fes rate is
    // 2 % shared by 2 characters, so one fes character is 1 % a day: 1 - 0.99^days.
    const fp = api.content().foreverPrayers.find((f) => f.id === 1)!;
    const days = Math.round((Date.parse(fp.end) - Date.parse(fp.start)) / 86_400_000);
    const fesRate = fp.thresholds.find((t) => t.rarity === 'fes' && t.date === null)!;
    const daily = fesRate.rate / fesRate.count / 100;
    const expected = (100 * (1 - (1 - daily) ** days)).toFixed(2);

    MOUNTS.nested('/prayers/forever-prayer?id=1');
    const status = await screen.findByTestId('forever-status', undefined, { timeout: 45_000 });
    expect(status).toHaveTextContent('Selecting no character');

    fireEvent.click(screen.getByRole('button', { name: /Fes\.: / }));
    const grid = screen.getByRole('list', { name: 'Forever prayer characters' });
    const fesButtons = within(grid).getAllByRole('button');
    expect(fesButtons).toHaveLength(fesRate.count);
    fireEvent.click(fesButtons[0]!);
    await waitFor(() =>
      expect(status).toHaveTextContent(`Selecting 1 of ${fp.characters.length} characters, with ${expected}% success rate in ${days} day(s)`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Select None' }));
    expect(status).toHaveTextContent('Selecting no character');
  });
});

describe('kourindou roulette with the real API', () => {
  it('shows the count per type and the total from the content', async () => {
    MOUNTS.nested('/prayers/kourindou-roulette');
    const counts = await screen.findByRole('list', { name: 'Roulette characters' }, { timeout: 45_000 });
    expect(within(counts).getAllByRole('listitem')).toHaveLength(api.content().kourindouRoulette.characters.length);
    expect(screen.getByText('Total').nextSibling).toHaveTextContent(String(api.content().kourindouRoulette.characters.length));
  });
});
