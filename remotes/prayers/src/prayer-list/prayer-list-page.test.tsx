import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import type { Prayer } from 'shared-domain/schemas/prayer';
import prayersRoutes from '../routes';
import { withRealApi } from 'shared-ui/dev/real-api';

// The pages read the browser's clock, so the server's clock is now too.
const api = withRealApi({ now: Date.now() });
const { MOUNTS } = remoteRouteTesting(prayersRoutes);

// Written out: the default range is 2021-05-11 00:00 UTC .. now.
const DEFAULT_START = Date.parse('2021-05-11T00:00:00Z');
const inDefaultRange = (p: Prayer) => Date.parse(p.end) > DEFAULT_START && Date.parse(p.start) < Date.now();
const countLine = () => screen.getByTestId('prayer-count-line');
const showing = (n: number, total: number) =>
  n === total
    ? `Showing all ${total.toLocaleString('en-US')} prayers`
    : `Showing ${n.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} prayers`;

describe('prayer list with the real API', () => {
  it('loads every page (get-list, then get-list-2 until isLast) and counts them', async () => {
    MOUNTS.nested('/prayers');
    const all = api.content().prayers;
    const expected = all.filter(inDefaultRange).length;
    await waitFor(() => expect(countLine()).toHaveTextContent(showing(expected, all.length)), { timeout: 45_000 });
    // The first cards show while the list reveals itself (10 first).
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(10);
  });

  it('a pasted URL with aliases gives the list the spec rules give', async () => {
    const all = api.content().prayers;
    // The most frequent rate-up character, and prayer types normal or gc.
    const tally = new Map<number, number>();
    for (const p of all) for (const r of p.rateUp.characters) tally.set(r.character, (tally.get(r.character) ?? 0) + 1);
    const [character] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const expected = all.filter(
      (p) =>
        inDefaultRange(p) &&
        p.rateUp.characters.some((r) => r.character === character) &&
        p.prayerTypes.some((t) => t === 'normal' || t === 'gc'),
    ).length;
    const { router } = MOUNTS.nested(`/prayers?chara=${character}&p-type=normal,gc`);
    await waitFor(() => expect(countLine()).toHaveTextContent(showing(expected, all.length)), { timeout: 45_000 });
    expect(router.state.location.search).toBe(`?chara=${character}&p-type=normal,gc`);
  });

  it('typing a name filters at once and writes the canonical query', async () => {
    const all = api.content().prayers;
    const word = 'rerun';
    const expected = all.filter(
      (p) =>
        inDefaultRange(p) &&
        p.name
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
          .includes(word),
    ).length;
    const { router } = MOUNTS.nested('/prayers');
    await waitFor(() => expect(countLine()).toHaveTextContent(showing(all.filter(inDefaultRange).length, all.length)), { timeout: 45_000 });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search prayers by name' }), { target: { value: 'Re-Run' } });
    await waitFor(() => expect(countLine()).toHaveTextContent(showing(expected, all.length)));
    await waitFor(() => expect(router.state.location.search).toBe('?name=Re-Run'));
  });

  it('a bad value in the URL is reported, not a blank page', async () => {
    MOUNTS.nested('/prayers?step-ups=sideways&start=2021-02-30');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('step-ups: "sideways" is not a valid value');
    expect(alert).toHaveTextContent('start: "2021-02-30" is not a valid value');
  });

  it('two criteria changed before the router lands the first both stay (the second does not undo the first)', async () => {
    const all = api.content().prayers;
    const { router } = MOUNTS.nested('/prayers');
    await waitFor(() => expect(countLine()).toHaveTextContent(showing(all.filter(inDefaultRange).length, all.length)), { timeout: 45_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prayer Search and Filter' });
    const start = within(dialog).getByLabelText(/^Start/);
    const end = within(dialog).getByLabelText(/^End/);
    // One act: the router's navigation to the first has not rendered when the second arrives.
    act(() => {
      fireEvent.change(start, { target: { value: '2022-01-01' } });
      fireEvent.change(end, { target: { value: '2022-06-30' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?start=2022-01-01&end=2022-06-30'));
    expect(start).toHaveValue('2022-01-01');
    expect(end).toHaveValue('2022-06-30');
  });
});
