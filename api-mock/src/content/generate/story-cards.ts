import type { Character } from 'shared-domain/schemas/character';
import type { StoryCard, Obtaining, CardStat } from 'shared-domain/schemas/story-card';
import { weightedStatTotal } from 'shared-domain/schemas/story-card';
import { STAT_IDS, type StatId } from 'shared-domain/constants/stats';
import { OBTAINING_TYPES, type ObtainingType } from 'shared-domain/constants/obtaining';
import { STORY_CARD_TYPES } from 'shared-domain/constants/story-card-kinds';
import type { Artist } from 'shared-domain/schemas/artist';
import type { Tag } from 'shared-domain/schemas/tag';
import { addDays, GENERATION_NOW, GLOBAL_LAUNCH, iso, nextWeekday } from './dates';
import type { Rng } from './prng';
import { buffNames, buffsForCard } from './buffs';
import { japaneseCardName } from './card-name-japanese';

const ADJECTIVES = [
  'Moonlit',
  'Scarlet',
  'Gentle',
  'Silent',
  'Crimson',
  'Starry',
  'Quiet',
  'Blooming',
  'Frozen',
  'Drifting',
  'Golden',
  'Misty',
  'Distant',
  'Secret',
  'Fleeting',
  'Hidden',
  'Lively',
  'Wandering',
  'Twilight',
  'Endless',
  'Falling',
  'Shining',
  'Sleepy',
  'Summer',
  'Winter',
  'Autumn',
  'Spring',
  'Lonely',
  'Merry',
  'Stormy',
  'Faded',
  'Bright',
  'Midnight',
  'Ancient',
  'Lost',
  'Phantom',
  'Cherry',
  'Azure',
  'Silver',
  'Rainy',
];
const NOUNS = [
  'Tea Party',
  'Festival',
  'Shrine Visit',
  'Banquet',
  'Library',
  'Bamboo Forest',
  'Lantern',
  'Rooftop',
  'Pond',
  'Garden',
  'Moon Viewing',
  'Snowfall',
  'Fireworks',
  'Market',
  'Lake',
  'Mountain Path',
  'Mansion',
  'Spell Practice',
  'Afternoon',
  'Dream',
  'Memory',
  'Lullaby',
  'Duel',
  'Parade',
  'Picnic',
  'Harvest',
  'Journey',
  'Promise',
  'Nap',
  'Incident',
  'Sky',
  'Storm',
  'Melody',
  'Reflection',
  'Encounter',
  'Gathering',
  'Stroll',
  'Rehearsal',
  'Treasure',
  'Reunion',
];

const OBTAIN_BY_RARITY: Record<number, readonly ObtainingType[]> = {
  5: ['prayer', 'story-card-prayer', 'epic-prayer', 'limited-epic', 'event', 'ex', 'vs', 'eternal-battle', 'ruins', 'travelogue'],
  4: ['event', 'exchange', 'task', 'story', 'login', 'ruins', 'travelogue', 'story-card-prayer'],
  3: ['general', 'story', 'pack', 'minigame', 'event', 'exchange'],
  1: ['story', 'login', 'pack', 'minigame'],
};

function obtainingEntry(type: ObtainingType, r: Rng): Obtaining {
  switch (type) {
    case 'general':
      return { type, display: 'Standard Prayer' };
    case 'prayer':
      return { type, display: 'Prayer' };
    case 'epic-prayer':
      return { type, display: 'Epic Prayer' };
    case 'story-card-prayer':
      return { type, display: 'Story Card Prayer' };
    case 'limited-epic':
      return { type, display: 'Limited Epic Prayer' };
    case 'ex':
      return { type, display: 'EX Quest' };
    case 'vs':
      return { type, display: 'VS' };
    case 'eternal-battle':
      return { type, display: 'Eternal Battle' };
    case 'pack':
      return { type, display: 'Card Pack' };
    case 'minigame':
      return { type, display: 'Kourindou Mini Game' };
    case 'task':
      return { type, display: 'Limited Task' };
    case 'login':
      return { type, display: 'Login Bonus' };
    case 'exchange':
      return { type, display: 'Exchange' };
    case 'ruins':
      return { type, display: 'Ruins of Memory' };
    case 'travelogue':
      return { type, display: 'Travelogue' };
    case 'story': {
      const chapter = r.int(1, 12);
      const stage = r.int(1, 20);
      return { type, display: `Story ${chapter}-${stage}`, metadata: { chapter, stage } };
    }
    case 'event': {
      const difficulty = r.chance(0.5) ? 4 : 5;
      return { type, display: `Event (${difficulty === 4 ? 'Hard' : 'Lunatic'})`, metadata: { difficulty } };
    }
  }
}

function makeStats(rarity: number, r: Rng): CardStat[] {
  const scale = { 5: 1, 4: 0.7, 3: 0.45, 2: 0.3, 1: 0.2 }[rarity] ?? 1;
  const others: readonly StatId[] = r.sample(
    STAT_IDS.filter((s) => s !== 'hp'),
    rarity >= 4 ? 2 : 1,
  );
  const types: StatId[] = ['hp', ...STAT_IDS.filter((s) => others.includes(s))];
  return types.map((type) => {
    const base = type === 'hp' ? r.int(140, 300) * 5 * scale : r.int(120, 200) * scale;
    const round = (v: number) => (type === 'hp' ? Math.round(v / 5) * 5 : Math.round(v));
    const max = [0, 1, 2, 3, 4].map((lv) => round(base * (1 + 0.1 * lv)));
    return { type, min: max.map((v) => round(v * 0.3)), max };
  });
}

