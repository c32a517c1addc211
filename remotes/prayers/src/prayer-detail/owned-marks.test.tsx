import { act, screen, within } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import type { PrayerDetail } from 'shared-domain/schemas/api/prayers';
import { PoolTables } from './pool-tables';
import { RateUpList } from './rate-up-list';
import { poolEntry, rateUpEntry, showAtNow, type Pool } from './test-support/fixtures';

const released = { status: 'limited', announced: false, jp: false, debut: '2026-11-01T03:00:00Z' } as const;
const jpOnly = { status: 'not-available', announced: false, jp: true, debut: null } as const;

const rateUp = (id: number, name: string, facts: typeof released | typeof jpOnly) =>
  rateUpEntry(id, name, { released: facts === released, ...facts });
const entry = poolEntry;

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
  const mounted = showAtNow(
    <>
      <RateUpList rateUp={RATE_UP} />
      <PoolTables pool={POOL} />
    </>,
    jpContent,
  );
  if (loaded) act(() => void mounted.store.dispatch(collectionLoaded({ collection: MINE })));
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
    expect(screen.getByRole('link', { name: /Reimu Hakurei/ })).toHaveAccessibleName(/Owned/);
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
