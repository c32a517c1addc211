import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { sectionRouteTree } from 'shared-ui/dev/section-route-tree';
import { withRealApi } from 'shared-ui/dev/real-api';
import type { Settings } from 'shared-domain/settings/settings-model';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import prayersRoutes from '../routes';
import { NOW } from './test-support/november-2026';

// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
// The API and the page share one pinned clock: 25 November 2026, 00:00 UTC (never today).
withRealApi({ now: NOW });

const mount = (url: string, settings?: Partial<Settings>) =>
  renderRoutes(sectionRouteTree(prayersRoutes, <p>outside the section</p>), url, {
    clock: createClock(createTestTimeSource(NOW)),
    settings: { useUtc: true, ...settings },
  });

const daySection = (key: string) => screen.getByRole('heading', { name: new RegExp(key) }).closest('section')!;

describe('the prayer calendar with the real API', () => {
  it('lists November 2026 by date in the agenda, with server times', async () => {
    mount('/prayers/calendar?view=agenda&month=2026-11');
    expect(await screen.findByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    const tenth = await waitFor(() => daySection('Tuesday, November 10, 2026'));
    const items = within(tenth)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent);
    expect(items).toEqual([
      'Starts: Forever Prayer 2026 (Forever)',
      'Starts: EX Festival Rerun Prayer: Clownpiece & Seija (Seal Crystal, rerun)',
      'Ends: Pure Festival Rerun Prayer: Suwako (Seal Crystal, rerun)',
      'Ends: Story Card Prayer: Misty Shrine Visit (Story Card)',
    ]);
    expect(tenth).toHaveTextContent('Tue, Nov 10, 2026, 03:00 AM UTC (server time)');
    // Nothing chosen: the filters are folded under their summary.
    const filters = screen.getByRole('form', { name: 'Calendar filters' });
    expect(filters.querySelector('details')).not.toHaveAttribute('open');
    expect(filters.querySelector('summary')).toHaveTextContent(/^Filters$/);
    expect(screen.getByRole('heading', { name: 'Running from before November 1' })).toBeInTheDocument();
  });

  it('draws the month grid: 35 day links, today marked, and a prayer chip in each week it runs', async () => {
    mount('/prayers/calendar?view=month&month=2026-11');
    const grid = await screen.findByRole('group', { name: 'Month grid' });
    await waitFor(() => expect(within(grid).getAllByRole('link', { name: /Clownpiece & Seija/ })).toHaveLength(2));
    const days = grid.querySelectorAll('[data-day]');
    expect(days).toHaveLength(35);
    const today = grid.querySelector('[aria-current="date"]')!;
    expect(today.getAttribute('data-day')).toBe('2026-11-25');
    expect(today).toHaveAttribute('tabindex', '0');
    expect(today.getAttribute('href')).toBe('/prayers/calendar?view=agenda&month=2026-11#day-2026-11-25');
  });

  it('moves between days with the arrow keys', async () => {
    mount('/prayers/calendar?view=month&month=2026-11');
    const grid = await screen.findByRole('group', { name: 'Month grid' });
    const today = grid.querySelector<HTMLElement>('[data-day="2026-11-25"]')!;
    today.focus();
    fireEvent.keyDown(today, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-26');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-11-19');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(today).toHaveAttribute('tabindex', '-1');
  });

  it('filters by the URL: reruns only', async () => {
    mount('/prayers/calendar?view=agenda&month=2026-11&reruns=1');
    const tenth = await waitFor(() => daySection('Tuesday, November 10, 2026'));
    expect(tenth).toHaveTextContent('Clownpiece & Seija');
    expect(screen.queryByText('Forever Prayer 2026')).not.toBeInTheDocument();
  });

  it('shows every value of a filter the URL gives several of, ticked or selected in the form', async () => {
    mount(
      '/prayers/calendar?view=agenda&month=2026-11&prayer-types=normal&prayer-types=gc&char-types=a-festival&char-types=genic&characters=8058&characters=6094',
    );
    const form = await screen.findByRole('form', { name: 'Calendar filters' });
    // Unfolded, since the link chose some: two types, two character types, two characters.
    expect(form.querySelector('details')).toHaveAttribute('open');
    expect(form.querySelector('summary')).toHaveTextContent('Filters · 6 chosen');
    const types = within(form).getByRole('group', { name: /Prayer type/ });
    expect(within(types).getByRole('checkbox', { name: 'Seal Crystal' })).toBeChecked();
    expect(within(types).getByRole('checkbox', { name: 'God Crystal' })).toBeChecked();
    expect(within(types).getByRole('checkbox', { name: 'Story Card' })).not.toBeChecked();
    const charTypes = within(form).getByRole('group', { name: /Character type/ });
    expect(within(charTypes).getByRole('checkbox', { name: "'A' Festival" })).toBeChecked();
    expect(within(charTypes).getByRole('checkbox', { name: 'Genic' })).toBeChecked();
    expect(within(charTypes).getByRole('checkbox', { name: 'Standard' })).not.toBeChecked();
    const featured = () => within(form).getByRole('listbox', { name: 'Featured characters' });
    await waitFor(() => expect(within(featured()).getByRole('option', { name: 'Clownpiece' })).toHaveProperty('selected', true));
    expect(within(featured()).getByRole('option', { name: 'Seija Kijin' })).toHaveProperty('selected', true);
    expect(within(featured()).getByRole('option', { name: 'Keine Kamishirasawa' })).toHaveProperty('selected', false);
    // The form sends one pair per chosen value, as the URL it was read from.
    const sent = new URLSearchParams(new FormData(form as HTMLFormElement) as never);
    expect(sent.getAll('prayer-types')).toEqual(['normal', 'gc']);
    expect(sent.getAll('char-types')).toEqual(['a-festival', 'genic']);
    expect(sent.getAll('characters')).toEqual(['8058', '6094']);
  });

  it('answers bad input with a note and the nearest calendar', async () => {
    mount('/prayers/calendar?month=2026-13&view=week&colour=red');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('month "2026-13" is not a month the calendar has: showing 2026-12, the nearest');
    expect(alert).toHaveTextContent('view "week" is not a view (month, timeline or agenda): showing the default');
    expect(alert).toHaveTextContent('"colour" is not a filter of the calendar');
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
  });

  it('shows the JP projection only with JP content on, labelled estimated', async () => {
    const off = mount('/prayers/calendar?view=agenda&month=2026-12');
    await screen.findByRole('heading', { level: 2, name: 'December 2026' });
    await waitFor(() => expect(screen.getAllByText(/Forever Prayer 2026/).length).toBeGreaterThan(0));
    expect(screen.queryByText(/Genic Prayer: Suika/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Kyouko/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated/)).not.toBeInTheDocument();
    off.unmount();

    mount('/prayers/calendar?view=agenda&month=2026-12', { jpContent: true });
    const note = await screen.findByText(/Projected global dates/);
    // The page's clock stands at the last prayer start, 24 November 2026 03:00 UTC. The content's five
    // latest units out in both versions lag 273, 294, 295, 301 and 371 days (median 295), but Suika
    // has been out in JP since 25 November 2025 06:00: the global version is 364 days behind at least.
    expect(note.parentElement).toHaveTextContent('is 295 days, but a unit out in JP since 2025-11-25');
    expect(note.parentElement).toHaveTextContent('so the delay is at least 364 days');
    // Kyouko: out in JP on 2 December 2025 (06:00 UTC), so projected for 1 December 2026, not the
    // content's 15 December; her prayer lends its name.
    const first = await waitFor(() => daySection('Tuesday, December 1, 2026'));
    expect(first).toHaveTextContent('Starts: Ultra Festival Prayer: Kyouko (Seal Crystal, estimated)');
    expect(first).toHaveTextContent('Tue, Dec 1, 2026, 06:00 AM UTC');
  });
});
