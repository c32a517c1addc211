import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import prayersRoutes from '../routes';
import { withRealApi } from 'shared-ui/dev/real-api';
import { CHARACTER_TYPE_INFO } from 'shared-domain/characters/character-types';

// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
// The pages read the browser's clock, so the server's clock is now too.
const api = withRealApi({ now: Date.now() });
const { MOUNTS } = remoteRouteTesting(prayersRoutes);

describe('forever prayer with the real API', () => {
  it('selecting characters changes the status line; Select None clears it', async () => {
    // Forever Prayer 1 of the content is over: the chance counts all its days. A rarity's rate is
    // shared by its characters, so one character of the smallest group is rate / count a day:
    // 1 - (1 - rate / count)^days.
    const fp = api.content().foreverPrayers.find((f) => f.id === 1)!;
    const days = Math.round((Date.parse(fp.end) - Date.parse(fp.start)) / 86_400_000);
    const group = fp.thresholds.filter((t) => t.date === null).sort((a, b) => a.count - b.count)[0]!;
    const daily = group.rate / group.count / 100;
    const expected = (100 * (1 - (1 - daily) ** days)).toFixed(2);

    MOUNTS.nested('/prayers/forever-prayer?id=1');
    const status = await screen.findByTestId('forever-status', undefined, { timeout: 45_000 });
    expect(status).toHaveTextContent('Selecting no character');

    const short = CHARACTER_TYPE_INFO[group.rarity].short.replace(/[.()]/g, '\\$&');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`(^|\\s)${short}: `) }));
    const grid = screen.getByRole('list', { name: 'Forever prayer characters' });
    const groupButtons = within(grid).getAllByRole('button');
    expect(groupButtons).toHaveLength(group.count);
    fireEvent.click(groupButtons[0]!);
    await waitFor(() =>
      expect(status).toHaveTextContent(
        `Selecting 1 of ${fp.characters.length} characters, with ${expected}% success rate in ${days} day(s)`,
      ),
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
