import { configure, screen, within } from '@testing-library/react';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { withRealApi } from 'shared-ui/dev/real-api';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { sectionRouteTree } from 'shared-ui/dev/section-route-tree';
import prayersRoutes from '../routes';

// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
// The page's clock, pinned: prayer 555 (Nov 24 to Dec 8) is on, prayer 557 (Dec 1) has not started.
const NOW = Date.parse('2026-11-30T12:00:00Z');
withRealApi({ now: NOW });

const open = (url: string) =>
  renderRoutes(sectionRouteTree(prayersRoutes, <p>outside the section</p>), url, { clock: createClock(createTestTimeSource(NOW)) });
const table = () => screen.findByTestId('rerun-table', undefined, { timeout: 45_000 });
const row = (id: number) => document.querySelector<HTMLTableRowElement>(`tr[data-character="${id}"]`)!;
const cells = (id: number) => [...row(id).cells].map((c) => c.textContent);

// Expected rows read off api-mock/content/prayers by hand (the same five as shared-domain's reruns.test.ts).
describe('the rerun table with the real API', () => {
  it("shows a character's runs, the gaps between them and the waits", async () => {
    open('/prayers/reruns');
    await table();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Character Reruns');
    // Fujiwara no Mokou: prayers 381 and 383 overlap (one run); 35, 189 and 203 days between runs.
    expect(cells(2020)).toEqual([
      'Fujiwara no Mokou',
      '4 (5 prayers)',
      '2025-04-15',
      '573 days',
      '573 days',
      '2023-12-05 → 2023-12-2635 days later2024-01-30 → 2024-02-20189 days later2024-08-27 → 2024-09-17203 days later2025-04-08 → 2025-05-06',
    ]);
    expect(within(row(2020)).getByRole('link', { name: '2025-04-08 → 2025-05-06' })).toHaveAttribute('href', '/prayers/info/381');
    expect(within(row(2020)).getByRole('link', { name: 'Fujiwara no Mokou' })).toHaveAttribute('href', '/prayers/reruns?character=2020');
    // Komachi Onozuka is on now; her 2027 prayer is not counted.
    expect(cells(3054)).toEqual([
      'Komachi Onozuka',
      '2',
      '2026-11-24',
      '252 days',
      'on now',
      '2026-02-24 → 2026-03-17252 days later2026-11-24 → 2026-12-08',
    ]);
  });

  it('sorts by the longest wait by default; the orders are links', async () => {
    open('/prayers/reruns');
    await table();
    const waits = screen.getAllByTestId('longest-wait').map((c) => Number(c.textContent!.replace(/\D/g, '')));
    expect(waits).toEqual([...waits].sort((a, b) => b - a));
    const sorts = within(screen.getByRole('navigation', { name: 'Sort the table' }));
    expect(sorts.getByRole('link', { name: 'Longest wait' })).toHaveAttribute('aria-current', 'true');
    expect(sorts.getByRole('link', { name: 'Most runs' })).toHaveAttribute('href', '/prayers/reruns?sort=runs');
  });

  it('says so when the sort is unknown, and sorts by the default', async () => {
    open('/prayers/reruns?sort=oldest');
    await table();
    expect(screen.getByRole('note')).toHaveTextContent('There is no sort “oldest”: sorted by longest wait.');
  });

  it('?sort=runs puts the most runs first', async () => {
    open('/prayers/reruns?sort=runs');
    await table();
    const runs = [...document.querySelectorAll('tbody tr')].map((tr) =>
      Number((tr as HTMLTableRowElement).cells[1]!.textContent!.split(' ')[0]),
    );
    expect(runs).toEqual([...runs].sort((a, b) => b - a));
    expect(screen.getByTestId('rerun-count')).toHaveTextContent('sorted by most runs');
  });
});