const initials = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, '')[0] ?? '')
    .join('');

export interface StoryCardInputs {
  count: number;
  characters: readonly Character[];
  artists: readonly Artist[];
  tags: readonly Tag[];
}

export function generateStoryCards({ count, characters, artists, tags }: StoryCardInputs, rng: Rng): StoryCard[] {
  const r = rng.fork('story-cards');
  const names = buffNames(tags.map((t) => t.id));
  const featurable = characters.filter((c) => c.release.debut !== null || c.release.jpDebut !== null);
  const plainAliases = new Set(featurable.map((c) => c.shortName.toLowerCase().replace(/[^a-z0-9]/g, '')));
  const usedNames = new Set<string>();
  const usedAliases = new Set<string>();
  const artistOrder = r.shuffle(artists.map((a) => a.id));
  // Spread releases from the launch so that about 6 % land after "now" (spoilers).
  const span = (GENERATION_NOW - GLOBAL_LAUNCH) / 0.94;

  const cards: StoryCard[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const cr = r.fork(`card:${id}`);
    const rarity = cr.weighted([
      [5, 40],
      [4, 30],
      [3, 20],
      [1, 10],
    ] as const);
    const featured = cr.sample(
      featurable,
      cr.weighted([
        [1, 60],
        [2, 30],
        [3, 10],
      ] as const),
    );

    let name = '';
    let nameJp: string | undefined;
    for (let tries = 0; tries < 30 && (name === '' || usedNames.has(name)); tries++) {
      const f = featured[0];
      if (cr.chance(0.35) && f) {
        name = `${f.shortName}'s ${cr.pick(NOUNS)}`;
        nameJp = undefined;
      } else {
        const adjective = cr.pick(ADJECTIVES);
        const noun = cr.pick(NOUNS);
        name = `${adjective} ${noun}`;
        nameJp = japaneseCardName(adjective, noun);
      }
    }
    for (let n = 2; usedNames.has(name); n++) {
      name = `${name.replace(/ \d+$/, '')} ${n}`;
      if (nameJp !== undefined) nameJp = `${nameJp.replace(/ \d+$/, '')} ${n}`;
    }
    usedNames.add(name);

    // The initials are the card's prioritised alias; disambiguate with a digit when taken.
    let alias = initials(name);
    for (let n = 2; usedAliases.has(alias) || plainAliases.has(alias); n++) alias = `${initials(name)}${n}`;
    usedAliases.add(alias);
    const aliases = [{ value: alias, priority: 1 }];
    for (const f of featured) {
      const value = f.shortName.toLowerCase().replace(/[^a-z0-9]/g, '');
      if (value && !aliases.some((a) => a.value === value)) aliases.push({ value, priority: 0 });
    }

    const release = nextWeekday(GLOBAL_LAUNCH + Math.floor((i / count) * span), 2, 3);
    const future = release > GENERATION_NOW;
    const stats = makeStats(rarity, cr);
    const { buffs, randomBuffs } = buffsForCard(i, rarity, names, cr);
    const obtainTypes =
      i < OBTAINING_TYPES.length
        ? [OBTAINING_TYPES[i]!]
        : cr.sample<ObtainingType>(
            OBTAIN_BY_RARITY[rarity] ?? ['story'],
            cr.weighted([
              [1, 75],
              [2, 20],
              [3, 5],
            ] as const),
          );
    const artist = i < artistOrder.length ? artistOrder[i]! : cr.chance(0.97) ? cr.pick(artistOrder) : null;

    cards.push({
      id,
      name,
      ...(nameJp === undefined ? {} : { nameJp }),
      aliases,
      sortKey: name.toLowerCase().replace(/[^a-z0-9 ]/g, ''),
      type: cr.pick(STORY_CARD_TYPES),
      rarity,
      image: cr.chance(0.96) ? `/images/story-cards/${id}.svg` : null,
      stats,
      total: {
        min: [0, 1, 2, 3, 4].map((lv) => weightedStatTotal(stats, 'min', lv)),
        max: [0, 1, 2, 3, 4].map((lv) => weightedStatTotal(stats, 'max', lv)),
      },
      buffs,
      randomBuffs,
      artist,
      releaseDate: iso(release),
      revealTime: future && cr.chance(0.5) ? iso(addDays(release, -7)) : null,
      isGen: cr.chance(rarity <= 3 ? 0.8 : rarity === 4 ? 0.3 : 0.1),
      obtaining: obtainTypes.map((t) => obtainingEntry(t, cr)),
      featured: featured.map((c) => c.id).sort((a, b) => a - b),
      links: {
        reference1: `https://cards.example.com/lostword/${id}`,
        reference2: cr.chance(0.5) ? `https://wiki.example.org/story-card/${id}` : null,
      },
    });
  }
  return cards;
}
