import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
import type { AddressInfo } from 'node:net';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isNamedCharacter, rateUpFacts, upcomingFacts } from 'shared-domain/characters/spoilers';
import type { CharacterModalResponse } from 'shared-domain/schemas/api/characters';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import type { PrayerDetailResponse, PrayerListNextResponse, PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import type { CharacterThumbnail as Thumbnail } from 'shared-domain/schemas/character-views';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { baseApi } from 'shared-ui/api/base-api';
import { CharacterThumbnail } from 'shared-ui/characters/character-thumbnail';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { PrayerCard } from 'shared-ui/prayers/prayer-card';
import { testApp, type Content } from 'shared-ui/dev/real-api';
import { CharacterView } from '../character-detail/character-view';

// jsdom hides Node's setImmediate, which fastify needs to serve in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });
// Renders every unit of the committed content in every place the site names one, twice (JP content off and on).
jest.setTimeout(110_000);

/**
 * Every unit of the committed content, at one fixed time, through every place the site names a
 * character: the modal, every grid thumbnail the API sends (character lists, pools, forever
 * prayers, the roulette, prayer rate-ups), the prayer cards of the prayer list and the home page,
 * the prayer pages' rate-ups and the home page's upcoming table. A unit named in one place is
 * named in all of them; one hidden in one place is hidden in all; with JP content on, all are named.
 */
const NOW = Date.parse('2026-11-26T00:00:00Z');

let app: Awaited<ReturnType<typeof testApp>>['app'];
let content: Content;
let base = '';

beforeAll(async () => {
  const warn = console.warn.bind(console);
  jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (!/Middleware took/.test(String(args[0]))) warn(...args);
  });
  ({ app, content } = await testApp(NOW));
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  await app.close();
});

const get = async <T,>(path: string): Promise<T> => {
  const res = await fetch(`${base}${path}`);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
};

/** Every grid thumbnail anywhere in an answer (they carry the spoiler-safe image and the flags). */
function thumbnailsIn(value: unknown, out: Thumbnail[] = []): Thumbnail[] {
  if (Array.isArray(value)) for (const v of value) thumbnailsIn(v, out);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'number' && 'spoilerSafeThumbnail' in o && 'announced' in o && 'released' in o) out.push(o as unknown as Thumbnail);
    for (const v of Object.values(o)) thumbnailsIn(v, out);
  }
  return out;
}

async function allPrayers(): Promise<PrayerSummary[]> {
  const first = await get<PrayerListResponse>('/prayers/get-list');
  const prayers = [...first.content];
  let isLast = first.isLast;
  while (!isLast && prayers.length > 0) {
    const next = await get<PrayerListNextResponse>(`/prayers/get-list-2?last=${prayers[prayers.length - 1]!.id}`);
    prayers.push(...next.content);
    isLast = next.isLast || next.content.length === 0;
  }
  return prayers;
}

const CHARACTER_LISTS = [
  'chronological',
  'variants',
  'universe',
  'release-date',
  'unreleased',
  'rebirth-date',
  'standard-prayer-date',
  'ritual-date',
  'rebirth-costume-date',
  'role-type',
  'prayer-type',
  'standard-pool',
  'ritual-pool',
  'forever-prayer',
  'kourindou-roulette',
];

interface Gathered {
  modals: CharacterModalResponse[];
  thumbnails: { where: string; unit: Thumbnail }[];
  cards: { where: string; prayer: PrayerSummary }[];
  detailRateUps: { where: string; rateUp: PrayerSummary['rateUp']['characters'][number] }[];
  upcoming: HomeResponse['upcoming'];
}

async function gather(): Promise<Gathered> {
  const thumbnails: Gathered['thumbnails'] = [];
  for (const list of CHARACTER_LISTS)
    for (const unit of thumbnailsIn(await get(`/characters/${list}`))) thumbnails.push({ where: list, unit });
  for (const fp of content.foreverPrayers)
    for (const unit of thumbnailsIn(await get(`/characters/forever-prayer?id=${fp.id}`)))
      thumbnails.push({ where: `forever prayer ${fp.id}`, unit });

  const home = await get<HomeResponse>('/general/home');
  const prayers = await allPrayers();
  const cards = [
    ...prayers.map((prayer) => ({ where: 'prayer list', prayer })),
    ...home.prayers.map((prayer) => ({ where: 'home', prayer })),
  ];
  const detailRateUps: Gathered['detailRateUps'] = [];
  for (const { id } of prayers) {
    const { content: detail } = await get<PrayerDetailResponse>(`/prayers/get-detail?id=${id}`);
    for (const rateUp of detail.rateUp.characters) detailRateUps.push({ where: `prayer page ${id}`, rateUp });
  }
  const modals: CharacterModalResponse[] = [];
  for (const { id } of content.characters) modals.push(await get<CharacterModalResponse>(`/characters/modal?id=${id}`));
  return { modals, thumbnails, cards, detailRateUps, upcoming: home.upcoming };
}

/** Renders with the site's store, a router (thumbnails open the modal through it) and the fixed clock. */
function renderAt(ui: ReactNode, jpContent: boolean) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, jpContent } });
  const clock = createClock(createTestTimeSource(NOW));
  const element = (
    <ClockContext value={clock}>
      <div data-walk="">{ui}</div>
    </ClockContext>
  );
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

/** The rendered boxes in order (one lookup: jsdom's attribute selectors are slow over big trees). */
const itemsOf = (container: HTMLElement): Element[] => [...container.querySelector('[data-walk]')!.children];

/** unit id → every place it appears, and whether it was named there. */
type Seen = Map<number, { where: string; named: boolean }[]>;
const see = (seen: Seen, id: number, where: string, named: boolean) => seen.set(id, [...(seen.get(id) ?? []), { where, named }]);

