import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TowerDetailResponse, TowerListResponse, TowerRewardsResponse } from 'shared-domain/schemas/api/towers';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import { TEST_NOW, withRealApi } from 'shared-ui/dev/real-api';
import { renderTower } from '../test-support/tower-test-env';

const api = withRealApi();

let list: TowerListResponse;
let lastFloor: number;
beforeAll(async () => {
  list = await api.getJson<TowerListResponse>('/towers/get-list');
  // The server's own count of globally released floors at its clock (TEST_NOW).
  lastFloor = (await api.getJson<TowerRewardsResponse>('/towers/get-rewards')).lastFloor;
});

const heading = () => screen.findByRole('heading', { level: 1 });
const floorList = () => screen.getByRole('navigation', { name: 'Floor list' });
const floorLinks = async () => within(await screen.findByRole('navigation', { name: 'Floor list' })).findAllByRole('link');
const search = (router: ReturnType<typeof renderTower>['router']) => router.state.location.search;

describe('the floor query', () => {
  it('clamps ?floor=99999 to the highest released floor and replaces the URL', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=99999');
    await waitFor(() => expect(search(router)).toBe(`?floor=${lastFloor}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await heading()).toHaveTextContent(`Floor #${lastFloor}`);
  });

  it('keeps a valid floor as it is (no rewrite)', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=3');
    expect(await screen.findByRole('region', { name: 'Floor 3 content' })).toBeInTheDocument();
    await floorLinks();
    expect(search(router)).toBe('?floor=3');
    expect(router.state.historyAction).toBe('POP');
  });

  it('with JP content the highest floor is the last one', async () => {
    const highest = Math.max(...list.content.map((f) => f.floor));
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=99999', { settings: { jpContent: true } });
    await waitFor(() => expect(search(router)).toBe(`?floor=${highest}`));
  });
});

describe('the floor list', () => {
  it('lists a floor once its global release passes, with no reload', async () => {
    const upcoming = list.content
      .filter((f) => f.release.global !== null && Date.parse(f.release.global) > TEST_NOW)
      .sort((a, b) => Date.parse(a.release.global!) - Date.parse(b.release.global!))[0]!;
    const { clock } = renderTower('/stages/scarlet-devil-tower');
    expect(await floorLinks()).toHaveLength(lastFloor);
    expect(within(floorList()).queryByRole('link', { name: `${upcoming.floor}F` })).toBeNull();
    act(() => clock.set(Date.parse(upcoming.release.global!)));
    expect(await within(floorList()).findByRole('link', { name: `${upcoming.floor}F` })).toBeInTheDocument();
  });

  it('without JP content lists the released floors, highest first, labelled NF, with no JP mark', async () => {
    renderTower('/stages/scarlet-devil-tower');
    const links = await floorLinks();
    expect(links).toHaveLength(lastFloor);
    expect(links[0]).toHaveTextContent(new RegExp(`^${lastFloor}F$`));
    expect(links[links.length - 1]).toHaveTextContent(/^1F$/);
    expect(within(floorList()).queryByText('JP')).toBeNull();
  });

  it('with JP content lists every floor and marks the ones not yet global', async () => {
    const notGlobal = list.content.filter((f) => f.release.global === null || Date.parse(f.release.global) > TEST_NOW).length;
    expect(notGlobal).toBeGreaterThan(0);
    renderTower('/stages/scarlet-devil-tower', { settings: { jpContent: true } });
    expect(await floorLinks()).toHaveLength(list.content.length);
    expect(within(floorList()).getAllByText('JP')).toHaveLength(notGlobal);
  });

  it('releases floors when the clock passes their time', async () => {
    const future = list.content.filter((f) => f.release.global !== null && Date.parse(f.release.global) > TEST_NOW);
    const at = Math.min(...future.map((f) => Date.parse(f.release.global!)));
    const highestThen = Math.max(
      ...list.content.filter((f) => f.release.global !== null && Date.parse(f.release.global) <= at).map((f) => f.floor),
    );
    expect(highestThen).toBeGreaterThan(lastFloor);
    const env = renderTower('/stages/scarlet-devil-tower');
    expect(await floorLinks()).toHaveLength(lastFloor);
    act(() => env.clock.set(at - 1));
    await new Promise((r) => setTimeout(r, 1100));
    expect(within(floorList()).getAllByRole('link')).toHaveLength(lastFloor);
    act(() => env.clock.set(at));
    await waitFor(() => expect(within(floorList()).getAllByRole('link')[0]).toHaveTextContent(new RegExp(`^${highestThen}F$`)), {
      timeout: 3000,
    });
    expect(within(floorList()).getAllByRole('link')).toHaveLength(highestThen);
  });

  it('selecting a floor replaces the history entry', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=1');
    await floorLinks();
    fireEvent.click(within(floorList()).getByRole('link', { name: '2F' }));
    await waitFor(() => expect(search(router)).toBe('?floor=2'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(within(floorList()).getByRole('link', { name: '2F' })).toHaveAttribute('aria-current', 'page');
  });

  it('links the Item Tracker and opens settings from the hint', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower');
    await floorLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Open settings to hide/show future floors' }));
    await waitFor(() => expect(router.state.location.state).toMatchObject({ modal: 'settings' }));
    expect(screen.getByRole('link', { name: 'Item Tracker' })).toHaveAttribute('href', '/stages/scarlet-devil-tower/rewards');
  });
});

