import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TowerRewardsResponse } from 'shared-domain/schemas/api/towers';
import { TEST_NOW, withRealApi } from 'shared-ui/dev/real-api';
import { renderTower } from '../test-support/tower-test-env';

const api = withRealApi();

let rewards: TowerRewardsResponse;
beforeAll(async () => {
  rewards = await api.getJson<TowerRewardsResponse>('/towers/get-rewards');
});

const released = (global: string | null) => global !== null && Date.parse(global) <= TEST_NOW;
const items = () => screen.findAllByTestId('reward-item');

describe('the rewards page', () => {
  it('lists each item with its released floors and amounts, no JP mark without JP content', async () => {
    renderTower('/stages/scarlet-devil-tower/rewards');
    const cards = await items();
    const expected = rewards.content.filter((r) => r.values.some((v) => released(v.release.global)));
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(expected.map((r) => r.name));
    const first = expected[0]!;
    const floors = first.values.filter((v) => released(v.release.global)).sort((a, b) => a.floor - b.floor);
    const entries = within(cards[0]!).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent)).toEqual(floors.map((v) => `${v.floor}Fx ${v.amount.toLocaleString('en-US')}`));
    expect(screen.queryByText('JP')).toBeNull();
  });

  it('with JP content marks the floors beyond the last global floor JP', async () => {
    renderTower('/stages/scarlet-devil-tower/rewards', { settings: { jpContent: true } });
    await items();
    const beyond = rewards.content.flatMap((r) => r.values).filter((v) => v.floor > rewards.lastFloor).length;
    expect(beyond).toBeGreaterThan(0);
    expect(screen.getAllByText('JP')).toHaveLength(beyond);
  });

  it('filters items by name and says when none matches', async () => {
    renderTower('/stages/scarlet-devil-tower/rewards');
    await items();
    const target = rewards.content.find((r) => r.values.some((v) => released(v.release.global)) && r.name.includes(' '))!;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: target.name.toUpperCase() } });
    await waitFor(() =>
      expect(screen.getAllByTestId('reward-item').map((c) => within(c).getByRole('heading').textContent)).toContain(target.name),
    );
    expect(
      screen
        .getAllByTestId('reward-item')
        .every((c) => within(c).getByRole('heading').textContent!.toLowerCase().includes(target.name.toLowerCase())),
    ).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search items' }), { target: { value: 'zzz no such item' } });
    expect(await screen.findByText('• No item found •')).toBeInTheDocument();
  });

  it('links each floor to the floor page with ?floor=', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower/rewards');
    const card = (await items())[0]!;
    const link = within(card).getAllByRole('link')[0]!;
    const floor = link.textContent!.replace('F', '');
    expect(link).toHaveAttribute('href', `/stages/scarlet-devil-tower?floor=${floor}`);
    fireEvent.click(link);
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/stages/scarlet-devil-tower?floor=${floor}`),
    );
    // The floor page is its own lazy chunk: the rewards page stays until it has loaded.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Floor #${floor}`));
  });
});
