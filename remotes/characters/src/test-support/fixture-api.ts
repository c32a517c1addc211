import { configureBaseQuery } from 'shared-domain/api/base-query';
import type {
  BatchResponse,
  CharacterModalResponse,
  ChronologicalResponse,
  PrayerTypeResponse,
  ReleaseDateResponse,
  RoleTypeResponse,
  UniverseResponse,
  UnreleasedResponse,
  VariantsResponse,
} from 'shared-domain/schemas/api/characters';
import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';
import { thumbnailFixture } from 'shared-ui/dev/thumbnail-fixture';

/**
 * Hand-written API answers for the page tests: a few units of each kind (global, JP-only, story
 * only, rebirthable...) so every expected count in a test can be read off this file. Responses go
 * through the contract's schema check like in development, so a fixture drifting from the API
 * shape fails loudly.
 */
export const thumb = (id: number, over: Partial<CharacterThumbnail> = {}): CharacterThumbnail =>
  thumbnailFixture(id, { bottomText: null, ...over });

/** A JP-only unit as the API sends it: out in JP, neither out nor announced in global. */
export const jpOnly = (id: number, over: Partial<CharacterThumbnail> = {}) =>
  thumb(id, { status: 'not-available', released: false, jpReleased: true, jp: true, debut: null, ...over });
/** A story-only unit (never playable anywhere): listed, shown as '?' until JP content is on. */
export const storyOnly = (id: number, over: Partial<CharacterThumbnail> = {}) =>
  thumb(id, { status: 'story', released: false, jpReleased: false, ...over });

const LAST_UPDATE = Date.parse('2026-11-01T00:00:00Z');
const ZERO_COUNTER = { gen: 0, fes: 0, afes: 0, sfes: 0, exfes: 0, relic: 0, genic: 0, epic: 0, wfes: 0, ds: 0, yukkuri: 0 };

// Release order: 8 units; 3 rebirthable (1001, 3004, 5006); ultra = 2003 (sfes) + 3004 (mfes); pure = 4005.
export const RELEASE_DATE: ReleaseDateResponse = {
  content: [
    thumb(1001, { type: 'gen', status: 'non-limited', fr: true, frDate: '2024-10-11T03:00:00Z', bottomText: '2021-05-11' }),
    thumb(1002, { type: 'fes', bottomText: '2021-05-11' }),
    thumb(2003, { type: 'sfes', universe: 'A1', bottomText: '2022-01-01' }),
    thumb(3004, { type: 'mfes', fr: true, frDate: '2024-11-11T03:00:00Z', bottomText: '2022-06-01' }),
    thumb(4005, { type: 'wfes', bottomText: '2023-01-01' }),
    thumb(5006, { type: 'epic', fr: true, frDate: '2025-01-11T03:00:00Z', bottomText: '2023-06-01' }),
    thumb(6007, { type: 'afes', universe: 'A7', bottomText: '2024-01-01' }),
    thumb(7008, { type: 'fes', universe: 'C3', bottomText: '2025-01-01' }),
  ],
  lastUpdate: LAST_UPDATE,
};

// L1: 3 shown with JP content off (1001, 1002, 1050 story only) of which 2 available; 1127 JP-only.
export const CHRONOLOGICAL: ChronologicalResponse = {
  content: [
    { id: 'pc98', name: 'PC-98', data: [storyOnly(9001)] },
    {
      id: 'l1',
      name: 'L1 (Gensokyo)',
      data: [thumb(1001, { type: 'gen', status: 'non-limited' }), thumb(1002), storyOnly(1050), jpOnly(1127)],
    },
    { id: 'classic', name: "Classic / 'A' Worlds", data: [thumb(2003, { universe: 'A1', type: 'sfes' })] },
    { id: 'main', name: 'Other Worlds', data: [jpOnly(26002, { universe: 'Cz1#' })] },
    { id: 'hifuu', name: 'Hifuu', data: [] },
    { id: 'mv', name: 'MV / Relic', data: [] },
  ],
  counter: ZERO_COUNTER,
  upcoming: [],
  lastUpdate: LAST_UPDATE,
};

// Universes: Cz1# holds only a JP-only unit (a future universe code).
export const UNIVERSE: UniverseResponse = {
  content: [
    { universe: 'L1', name: 'L1', available: 2, total: 3, characters: [thumb(1001), thumb(1002), jpOnly(1127)] },
    {
      universe: 'A7',
      name: 'Fantastic',
      available: 1,
      total: 2,
      characters: [thumb(6007, { universe: 'A7' }), storyOnly(6100, { universe: 'A7' })],
    },
    { universe: 'Cz1#', name: 'Cz1#', available: 0, total: 1, characters: [jpOnly(26002, { universe: 'Cz1#' })] },
  ],
  lastUpdate: LAST_UPDATE,
};