describe("the 'Floor Selector' popup", () => {
  it('keeps digits only, ignores an empty submit and jumps on Enter', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=1');
    await floorLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Floor Selector' }));
    const dialog = await screen.findByRole('dialog', { name: 'Floor Selector' });
    const input = within(dialog).getByLabelText('Jump to');
    fireEvent.submit(input.closest('form')!);
    expect(search(router)).toBe('?floor=1');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a1-b2.' } });
    expect(input).toHaveValue('12');
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(search(router)).toBe('?floor=12'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await heading()).toHaveTextContent('Floor #12');
  });

  it('clamps a typed floor beyond the last one', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=1');
    await floorLinks();
    fireEvent.click(screen.getByRole('button', { name: 'Floor Selector' }));
    const input = within(await screen.findByRole('dialog')).getByLabelText('Jump to');
    fireEvent.change(input, { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(search(router)).toBe(`?floor=${lastFloor}`));
  });
});

describe('the floor content', () => {
  it("shows the API's enemies with their names and HP, and the rewards with 'Qty:'", async () => {
    const detail = await api.getJson<TowerDetailResponse>('/towers/get-detail?floor=10');
    renderTower('/stages/scarlet-devil-tower?floor=10');
    const region = await screen.findByRole('region', { name: 'Floor 10 content' });
    const columns = await within(region).findAllByTestId('enemy-column');
    const enemies = detail.content.enemies.filter((e) => e !== null);
    expect(columns).toHaveLength(enemies.length);
    enemies.forEach((enemy, i) => {
      expect(within(columns[i]!).getByTestId('enemy-name')).toHaveTextContent(enemy.unit.name.en);
      expect(within(columns[i]!).getByTestId('enemy-hp')).toHaveTextContent(enemy.hp.toLocaleString('en-US'));
    });
    const rewards = within(region).getAllByTestId('floor-reward');
    expect(rewards.map((r) => r.textContent)).toEqual(
      detail.content.rewards.map((r) => `${r.name}Qty: ${r.amount.toLocaleString('en-US')}`),
    );
  });

  it("names an enemy of a released floor that is never playable in global: floor 3's Mugetsu, by name and picture", async () => {
    // towers/floor-003.json: out in global on 2023-03-14; its first enemy is unit 1926, Mugetsu, status 'enemy'.
    renderTower('/stages/scarlet-devil-tower?floor=3');
    const region = await screen.findByRole('region', { name: 'Floor 3 content' });
    const first = (await within(region).findAllByTestId('enemy-column'))[0]!;
    expect(within(first).getByTestId('enemy-name')).toHaveTextContent(/^Mugetsu$/);
    expect(within(first).getByRole('img', { name: 'Mugetsu' }).querySelector('img')).toHaveAttribute(
      'src',
      '/images/characters/thumbnails/1926.svg',
    );
    expect(within(region).queryByText(/Unrevealed character/)).toBeNull();
    // Named by the floor alone: no modal to open, which would tell of the unit beyond the floor.
    expect(within(first).queryByRole('button', { name: /Mugetsu/ })).toBeNull();
  });

  it('names an enemy whose playable version is not out yet by name and picture only, without its type, role or modal', async () => {
    // towers/floor-001.json (out 2023-03-14): its second enemy is unit 5026, Kosuzu Motoori of
    // 'Another Tale A16.3&', limited, whose global debut (2026-07-28) comes after TEST_NOW.
    renderTower('/stages/scarlet-devil-tower?floor=1');
    const region = await screen.findByRole('region', { name: 'Floor 1 content' });
    const second = (await within(region).findAllByTestId('enemy-column'))[1]!;
    expect(within(second).getByTestId('enemy-name')).toHaveTextContent(/^Kosuzu Motoori \(Another Tale A16\.3&\)$/);
    expect(within(second).getByRole('img', { name: 'Kosuzu Motoori (Another Tale A16.3&)' }).querySelector('img')).toHaveAttribute(
      'src',
      '/images/characters/thumbnails/5026.svg',
    );
    expect(within(second).queryByRole('button', { name: /Kosuzu/ })).toBeNull();
  });

  it('shows the enemy whole, its modal a click away, with JP content on', async () => {
    renderTower('/stages/scarlet-devil-tower?floor=3', { settings: { jpContent: true } });
    const region = await screen.findByRole('region', { name: 'Floor 3 content' });
    const first = (await within(region).findAllByTestId('enemy-column'))[0]!;
    expect(within(first).getByTestId('enemy-name')).toHaveTextContent(/^Mugetsu$/);
    expect(within(first).getByRole('link', { name: /Character #1926/ })).toBeInTheDocument();
  });

  it('cycles the gauge view forward and backward with wrap-around', async () => {
    // The first floor whose first enemy has three gauges and a barrier count per gauge.
    const floors = await Promise.all(
      Array.from({ length: 30 }, (_, i) => api.getJson<TowerDetailResponse>(`/towers/get-detail?floor=${i + 1}`)),
    );
    const floor = floors.find((f) => f.content.enemies[0]?.hpGauge === 3 && Array.isArray(f.content.enemies[0].barriers));
    expect(floor).toBeDefined();
    const enemy = floor!.content.enemies[0]!;
    const barriers = enemy.barriers as number[];
    renderTower(`/stages/scarlet-devil-tower?floor=${floor!.content.floor}`);
    const column = (await screen.findAllByTestId('enemy-column'))[0]!;
    const label = within(column).getByTestId('gauge-label');
    const next = within(column).getByRole('button', { name: 'Next gauge' });
    const previous = within(column).getByRole('button', { name: 'Previous gauge' });
    expect(label).toHaveTextContent('all');
    expect(within(column).getByTestId('enemy-barriers')).toHaveTextContent(barriers.join(' / '));
    const seen = [];
    for (let i = 0; i < 4; i += 1) {
      fireEvent.click(next);
      seen.push([label.textContent, within(column).getByTestId('enemy-barriers').textContent]);
    }
    expect(seen).toEqual([
      ['red', String(barriers[0])],
      ['yellow', String(barriers[1])],
      ['green', String(barriers[2])],
      ['all', barriers.join(' / ')],
    ]);
    fireEvent.click(previous);
    expect(label).toHaveTextContent('green');
    fireEvent.click(previous);
    expect(label).toHaveTextContent('yellow');
  });

  it('shows the last floor asked for when the floor changes quickly', async () => {
    const detail = await api.getJson<TowerDetailResponse>('/towers/get-detail?floor=6');
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=3');
    await screen.findAllByTestId('enemy-column');
    await act(() => router.navigate('/stages/scarlet-devil-tower?floor=4', { replace: true }));
    await act(() => router.navigate('/stages/scarlet-devil-tower?floor=5', { replace: true }));
    await act(() => router.navigate('/stages/scarlet-devil-tower?floor=6', { replace: true }));
    await waitFor(() => expect(document.querySelector('[data-floor]')).toHaveAttribute('data-floor', '6'));
    const names = screen.getAllByTestId('enemy-name').map((n) => n.textContent);
    detail.content.enemies.filter((e) => e !== null).forEach((e, i) => expect(names[i]).toContain(e.unit.name.en));
  });
});

describe('reduced motion', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      media: query,
      matches: query.includes('prefers-reduced-motion: reduce'),
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it('changes floors without fades and fills the HP meter at once', async () => {
    const { router } = renderTower('/stages/scarlet-devil-tower?floor=3');
    await waitFor(() => expect(document.querySelector('[data-floor]')).toHaveAttribute('data-phase', 'shown'));
    await new Promise((r) => setTimeout(r, 500)); // floor 4 is prefetched as a neighbour meanwhile
    const seen: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((r) => seen.push(r.oldValue ?? '')));
    observer.observe(document.body, { attributes: true, subtree: true, attributeFilter: ['data-phase'], attributeOldValue: true });
    await act(() => router.navigate('/stages/scarlet-devil-tower?floor=4', { replace: true }));
    await waitFor(() => expect(document.querySelector('[data-floor]')).toHaveAttribute('data-floor', '4'), { interval: 5 });
    await waitFor(() => expect(document.querySelector('[data-floor]')).toHaveAttribute('data-phase', 'shown'));
    observer.disconnect();
    // The old floor never enters its 250 ms fade-out: the new one replaces it at once.
    expect(seen).not.toContain('fading-out');
    expect(document.querySelector('[data-filled]')).toHaveAttribute('data-instant');
  });
});

describe('the floor list on touch screens', () => {
  let media: ReturnType<typeof stubMatchMedia>;
  beforeEach(() => {
    media = stubMatchMedia(390);
  });
  afterEach(() => media.restore());

  const swipe = (el: Element, from: [number, number], to: [number, number]) => {
    fireEvent.touchStart(el, { touches: [{ clientX: from[0], clientY: from[1] }] });
    fireEvent.touchEnd(el, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
  };

  it('opens on a right swipe and closes on a left swipe; the Floors button does the same by keyboard', async () => {
    renderTower('/stages/scarlet-devil-tower?floor=2');
    await floorLinks();
    const panel = screen.getByRole('complementary', { hidden: true });
    const button = screen.getByRole('button', { name: 'Floors' });
    const area = panel.parentElement!;
    expect(panel).not.toHaveAttribute('data-open');
    swipe(area, [20, 300], [60, 300]); // 40 px: too short
    expect(panel).not.toHaveAttribute('data-open');
    swipe(area, [20, 300], [120, 380]); // 100 px at 38.7°: too steep
    expect(panel).not.toHaveAttribute('data-open');
    swipe(area, [20, 300], [120, 330]);
    expect(panel).toHaveAttribute('data-open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    swipe(area, [300, 300], [200, 310]);
    expect(panel).not.toHaveAttribute('data-open');
    fireEvent.click(button);
    expect(panel).toHaveAttribute('data-open');
    fireEvent.keyDown(panel, { key: 'Escape' });
    expect(panel).not.toHaveAttribute('data-open');
  });
});
