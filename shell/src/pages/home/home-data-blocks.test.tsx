import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
// jsdom hides Node's setImmediate, which fastify needs to answer in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

import { act, screen, waitFor, within } from '@testing-library/react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { inJapanese, loadJapanese } from '../../messages/test-support/in-japanese';
import { HomeDataBlocks } from './home-data-blocks';
import { apiHomePayload } from './test-support/api-home-payload';
import { inlineHomePayload } from './test-support/inline-home-payload';

let home: HomeResponse;
beforeAll(async () => {
  home = await apiHomePayload();
});

function mount(now: number, body: HomeResponse = home, japanese = false) {
  inlineHomePayload(body);
  const time = createTestTimeSource(now);
  const clock = createClock(time);
  const view = renderRoutes(
    [
      {
        path: '/',
        element: <ClockContext value={clock}>{japanese ? inJapanese(<HomeDataBlocks />) : <HomeDataBlocks />}</ClockContext>,
      },
    ],
    '/',
  );
  return { ...view, time };
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** The home's answer with a maintenance from MAINTENANCE_START, 5 s long, its dev letter out. */
const MAINTENANCE_START = Date.parse('2030-01-01T01:00:00Z');
const withMaintenance = (): HomeResponse => ({
  ...home,
  maintenanceData: [
    {
      id: 99,
      start: '2030-01-01T01:00:00Z',
      end: '2030-01-01T01:00:05Z',
      news: null,
      status: 'waiting',
      devLetter: { time: '2030-01-01T00:00:00Z', url: null },
    },
  ],
});

describe('home data blocks', () => {
  it('renders the inlined payload at once, with the counters the API sent', async () => {
    mount(Date.parse('2026-03-01T00:00:00Z'));
    const counts = screen.getByRole('region', { name: 'Playable characters' });
    const c = home.counter;
    // The counts rise from 0 after 600 ms, then hold the API's values.
    expect(within(counts).getByText('Festival + A-Festival').parentElement).toHaveTextContent(/^Festival \+ A-Festival0$/);
    const row = (label: string) => within(counts).getByText(label).parentElement;
    // Every count ends on its value together (one animation), so wait for all of them at once.
    await waitFor(() => {
      expect(row('Festival + A-Festival')).toHaveTextContent(`Festival + A-Festival${fmt(c.fes + c.afes)}`);
      expect(row('Standard')).toHaveTextContent(`Standard${fmt(c.gen)}`);
      expect(row('Yukkuri')).toHaveTextContent(`Yukkuri${fmt(c.yukkuri)}`);
    });
    expect(document.getElementById('home-data')).toBeNull();
  });

  it('moves a maintenance from "starts in" to "ends in" to gone on the clock', () => {
    const { time } = mount(MAINTENANCE_START - 2000, withMaintenance());
    const block = screen.getByRole('region', { name: 'Maintenance' });
    expect(block).toHaveTextContent('Maintenance starts in 0d 00h 00m 02s');
    expect(block).toHaveTextContent('(speculative)');
    expect(block).toHaveTextContent('Dev letter started');
    act(() => time.advance(2000));
    expect(block).toHaveTextContent('Maintenance ends in 0d 00h 00m 05s');
    act(() => time.advance(5000));
    expect(block).toHaveTextContent('No maintenance scheduled.');
  });

  it('drops an upcoming unit from the table when it debuts', () => {
    const body: HomeResponse = {
      ...home,
      upcoming: [
        { id: 1, name: 'Reimu Hakurei', translit: 'Hakurei Reimu', debut: '2030-01-01T00:00:01Z', world: 'L1', type: 'gen' },
        { id: 2, name: 'Marisa Kirisame', translit: 'Kirisame Marisa', debut: '2030-01-02T00:00:00Z', world: 'A1', type: 'fes' },
      ],
    };
    const { time } = mount(Date.parse('2030-01-01T00:00:00Z'), body);
    const table = within(screen.getByRole('region', { name: 'Upcoming characters' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByRole('timer')[0]).toHaveTextContent('0d 00h 00m 01s');
    act(() => time.advance(1000));
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(table).toHaveTextContent('Marisa Kirisame');
  });
});

describe('home data blocks in Japanese', () => {
  it('titles the blocks and words the maintenance and counters in Japanese', async () => {
    await loadJapanese();
    mount(MAINTENANCE_START - 2000, withMaintenance(), true);
    const block = await screen.findByRole('region', { name: 'メンテナンス' });
    expect(block).toHaveTextContent(/メンテナンス開始まで \S/);
    expect(block).toHaveTextContent('（推測）');
    expect(block).toHaveTextContent('開発者レター公開中');
    const counts = screen.getByRole('region', { name: 'プレイアブルキャラクター' });
    expect(within(counts).getByText('恒常')).toBeInTheDocument();
    expect(within(counts).getByRole('img')).toHaveAccessibleName(/^種類別のプレイアブルキャラクター [\d,]+人$/);
    expect(screen.getByRole('region', { name: '絵札' })).toHaveTextContent('梅');
    expect(screen.getByRole('region', { name: '実装予定のキャラクター' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '開催中・開催予定の祈祷' })).toBeInTheDocument();
  });
});
