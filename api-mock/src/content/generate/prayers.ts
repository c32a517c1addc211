import type { Character } from 'shared-domain/schemas/character';
import type { Prayer, RateUpCharacter } from 'shared-domain/schemas/prayer';
import type { PrayerType } from 'shared-domain/constants/prayer-kinds';
import type { CharacterType } from 'shared-domain/characters/character-types';
import type { StoryCard } from 'shared-domain/schemas/story-card';
import { addDays, DAY_MS, GENERATION_NOW, GLOBAL_LAUNCH, iso, SCHEDULE_END } from './dates';
import type { Rng } from './prng';
import { buildPool, CARD_BANNER_SHARES, CHARACTER_BANNER_SHARES } from './pools';
import { makeStepUps } from './step-ups';
import { CardPicker } from './card-picker';

/** A prayer before ids are assigned (ids follow start order). */
interface Plan {
  type: PrayerType;
  start: number;
  end: number;
  chars: number[];
  newChars: Set<number>;
  cards: number[];
  label?: string;
}

const BANNER_LABEL: Record<CharacterType, string> = {
  gen: 'New Character',
  fes: 'Festival',
  afes: "'A' Festival",
  sfes: 'Ultra Festival',
  mfes: 'Ultra Festival (Hifuu)',
  exfes: 'EX Festival',
  relic: 'Relic Festival',
  genic: 'Genic',
  epic: 'Epic Festival',
  wfes: 'Pure Festival',
  ds: 'VS Divergent Spirit Ritual',
  yukkuri: 'Yukkuri',
};

const OTHER_NAMES = [
  'Anniversary Celebration Prayer',
  'Select Prayer',
  'New Year Prayer',
  'Summer Prayer',
  'Halloween Prayer',
  'Thanks Prayer',
];

export const STANDARD_PRAYER_ID = 1;
export const RITUAL_PRAYER_ID = 2;

export interface PrayerInputs {
  count: number;
  characters: readonly Character[];
  cards: readonly StoryCard[];
  /** Start times of the forever prayers (one prayer each). */
  foreverStarts: readonly number[];
}

// Two variants of one character ("Suika & Suika") are one name in the title.
const listNames = (all: string[]) => {
  const names = [...new Set(all)];
  return names.length <= 3 ? names.join(' & ') : `${names.slice(0, 3).join(', ')} and more`;
};

