import { act, screen, within } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { PoolTables } from './pool-tables';
import { RateUpList } from './rate-up-list';

const NOW = Date.parse('2026-11-26T00:00:00Z');
type Pool = NonNullable<PrayerDetail['pool']>;
type Entry = Pool['chara'][number];
type RateUp = PrayerDetail['rateUp']['characters'][number];

const released = { status: 'limited', announced: false, jp: false, debut: '2026-11-01T03:00:00Z' } as const;
const jpOnly = { status: 'not-available', announced: false, jp: true, debut: null } as const;

const rateUp = (id: number, name: string, facts: typeof released | typeof jpOnly): RateUp => ({
  character: id,
  status: null,
  exchange: false,
  exchangeAmount: null,
  isNew: false,
  name,
  shortName: name,
  translit: name,
  img: `/images/characters/thumbnails/${id}.svg`,
  type: 'fes',
  universe: 'L1',
  thumbnail: {
    id,
    jpReleased: true,
    fr: false,
    frDate: null,
    img: `/images/characters/thumbnails/${id}.svg`,
    altThumbnail: null,
    spoilerSafeThumbnail: `/images/characters/spoiler-safe/${id}.svg`,
    frThumbnail: null,
    universe: 'L1',
    role: 'heal',
    type: 'fes',
    released: facts === released,
    ...facts,
  },
});
const entry = (id: number, name: string, reveal?: Entry['reveal']): Entry => ({
  id,
  name,
  shortName: name,
  shortTranslitName: name,
  img: `/images/characters/${id}.svg`,
  rateType: 'normal',
  chance: { sc: 1, gc: 1 },
  ...(reveal ? { reveal } : {}),
});

const RATE_UP: PrayerDetail['rateUp'] = {
  characters: [rateUp(1001, 'Reimu Hakurei', released), rateUp(1002, 'Marisa Kirisame', released), rateUp(10043, 'Sumireko Usami', jpOnly)],
  cards: [
    { card: 501, isNew: false, exchangeAmount: null, name: 'Owned Card', rarity: 5, image: null },
    { card: 502, isNew: false, exchangeAmount: null, name: 'Missing Card', rarity: 5, image: null },
  ],
};
const POOL: Pool = {
  chara: [entry(1001, 'Reimu Hakurei', released), entry(1002, 'Marisa Kirisame', released), entry(10043, 'Sumireko Usami', jpOnly)],
  // Card 1001 shares a unit's number: only the card collection counts for the card tables.
  card5: [entry(501, 'Owned Card'), entry(1002, 'A card numbered like a unit')],
  card4: [],
  card3: [],
};
// Owned: units 1001 and the JP-only 10043, card 501.
const MINE = { units: { '1001': { fr: false }, '10043': { fr: false } }, cards: { '501': 2 as const } };

function show(jpContent: boolean, loaded = true) {
  const clock = createClock(createTestTimeSource(NOW));
  const mounted = renderRoutes(
    [
      {
        path: '/prayers/info/553',
        element: (
          <ClockContext value={clock}>
            <RateUpList rateUp={RATE_UP} />
            <PoolTables pool={POOL} />
          </ClockContext>
        ),
      },
    ],
    '/prayers/info/553',
    { settings: { jpContent } },
  );
  if (loaded) act(() => void mounted.store.dispatch(collectionLoaded({ collection: MINE, backup: null })));
  return mounted;
}

const hasMark = (el: HTMLElement) => within(el).queryByRole('img', { name: 'Owned' }) !== null;
const rateUpMarks = () =>
  within(screen.getByRole('region', { name: 'Rate Up:' }))
    .getAllByRole('listitem')
    .map(hasMark);
const tableMarks = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map(hasMark);

describe('owned marks on a prayer', () => {
  it('mark owned rate-ups and pool entries, never a hidden (?) unit', () => {
    show(false);
    // Rate-up list: Reimu, Marisa, Sumireko (hidden), then the cards Owned Card, Missing Card.
    expect(rateUpMarks()).toEqual([true, false, false, true, false]);
    expect(tableMarks('Characters Table')).toEqual([true, false, false]);
    expect(tableMarks('★★★★★ Story Cards Table')).toEqual([true, false]);
    expect(screen.getByRole('button', { name: /Reimu Hakurei/ })).toHaveAccessibleName(/Owned/);
  });

  it('with JP content on, the revealed JP-only unit shows its mark', () => {
    show(true);
    expect(tableMarks('Characters Table')).toEqual([true, false, true]);
    expect(rateUpMarks()).toEqual([true, false, true, true, false]);
  });

  it('no mark before the collection is read (as the server rendered)', () => {
    show(false, false);
    expect(screen.queryByRole('img', { name: 'Owned' })).toBeNull();
  });
});
