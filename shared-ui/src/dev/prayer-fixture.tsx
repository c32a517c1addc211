import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';

/** Rate-up unit `i` of a prayer, for tests (the first one new). */
export function rateUpFixture(i: number): PrayerSummary['rateUp']['characters'][number] {
  return {
    character: 1000 + i,
    status: null,
    exchange: false,
    exchangeAmount: null,
    isNew: i === 1,
    name: `Character ${i}`,
    shortName: `C${i}`,
    translit: `Kyara ${i}`,
    img: `/images/characters/thumbnails/${1000 + i}.svg`,
    type: 'fes',
    universe: 'C3',
  };
}

/** A prayer of the list as the API sends it, for tests: 21 to 31 December 2027, with `rateUps` rate-up units. */
export function prayerFixture(overrides: Partial<PrayerSummary> = {}, rateUps = 2): PrayerSummary {
  return {
    id: 640,
    name: 'Ultra Festival Rerun Prayer: Ichirin & Kasen',
    image: { img: '/images/prayers/640.svg', largeImg: '/images/prayers/large/640.svg' },
    start: '2027-12-21T03:00:00Z',
    end: '2027-12-31T03:00:00Z',
    max: 30,
    prayerType: 'normal',
    prayerTypes: ['normal'],
    gcCost: 150,
    scCost: 150,
    dust: 1,
    flags: { simulator: true, storyCard: false, gcOnly: false },
    opts: { disableSC: false },
    gcRules: { limit: 5, disableOnPickUp: false },
    stepUps: [],
    duration: 864_000_000,
    typeNo: 396,
    allNo: 640,
    rateUp: { characters: Array.from({ length: rateUps }, (_, i) => rateUpFixture(i + 1)), cards: [] },
    ...overrides,
  };
}
