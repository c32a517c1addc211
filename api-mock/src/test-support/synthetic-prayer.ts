import { prayerSchema, type Prayer } from 'shared-domain/schemas/prayer';

/**
 * A valid prayer with a realistic pool for simulator unit tests: 2 pick-up characters, 40 other
 * characters, 3/4/5-star cards, chances with 5 decimals summing to exactly 100 % for SC and GC,
 * and a 3-stage step-up. Built in integer units of 1e-5 % like the generator does.
 */
export const syntheticPrayer = (overrides: Partial<Prayer> = {}): Prayer => {
  const units = (n: number) => n / 1e5;
  const entry = (id: number, pickUp: boolean, sc: number, gc: number) => ({
    id,
    rateType: pickUp ? ('pick-up' as const) : ('normal' as const),
    chance: { sc: units(sc), gc: units(gc) },
  });
  // SC: characters 4 % (pick-ups 0.7 % each), 5-star 6 %, 4-star 30 %, 3-star 60 %.
  // GC: characters 10 % (pick-ups 2 % each), 5-star 10 %, 4-star 30 %, 3-star 50 %.
  const chara = [entry(1001, true, 70_000, 200_000), entry(1002, true, 70_000, 200_000)];
  for (let i = 0; i < 40; i++) chara.push(entry(2001 + i, false, 6_500, 15_000));
  const cards = (first: number, count: number, scTotal: number, gcTotal: number) => {
    const out = [];
    for (let i = 0; i < count; i++) {
      // Uneven but exact integer split: the last entry takes the remainder.
      const sc = i < count - 1 ? Math.floor(scTotal / count) + (i % 3) * 7 : 0;
      const gc = i < count - 1 ? Math.floor(gcTotal / count) - (i % 3) * 5 : 0;
      out.push({ id: first + i, sc, gc });
    }
    const last = out[count - 1];
    if (last) {
      last.sc = scTotal - out.slice(0, -1).reduce((a, e) => a + e.sc, 0);
      last.gc = gcTotal - out.slice(0, -1).reduce((a, e) => a + e.gc, 0);
    }
    return out.map((e) => entry(e.id, false, e.sc, e.gc));
  };
  const prayer = {
    id: 9001,
    name: 'Synthetic Prayer',
    image: { img: '/images/prayers/9001.webp', largeImg: '/images/prayers/9001-large.webp' },
    start: '2024-01-01T00:00:00Z',
    end: '2024-01-15T00:00:00Z',
    max: null,
    prayerType: 'normal' as const,
    prayerTypes: ['normal' as const],
    gcCost: 300,
    scCost: 300,
    dust: 1,
    rateUp: {
      characters: [1001, 1002].map((character) => ({
        character,
        status: 'new' as const,
        exchange: true,
        exchangeAmount: 200,
        isNew: true,
      })),
      cards: [],
    },
    flags: { simulator: true, storyCard: false, gcOnly: false },
    opts: { disableSC: false },
    gcRules: { limit: null, disableOnPickUp: false },
    stepUps: [
      {
        index: 1,
        id: 1,
        kind: 'asc' as const,
        start: '2024-01-01T00:00:00Z',
        end: '2024-01-15T00:00:00Z',
        stepItems: [
          { cost: 1500, guaranteed: 0, multiplier: 1, pickUpGuaranteed: false, dust: 10 },
          { cost: 2500, guaranteed: 2, multiplier: 1.5, pickUpGuaranteed: false, dust: 10 },
          { cost: 3000, guaranteed: 3, multiplier: 2, pickUpGuaranteed: true, dust: 10 },
        ],
      },
    ],
    pool: {
      chara,
      card3: cards(3001, 60, 6_000_000, 5_000_000),
      card4: cards(4001, 40, 3_000_000, 3_000_000),
      card5: cards(5001, 20, 600_000, 1_000_000).map((e) => e),
    },
    ...overrides,
  };
  return prayerSchema.parse(prayer);
};

export const syntheticLookup = (kind: 'chara' | 'card', id: number) => ({
  name: `${kind} ${id}`,
  translit: `${kind} ${id}`,
  shortName: `${kind}${id}`,
  img: `/images/${kind === 'chara' ? 'characters' : 'story-cards'}/${id}.svg`,
});
