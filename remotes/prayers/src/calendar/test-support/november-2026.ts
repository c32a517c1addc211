import type { CharacterStatus } from 'shared-domain/characters/character-statuses';
import type { CharacterType } from 'shared-domain/characters/character-types';
import type { PrayerType } from 'shared-domain/constants/prayer-kinds';
import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';
import type { FilterablePrayer } from '../../prayer-list/prayer-filter';
import type { SchedulePrayer } from '../schedule-model';

/** A prayer as the calendar and the list's filter read it. */
export type FixturePrayer = SchedulePrayer & FilterablePrayer;

/** A rate-up's thumbnail: the spoiler facts as the content has them; the rest is filler no test reads. */
const unit = (
  character: number,
  name: string,
  type: CharacterType,
  facts: { status: CharacterStatus; debut: string; jp?: boolean; announced?: boolean },
) => {
  const img = `/images/characters/${character}.svg`;
  const thumbnail: CharacterThumbnail = {
    id: character,
    jpReleased: true,
    fr: false,
    frDate: null,
    img,
    altThumbnail: null,
    spoilerSafeThumbnail: '/images/characters/spoiler-safe.svg',
    frThumbnail: null,
    universe: 'L1',
    role: 'attack',
    type,
    announced: facts.announced ?? false,
    status: facts.status,
    released: facts.status === 'limited',
    jp: facts.jp ?? false,
    debut: facts.debut,
  };
  return { character, name, type, img, thumbnail };
};

const prayer = (
  id: number,
  name: string,
  start: string,
  end: string,
  prayerTypes: PrayerType[],
  characters: ReturnType<typeof unit>[] = [],
): FixturePrayer => ({ id, name, start, end, prayerTypes, stepUps: [], rateUp: { characters, cards: [] } });

const keine = unit(60072, 'Keine Kamishirasawa', 'fes', { status: 'upcoming', debut: '2026-11-24T03:00:00Z', jp: true, announced: true });
const clownpiece = unit(8058, 'Clownpiece', 'exfes', { status: 'limited', debut: '2026-02-24T03:00:00Z' });

/**
 * The prayers of api-mock/content/prayers/ that touch November 2026, written out by hand (ids,
 * names, dates, types, rate-ups with their status and global debut); step-ups and cards left out,
 * since no test here reads them. Newest first, as the API lists them.
 */
export const NOVEMBER_2026: FixturePrayer[] = [
  prayer(
    559,
    'Genic Prayer: Suika',
    '2026-12-01T03:00:00Z',
    '2026-12-15T03:00:00Z',
    ['normal'],
    [unit(61048, 'Suika Ibuki', 'genic', { status: 'upcoming', debut: '2026-12-01T03:00:00Z', jp: true, announced: true })],
  ),
  prayer(556, 'Festival Prayer: Keine', '2026-11-24T03:00:00Z', '2026-12-08T03:00:00Z', ['normal'], [keine]),
  prayer(
    555,
    'Ultra Festival Rerun Prayer: Yatsuhashi & Komachi & Sanae',
    '2026-11-24T03:00:00Z',
    '2026-12-08T03:00:00Z',
    ['normal'],
    [
      unit(5068, 'Yatsuhashi Tsukumo', 'sfes', { status: 'limited', debut: '2026-02-10T03:00:00Z' }),
      unit(3054, 'Komachi Onozuka', 'epic', { status: 'limited', debut: '2026-02-24T03:00:00Z' }),
      unit(2037, 'Sanae Kochiya', 'sfes', { status: 'limited', debut: '2026-01-06T03:00:00Z' }),
    ],
  ),
  prayer(
    554,
    'EX Festival Rerun Prayer: Eternity, Clownpiece, Seiga and more',
    '2026-11-17T03:00:00Z',
    '2026-11-24T03:00:00Z',
    ['normal'],
    [
      unit(10107, 'Eternity Larva', 'exfes', { status: 'limited', debut: '2026-01-27T03:00:00Z' }),
      clownpiece,
      unit(8085, 'Seiga Kaku', 'epic', { status: 'limited', debut: '2026-08-25T03:00:00Z' }),
      unit(5051, 'Koishi Komeiji', 'relic', { status: 'limited', debut: '2025-11-25T03:00:00Z' }),
    ],
  ),
  prayer(
    553,
    'EX Festival Rerun Prayer: Clownpiece & Seija',
    '2026-11-10T03:00:00Z',
    '2026-11-17T03:00:00Z',
    ['normal', 'story-card'],
    [clownpiece, unit(6094, 'Seija Kijin', 'afes', { status: 'limited', debut: '2025-11-25T03:00:00Z' })],
  ),
  prayer(552, 'Forever Prayer 2026', '2026-11-10T03:00:00Z', '2026-12-10T03:00:00Z', ['forever-prayer']),
  prayer(551, "Story Card Prayer: Kasen's Mountain Path", '2026-11-03T03:00:00Z', '2026-11-17T03:00:00Z', ['story-card']),
  prayer(550, 'Story Card Prayer: Misty Shrine Visit', '2026-10-27T03:00:00Z', '2026-11-10T03:00:00Z', ['story-card']),
  prayer(
    549,
    'Epic Festival Rerun Prayer: Miko & Benben',
    '2026-10-27T03:00:00Z',
    '2026-11-17T03:00:00Z',
    ['normal'],
    [
      unit(3091, 'Toyosatomimi no Miko', 'epic', { status: 'limited', debut: '2026-07-14T03:00:00Z' }),
      unit(5067, 'Benben Tsukumo', 'sfes', { status: 'limited', debut: '2026-02-17T03:00:00Z' }),
    ],
  ),
  prayer(
    548,
    'Pure Festival Rerun Prayer: Suwako',
    '2026-10-20T03:00:00Z',
    '2026-11-10T03:00:00Z',
    ['normal'],
    [unit(7039, 'Suwako Moriya', 'wfes', { status: 'limited', debut: '2026-08-04T03:00:00Z' })],
  ),
  prayer(
    547,
    'EX Festival Rerun Prayer: Lily & Kokoro & Nitori',
    '2026-10-20T03:00:00Z',
    '2026-10-27T03:00:00Z',
    ['normal'],
    [
      unit(6012, 'Lily White', 'exfes', { status: 'limited', debut: '2026-04-28T03:00:00Z' }),
      unit(5087, 'Hata no Kokoro', 'sfes', { status: 'limited', debut: '2026-02-10T03:00:00Z' }),
      unit(11040, 'Nitori Kawashiro', 'afes', { status: 'limited', debut: '2026-07-14T03:00:00Z' }),
    ],
  ),
  prayer(2, 'Friend Ritual (Ema) Prayer', '2021-11-11T03:00:00Z', '2027-12-31T03:00:00Z', ['ritual']),
  prayer(1, 'Standard Prayer', '2021-05-11T03:00:00Z', '2027-12-31T03:00:00Z', ['standard']),
];

/** Later prayers of the content (no JP unit's debut among them): 598 starts 2027-05-25, 599 on 2027-06-01. */
export const LATER_2027: FixturePrayer[] = [
  prayer(599, 'Forever Prayer 2027', '2027-06-01T03:00:00Z', '2027-07-01T03:00:00Z', ['forever-prayer']),
  prayer(598, 'Story Card Prayer: Hidden Mansion / Spring Banquet', '2027-05-25T03:00:00Z', '2027-06-08T03:00:00Z', ['story-card']),
];

/** The tests' clock: the day after prayers 555 and 556 began (Keine's global debut has passed). */
export const NOW = Date.UTC(2026, 10, 25, 0, 0);