export const REBIRTH_DATE: BatchResponse = {
  content: [
    { no: 1, date: '2023-06-11T03:00:00Z', dateMode: 'all', characters: [thumb(1001, { fr: true }), thumb(3004, { fr: true })] },
    { no: 2, date: '2023-08-11T03:00:00Z', dateMode: 'no-date', characters: [thumb(5006, { fr: true })] },
    { no: 3, date: '2023-09-11T03:00:00Z', dateMode: 'none', characters: [jpOnly(1127, { fr: true })] },
  ],
  lastUpdate: LAST_UPDATE,
};

export const REBIRTH_COSTUME_DATE: BatchResponse = {
  content: [{ no: 1, date: '2023-11-11T03:00:00Z', dateMode: 'all', characters: [thumb(1001, { fr: true })] }],
  lastUpdate: LAST_UPDATE,
};

export const UNRELEASED: UnreleasedResponse = {
  content: {
    jp: [jpOnly(1127), jpOnly(26002)],
    announced: [],
    story: [storyOnly(1050)],
    printWorkStory: [],
    pc98Story: [storyOnly(9001)],
    mv: [],
  },
  lastUpdate: LAST_UPDATE,
};

export const PRAYER_TYPE: PrayerTypeResponse = {
  content: [
    { id: 'standard', name: 'Standard', types: ['gen'], characters: [thumb(1001, { type: 'gen' })] },
    { id: 'festival', name: 'Festival', types: ['fes', 'afes', 'exfes', 'wfes'], characters: [thumb(1002), thumb(4005, { type: 'wfes' })] },
    { id: 'ultra', name: 'Ultra Festival', types: ['sfes', 'mfes'], characters: [thumb(2003, { type: 'sfes' })] },
    { id: 'relic', name: 'Relic', types: ['relic', 'genic'], characters: [] },
    { id: 'epic', name: 'Epic', types: ['epic'], characters: [thumb(5006, { type: 'epic' })] },
  ],
  lastUpdate: LAST_UPDATE,
};

export const ROLE_TYPE: RoleTypeResponse = {
  content: (['attack', 'debuff', 'defense', 'destroy', 'heal', 'speed', 'support', 'technical'] as const).map((role, i) => ({
    id: role,
    name: role[0]!.toUpperCase() + role.slice(1),
    kanji: ['攻撃', '妨害', '防御', '破壊', '回復', '速攻', '支援', '技巧'][i]!,
    characters: role === 'heal' ? [thumb(1001, { role })] : role === 'attack' ? [thumb(1002), thumb(2003)] : [],
  })),
  lastUpdate: LAST_UPDATE,
};

export const VARIANTS: VariantsResponse = {
  content: [
    {
      jpName: '博麗霊夢',
      enName: 'Reimu Hakurei',
      translitName: 'Hakurei Reimu',
      enFamilyFirst: 'Hakurei Reimu',
      jpSize: 3,
      available: 2,
      total: 3,
      characters: [thumb(1001), thumb(2001, { universe: 'A1' }), jpOnly(1127)],
    },
    {
      jpName: '霧雨魔理沙',
      enName: 'Marisa Kirisame',
      translitName: 'Kirisame Marisa',
      jpSize: 1,
      available: 0,
      total: 1,
      characters: [jpOnly(26002)],
    },
  ],
  lastUpdate: LAST_UPDATE,
};

export const FIXTURES: Record<string, unknown> = {
  '/characters/chronological': CHRONOLOGICAL,
  '/characters/variants': VARIANTS,
  '/characters/universe': UNIVERSE,
  '/characters/release-date': RELEASE_DATE,
  '/characters/unreleased': UNRELEASED,
  '/characters/rebirth-date': REBIRTH_DATE,
  '/characters/rebirth-costume-date': REBIRTH_COSTUME_DATE,
  '/characters/prayer-type': PRAYER_TYPE,
  '/characters/role-type': ROLE_TYPE,
};

/** Full characters for the modal, by id. */
export const MODAL_FIXTURES = new Map<number, CharacterModalResponse>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers from the fixtures; an unknown path is the API's 404 JSON. */
export const fixtureFetch: typeof fetch = async (input) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const path = url.pathname.replace(/^\/api/, '');
  if (path === '/characters/modal') {
    const character = MODAL_FIXTURES.get(Number(url.searchParams.get('id')));
    return character ? json(200, character) : json(404, { error: 'Not Found', message: `id: no character ${url.searchParams.get('id')}` });
  }
  return path in FIXTURES ? json(200, FIXTURES[path]) : json(404, { error: 'Not Found', message: `no route ${path}` });
};

/** Points the one api at the fixtures for the whole test file. */
export function serveFixtureApi() {
  beforeAll(() => configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fixtureFetch }));
  afterAll(() => configureBaseQuery({}));
}
