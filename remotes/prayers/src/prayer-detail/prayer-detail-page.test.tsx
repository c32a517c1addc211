import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import type { Prayer } from 'shared-domain/schemas/prayer';
import prayersRoutes from '../routes';
import { withRealApi } from 'shared-ui/dev/real-api';

// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
// The pages read the browser's clock, so the server's clock is now too.
const api = withRealApi({ now: Date.now() });
const { MOUNTS } = remoteRouteTesting(prayersRoutes);

/** A prayer with a pool, step-ups, SC pulls and no pull or GC limit: every button can be pressed. */
const stepUpPrayer = (): Prayer =>
  api
    .content()
    .prayers.find(
      (p) => p.pool && p.stepUps.length > 0 && !p.flags.gcOnly && !p.opts.disableSC && p.max === null && p.gcRules.limit === null,
    )!;

const cellsOf = () => within(screen.getByTestId('pull-results')).getAllByRole('listitem');
const filledNames = () => cellsOf().map((li) => li.textContent ?? '');
const counters = () => {
  const dl = screen.getByTestId('prayer-counters');
  const out: Record<string, string> = {};
  for (const div of Array.from(dl.children)) out[div.querySelector('dt')!.textContent!] = div.querySelector('dd')!.textContent!;
  return out;
};
const button = (name: RegExp | string) => screen.getByRole('button', { name });
const waitIdle = () => waitFor(() => expect(button(/^Multi \(10\)/)).toBeEnabled());

async function open(url: string) {
  const mounted = MOUNTS.nested(url);
  await screen.findByTestId('simulator-seed', undefined, { timeout: 45_000 });
  await waitIdle();
  return mounted;
}

describe('prayer detail with the real API', () => {
  it('shows the pool tables with 5-decimal chances from the content', async () => {
    const prayer = stepUpPrayer();
    await open(`/prayers/info/${prayer.id}?seed=5`);
    const table = screen.getByRole('table', { name: 'Characters Table' });
    const first = prayer.pool!.chara[0]!;
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(`${first.chance.sc.toFixed(5)}%`);
    expect(row).toHaveTextContent(`${first.chance.gc.toFixed(5)}%`);
    expect(within(table).getAllByRole('row')).toHaveLength(prayer.pool!.chara.length + 1);
    expect(screen.getByRole('link', { name: '< Prayer List' })).toHaveAttribute('href', `/prayers#${prayer.id}`);
    // The content's first such prayer started long ago: its event can be added to a calendar.
    expect(Date.parse(prayer.start)).toBeLessThan(Date.now());
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/prayers/info/${prayer.id}/calendar.ics`);
    // And the page says so to search engines: the prayer as a schema.org Event.
    const events = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
    expect(events).toContainEqual(expect.objectContaining({ '@type': 'Event', name: prayer.name, url: `/prayers/info/${prayer.id}` }));
  });

  it('a multi fills the 10 cells, counts 10 results and logs the pull in the URL', async () => {
    const prayer = stepUpPrayer();
    const { router } = await open(`/prayers/info/${prayer.id}?seed=77`);
    fireEvent.click(button(/^Multi \(10\)/));
    await waitFor(() => expect(cellsOf().filter((li) => li.hasAttribute('data-filled'))).toHaveLength(10));
    const c = counters();
    const drawn = ['Characters', '★★★★★ Story Cards', '★★★★ Story Cards', '★★★ Story Cards'].reduce((n, k) => n + Number(c[k]), 0);
    expect(drawn).toBe(10);
    // A multi is 10 pulls at the prayer's SC cost each.
    expect(c['SC spent']).toBe((prayer.scCost * 10).toLocaleString('en-US'));
    expect(c['Pulls']).toBe('1');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('pulls')).toBe('m'));
    expect(new URLSearchParams(router.state.location.search).get('seed')).toBe('77');
  });

  it('step-up stages advance, show their cost and disable after the last one; reset starts over', async () => {
    const prayer = stepUpPrayer();
    const stepUp = prayer.stepUps[0]!;
    await open(`/prayers/info/${prayer.id}?seed=9`);
    for (let stage = 0; stage < stepUp.stepItems.length; stage++) {
      const b = button(new RegExp(`^Step-up 1: step ${stage + 1}/${stepUp.stepItems.length}`));
      expect(b).toHaveTextContent(`${stepUp.stepItems[stage]!.cost} GC`);
      fireEvent.click(b);
      await waitIdle();
    }
    expect(button(/^Step-up 1: done/)).toBeDisabled();
    const gcSpent = stepUp.stepItems.reduce((n, s) => n + s.cost, 0);
    expect(counters()['GC spent']).toBe(gcSpent.toLocaleString('en-US'));
    fireEvent.click(button('Reset'));
    expect(button(/^Step-up 1: step 1\//)).toBeEnabled();
    expect(counters()['Pulls']).toBe('0');
    expect(cellsOf().filter((li) => li.hasAttribute('data-filled'))).toHaveLength(0);
  });

  it('a pasted link with seed and pulls replays the same results', async () => {
    const prayer = stepUpPrayer();
    const first = await open(`/prayers/info/${prayer.id}?seed=4242`);
    fireEvent.click(button(/^Multi \(10\)/));
    await waitIdle();
    fireEvent.click(button(/^Step-up 1: step 1/));
    await waitIdle();
    const played = filledNames();
    const playedCounters = counters();
    const link = first.router.state.location.search;
    expect(new URLSearchParams(link).get('pulls')).toBe('m.u1');
    first.unmount();

    await act(async () => {
      MOUNTS.nested(`/prayers/info/${prayer.id}${link}`);
    });
    await screen.findByTestId('simulator-seed', undefined, { timeout: 45_000 });
    await waitFor(() => expect(counters()['Pulls']).toBe('2'), { timeout: 45_000 });
    await waitIdle();
    expect(filledNames()).toEqual(played);
    expect(counters()).toEqual(playedCounters);
  });

  it('a page opened without a seed keeps its simulator when the seed is written; a new seed starts afresh', async () => {
    const prayer = stepUpPrayer();
    // Simulators taken out of the page: a remount removes the old one's elements.
    const removed: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const r of records)
        for (const n of Array.from(r.removedNodes))
          if (n instanceof Element && n.querySelector('[data-testid="simulator-seed"]')) removed.push(n);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      const { router } = await open(`/prayers/info/${prayer.id}`);
      const written = new URLSearchParams(router.state.location.search).get('seed');
      expect(written).toMatch(/^\d+$/);
      // The simulator shows the seed once it has read it back from the URL (a render later).
      await waitFor(() => expect(screen.getByTestId('simulator-seed')).toHaveTextContent(written!));
      expect(removed).toHaveLength(0);

      fireEvent.click(button('New seed'));
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('seed')).not.toBe(written));
      await waitFor(() => expect(removed.length).toBeGreaterThan(0));
    } finally {
      observer.disconnect();
    }
  });

  it('a prayer without a pool says the simulator is not available', async () => {
    const prayer = api.content().prayers.find((p) => !p.pool)!;
    MOUNTS.nested(`/prayers/info/${prayer.id}`);
    expect(
      await screen.findByText('Prayer simulator and pool tables are not available.', undefined, { timeout: 45_000 }),
    ).toBeInTheDocument();
  });
});

describe('a prayer id the content does not have', () => {
  it('is the 404 page, not an error with Retry', async () => {
    MOUNTS.nested('/prayers/info/99999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Error Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