export function generatePrayers({ count, characters, cards, foreverStarts }: PrayerInputs, rng: Rng): Prayer[] {
  const r = rng.fork('prayers');
  const byId = new Map(characters.map((c) => [c.id, c]));
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const picker = new CardPicker(cards);
  const debutCache = new Map(characters.map((c) => [c.id, c.release.debut ? Date.parse(c.release.debut) : Infinity]));
  const debutMs = (c: Character) => debutCache.get(c.id) ?? Infinity;
  const playable = characters.filter((c) => c.release.debut !== null).sort((a, b) => debutMs(a) - debutMs(b) || a.id - b.id);
  const limitedKinds = playable.filter((c) => c.type !== 'gen');
  /** Length of the prefix of a list sorted by `key` whose keys are <= t. */
  const prefixUpTo = <T>(list: readonly T[], key: (x: T) => number, t: number) => {
    let lo = 0;
    let hi = list.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (key(list[mid] as T) <= t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const plans: Plan[] = [];
  // 1. One debut prayer per global release date (the launch's standard units go straight to the pool).
  const byDebut = new Map<number, Character[]>();
  for (const c of playable) {
    const t = debutMs(c);
    if (t === GLOBAL_LAUNCH && c.type === 'gen') continue;
    byDebut.set(t, [...(byDebut.get(t) ?? []), c]);
  }
  for (const [t, list] of byDebut) {
    const long = list.some((c) => c.type === 'sfes' || c.type === 'epic' || c.type === 'wfes');
    plans.push({
      type: 'normal',
      start: t,
      end: addDays(t, long ? 21 : 14),
      chars: list.map((c) => c.id),
      newChars: new Set(list.map((c) => c.id)),
      cards: [],
    });
  }
  // 2. Forever prayers.
  for (const t of foreverStarts)
    plans.push({ type: 'forever-prayer', start: t, end: addDays(t, 30), chars: [], newChars: new Set(), cards: [] });

  // 3. Fill every week from launch to the end of the schedule up to the wanted count.
  const weeks: number[] = [];
  for (let t = addDays(GLOBAL_LAUNCH, 7); t < SCHEDULE_END - 7 * DAY_MS; t = addDays(t, 7)) weeks.push(t);
  const wanted = Math.max(0, count - 2 - plans.length);
  const perWeek = Math.floor(wanted / weeks.length);
  const extraWeeks = new Set(
    r.sample(
      weeks.map((_, i) => i),
      wanted - perWeek * weeks.length,
    ),
  );
  weeks.forEach((week, wi) => {
    const n = perWeek + (extraWeeks.has(wi) ? 1 : 0);
    for (let k = 0; k < n; k++) {
      const pr = r.fork(`slot:${wi}:${k}`);
      const type = pr.weighted<PrayerType>([
        ['normal', 52],
        ['gc', 12],
        ['story-card', 18],
        ['other', 10],
        ['free-ritual', 8],
      ]);
      const start = week;
      const end = Math.min(addDays(start, pr.pick([7, 14, 14, 21])), SCHEDULE_END);
      const out = limitedKinds.slice(0, prefixUpTo(limitedKinds, debutMs, start));
      const chars =
        type === 'story-card' || type === 'free-ritual' || out.length === 0 ? [] : pr.sample(out.slice(-80), pr.int(1, 4)).map((c) => c.id);
      const cardCount = type === 'story-card' ? pr.int(1, 3) : type === 'normal' && pr.chance(0.2) ? 1 : 0;
      const cards = picker.recent(5, iso(addDays(start, 7)), cardCount, pr, new Set(), 25);
      if (type === 'story-card' && cards.length === 0) continue;
      plans.push({ type, start, end, chars, newChars: new Set(), cards });
    }
  });

  plans.sort(
    (a, b) =>
      a.start - b.start || a.type.localeCompare(b.type) || (a.chars[0] ?? 0) - (b.chars[0] ?? 0) || (a.cards[0] ?? 0) - (b.cards[0] ?? 0),
  );

  const generalMs = (c: Character) => (c.release.general ? Date.parse(c.release.general) : Infinity);
  const standardPool = characters
    .filter((c) => c.status === 'non-limited' && generalMs(c) <= GENERATION_NOW)
    .sort((a, b) => generalMs(a) - generalMs(b) || a.id - b.id);
  const standardGeneral = standardPool.map(generalMs);
  const ritualPool = characters.filter((c) => c.release.ritual !== null && Date.parse(c.release.ritual) <= GENERATION_NOW);
  const nowIso = iso(GENERATION_NOW);
  const genCards = (rarity: number, n: number, pr: Rng) =>
    pr
      .sample(
        picker.releasedBy(rarity, nowIso).filter((c) => c.isGen),
        n,
      )
      .map((c) => c.id)
      .sort((a, b) => a - b);

  const special = (id: number, type: 'standard' | 'ritual', name: string, pool: Character[], start: number): Prayer => {
    const pr = r.fork(`special:${type}`);
    return {
      id,
      name,
      image: { img: `/images/prayers/${id}.svg`, largeImg: `/images/prayers/large/${id}.svg` },
      start: iso(start),
      end: iso(SCHEDULE_END),
      max: null,
      prayerType: type,
      prayerTypes: [type],
      gcCost: 150,
      scCost: 150,
      dust: 1,
      rateUp: { characters: [], cards: [] },
      flags: { simulator: true, storyCard: false, gcOnly: false },
      opts: { disableSC: type === 'ritual' },
      gcRules: { limit: null, disableOnPickUp: false },
      stepUps: [],
      pool: buildPool({
        pickUpChars: [],
        otherChars: pool.map((c) => c.id).sort((a, b) => a - b),
        pickUpCards: [],
        otherCard5: genCards(5, 30, pr),
        card4: genCards(4, 30, pr),
        card3: genCards(3, 40, pr),
        shares: CHARACTER_BANNER_SHARES,
        pickUpFraction: 0,
      }),
    };
  };

  const prayers: Prayer[] = [
    special(STANDARD_PRAYER_ID, 'standard', 'Standard Prayer', standardPool, GLOBAL_LAUNCH),
    special(RITUAL_PRAYER_ID, 'ritual', 'Friend Ritual (Ema) Prayer', ritualPool, Date.parse('2021-11-11T03:00:00Z')),
  ];

  plans.forEach((plan, i) => {
    const id = i + 3;
    const pr = r.fork(`prayer:${id}`);
    const start = iso(plan.start);
    const end = iso(plan.end);
    const year = new Date(plan.start).getUTCFullYear();
    const featured = plan.chars.map((c) => byId.get(c)).filter((c): c is Character => c !== undefined);
    const rateUpChars: RateUpCharacter[] = featured.map((c) => {
      const isNew = plan.newChars.has(c.id);
      const exchange = isNew || pr.chance(0.3);
      return {
        character: c.id,
        status: isNew ? 'new' : pr.chance(0.3) ? 'extra' : null,
        exchange,
        exchangeAmount: exchange ? 60 : null,
        isNew,
      };
    });
    // The name lists the prayer's own rate-ups, by their short names, and its label is the first one's type.
    const rateUps = rateUpChars.map((rc) => byId.get(rc.character) as Character);
    const first = rateUps[0];
    const shortNames = rateUps.map((c) => c.shortName);
    let name: string;
    switch (plan.type) {
      case 'normal':
        name = `${BANNER_LABEL[first?.type ?? 'fes']}${plan.newChars.size ? '' : ' Rerun'} Prayer: ${listNames(shortNames) || 'Featured Cards'}`;
        break;
      case 'gc':
        name = `God Crystal Prayer: ${listNames(shortNames) || 'Select'}`;
        break;
      case 'story-card':
        name = `Story Card Prayer: ${plan.cards.map((c) => cardById.get(c)?.name ?? '').join(' / ')}`;
        break;
      case 'free-ritual':
        name = `Free Ritual ${new Date(plan.start).toISOString().slice(0, 7)}`;
        break;
      case 'forever-prayer':
        name = `Forever Prayer ${year}`;
        break;
      default:
        name = `${pr.pick(OTHER_NAMES)} ${year}`;
    }

    const rateUpCards = plan.cards.map((card) => ({
      card,
      isNew: (cardById.get(card)?.releaseDate ?? '') >= start,
      exchangeAmount: pr.chance(0.4) ? 30 : null,
    }));

    const gcOnly = plan.type === 'gc';
    const storyCard = plan.type === 'story-card';
    const hasPool = plan.type !== 'forever-prayer' && !(plan.type === 'other' && pr.chance(0.6)) && pr.chance(0.93);
    const stepUpCount = (plan.type === 'normal' || plan.type === 'gc') && pr.chance(0.25) ? pr.int(1, 2) : 0;
    const exclude = new Set(plan.cards);
    const atStart = start;
    const inPoolBy = prefixUpTo(standardGeneral, (x) => x, plan.start);
    const otherChars = standardPool.slice(Math.max(0, inPoolBy - 100), inPoolBy).filter((c) => !plan.chars.includes(c.id));

    const prayerTypes: PrayerType[] = [plan.type];
    if (plan.type === 'normal' && rateUpCards.length) prayerTypes.push('story-card');

    prayers.push({
      id,
      name,
      image: { img: `/images/prayers/${id}.svg`, largeImg: `/images/prayers/large/${id}.svg` },
      start,
      end,
      max:
        plan.type === 'free-ritual'
          ? 10
          : plan.type === 'forever-prayer'
            ? Math.round((plan.end - plan.start) / DAY_MS)
            : gcOnly && pr.chance(0.3)
              ? 100
              : null,
      prayerType: plan.type,
      prayerTypes,
      gcCost: plan.type === 'free-ritual' || plan.type === 'forever-prayer' ? 0 : 150,
      scCost: plan.type === 'free-ritual' || plan.type === 'forever-prayer' || gcOnly ? 0 : 150,
      dust: plan.type === 'free-ritual' ? 0 : 1,
      rateUp: { characters: rateUpChars, cards: rateUpCards },
      flags: { simulator: hasPool, storyCard, gcOnly },
      opts: { disableSC: gcOnly },
      gcRules: gcOnly
        ? { limit: pr.chance(0.5) ? 10 : null, disableOnPickUp: pr.chance(0.3) }
        : { limit: pr.pick([null, null, 1, 3, 5]), disableOnPickUp: pr.chance(0.2) },
      stepUps: makeStepUps(id, start, end, stepUpCount, pr),
      pool: hasPool
        ? buildPool({
            pickUpChars: plan.chars,
            otherChars: storyCard
              ? []
              : pr
                  .sample(otherChars.slice(-80), 20)
                  .map((c) => c.id)
                  .sort((a, b) => a - b),
            pickUpCards: plan.cards,
            otherCard5: picker.recent(5, atStart, pr.int(5, 10), pr, exclude).sort((a, b) => a - b),
            card4: picker.recent(4, atStart, pr.int(5, 10), pr).sort((a, b) => a - b),
            card3: picker.recent(3, atStart, pr.int(5, 10), pr).sort((a, b) => a - b),
            shares: storyCard ? CARD_BANNER_SHARES : CHARACTER_BANNER_SHARES,
            pickUpFraction: 0.6,
          })
        : null,
    });
  });
  return prayers;
}