function walk(data: Gathered, jpContent: boolean): Seen {
  const seen: Seen = new Map();

  // The modal, as the characters remote renders it.
  const modals = renderAt(
    data.modals.map((c) => (
      <div key={c.id}>
        <CharacterView character={c} />
      </div>
    )),
    jpContent,
  );
  itemsOf(modals.container).forEach((box, i) => see(seen, data.modals[i]!.id, 'modal', box.querySelector('h3')?.textContent !== '?'));
  modals.unmount();

  // Grid thumbnails, one of each distinct answer.
  const distinct = new Map<string, { where: string; unit: Thumbnail }>();
  for (const t of data.thumbnails) distinct.set(JSON.stringify(t.unit), t);
  const entries = [...distinct.entries()];
  const grid = renderAt(
    entries.map(([key, { unit }]) => (
      <div key={key}>
        <CharacterThumbnail unit={unit} />
      </div>
    )),
    jpContent,
  );
  itemsOf(grid.container).forEach((box, i) => {
    const { where, unit } = entries[i]![1];
    see(seen, unit.id, `thumbnail (${where})`, box.firstElementChild?.tagName === 'A');
  });
  grid.unmount();

  // Prayer cards (prayer list and home), one per distinct rate-up list (reruns repeat theirs);
  // the portraits come in rate-up order.
  const byRateUps = new Map<string, Gathered['cards'][number]>();
  for (const card of data.cards)
    if (card.prayer.rateUp.characters.length > 0) byRateUps.set(JSON.stringify(card.prayer.rateUp.characters), card);
  const cards = [...byRateUps.values()];
  const cardTree = renderAt(
    cards.map(({ where, prayer }) => (
      <div key={`${where}-${prayer.id}`}>
        <PrayerCard prayer={prayer} />
      </div>
    )),
    jpContent,
  );
  itemsOf(cardTree.container).forEach((box, i) => {
    const { where, prayer } = cards[i]!;
    const buttons = [...box.querySelectorAll('ul[aria-label="Rate up characters"] a')];
    buttons.forEach((button, n) => {
      const unit = prayer.rateUp.characters[n]!;
      see(seen, unit.character, `prayer card (${where} ${prayer.id})`, !button.textContent!.startsWith('?'));
    });
  });
  cardTree.unmount();

  // The prayer pages' rate-up lists and the home page's upcoming table read these facts (their
  // own tests render them); their units must stand as in their modals.
  for (const { where, rateUp } of data.detailRateUps) {
    const facts = rateUpFacts(rateUp);
    see(seen, rateUp.character, where, facts === null || isNamedCharacter(facts, { jpContent, now: NOW }));
  }
  for (const u of data.upcoming) see(seen, u.id, 'home upcoming', isNamedCharacter(upcomingFacts(u), { jpContent, now: NOW }));
  return seen;
}

const disagreements = (seen: Seen) =>
  [...seen.entries()].flatMap(([id, places]) => {
    const modal = places.find((p) => p.where === 'modal');
    const off = places.filter((p) => p.named !== modal?.named);
    return off.length > 0
      ? [
          `${id}: modal ${modal?.named ? 'named' : 'hidden'}, but ${off.map((p) => `${p.where} ${p.named ? 'named' : 'hidden'}`).join(', ')}`,
        ]
      : [];
  });

let data: Gathered;
const walked = new Map<boolean, Seen>();
const seenWith = (jpContent: boolean): Seen => {
  if (!walked.has(jpContent)) walked.set(jpContent, walk(data, jpContent));
  return walked.get(jpContent)!;
};
beforeAll(async () => {
  data = await gather();
});

/** Spec: 'Released' means non-limited, limited or upcoming. */
const RELEASED = ['non-limited', 'limited', 'upcoming'];

describe('one spoiler rule for a unit, everywhere (committed content, fixed time)', () => {
  it('walks every unit and every place that names one', () => {
    expect(data.modals).toHaveLength(content.characters.length);
    expect(data.thumbnails.length).toBeGreaterThan(content.characters.length);
    expect(data.cards.length).toBeGreaterThan(0);
  });

  it('with JP content off, a unit named anywhere is named in its modal and one hidden anywhere is hidden everywhere', () => {
    const seen = seenWith(false);
    expect(disagreements(seen)).toEqual([]);
    // Both kinds occur, so the agreement above says something.
    const named = [...seen.values()].filter((p) => p[0]!.named).length;
    expect(named).toBeGreaterThan(0);
    expect(seen.size - named).toBeGreaterThan(0);
  });

  it('with JP content off, the spec decides: a released status whose debut has passed is named, a unit only in JP is hidden', () => {
    const seen = seenWith(false);
    const wrong: string[] = [];
    for (const c of content.characters) {
      const debut = c.release.debut === null ? null : Date.parse(c.release.debut);
      const out = RELEASED.includes(c.status) && debut !== null && debut <= NOW;
      const onlyInJp = c.release.jp && debut === null && !c.announced && !RELEASED.includes(c.status) && c.status !== 'announced';
      for (const place of seen.get(c.id) ?? []) {
        if (out && !place.named) wrong.push(`${c.id} (${c.status}, out since ${c.release.debut}) hidden in ${place.where}`);
        if (onlyInJp && place.named) wrong.push(`${c.id} (JP-only) named in ${place.where}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('with JP content on, every unit is named everywhere', () => {
    const hidden = [...seenWith(true).entries()].flatMap(([id, places]) =>
      places.filter((p) => !p.named).map((p) => `${id} in ${p.where}`),
    );
    expect(hidden).toEqual([]);
  });
});
