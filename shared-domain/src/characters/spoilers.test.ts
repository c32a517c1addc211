import {
  characterFacts,
  characterReveal,
  characterShowing,
  currentStatus,
  isListedCharacter,
  isNamedCharacter,
  thumbnailFacts,
  unitCounts,
  upcomingFacts,
  visibleGroups,
  visibleUnits,
  type CharacterReveal,
  type CharacterShowing,
  type RevealFacts,
} from './spoilers';

const NOW = Date.parse('2026-11-26T00:00:00Z');
const OFF = { jpContent: false, now: NOW };
const ON = { jpContent: true, now: NOW };

const facts = (over: Partial<RevealFacts>): RevealFacts => ({
  status: 'limited',
  announced: false,
  jp: false,
  debut: '2024-01-01T03:00:00Z',
  ...over,
});

describe('the spoiler rule: standing, name and listing at a time', () => {
  it.each<[string, RevealFacts, CharacterReveal, boolean, boolean]>([
    ['a global limited unit', facts({}), 'released', true, true],
    ['a global standard unit', facts({ status: 'non-limited' }), 'released', true, true],
    ['an undated released unit', facts({ debut: null }), 'released', true, true],
    // The Patchouli case: status 'upcoming', JP flag still set, debut two days ago.
    [
      'an upcoming unit whose debut has passed, JP flag still set',
      facts({ status: 'upcoming', announced: true, jp: true, debut: '2026-11-24T03:00:00Z' }),
      'released',
      true,
      true,
    ],
    [
      'an upcoming unit debuting next week',
      facts({ status: 'upcoming', announced: true, jp: true, debut: '2026-12-01T03:00:00Z' }),
      'announced',
      true,
      true,
    ],
    ['an upcoming unit without the announced flag', facts({ status: 'upcoming', debut: '2026-12-01T03:00:00Z' }), 'announced', true, true],
    ['an announced unit without a date', facts({ status: 'announced', announced: true, jp: true, debut: null }), 'announced', true, true],
    ['a JP-only unit', facts({ status: 'not-available', jp: true, debut: null }), 'jp-only', false, false],
    ['a limited unit flagged JP-only and undated', facts({ jp: true, debut: null }), 'jp-only', false, false],
    [
      'an unannounced unit with an estimated date ahead',
      facts({ status: 'not-available', jp: true, debut: '2027-03-01T03:00:00Z' }),
      'future',
      false,
      false,
    ],
    ['a story-only unit', facts({ status: 'story', debut: null }), 'unreleased', false, true],
    ['an enemy-only unit', facts({ status: 'enemy', debut: null }), 'unreleased', false, true],
    ['a guest that appeared in global', facts({ status: 'guest', debut: '2026-04-21T03:00:00Z' }), 'unreleased', false, true],
    ['a non-appearing unit outside JP', facts({ status: 'not-available', debut: null }), 'unreleased', false, true],
  ])('%s: %s, named %p, listed %p with JP content off; both with it on', (_, unit, reveal, named, listed) => {
    expect(characterReveal(unit, NOW)).toBe(reveal);
    expect(isNamedCharacter(unit, OFF)).toBe(named);
    expect(isListedCharacter(unit, OFF)).toBe(listed);
    expect(isNamedCharacter(unit, ON)).toBe(true);
    expect(isListedCharacter(unit, ON)).toBe(true);
  });

  it('turns an upcoming unit from announced to released the moment its debut passes', () => {
    const unit = facts({ status: 'upcoming', announced: true, jp: true, debut: '2026-11-26T00:00:01Z' });
    expect(characterReveal(unit, NOW)).toBe('announced');
    expect(characterReveal(unit, NOW + 1000)).toBe('released');
  });
});

describe('the spoiler rule for a unit shown by released content (a tower floor)', () => {
  const RELEASED_FLOOR = { global: '2023-03-14T03:00:00Z' };
  const FLOOR_NEXT_MONTH = { global: '2026-12-22T03:00:00Z' };
  const JP_ONLY_FLOOR = { global: null };
  const enemyOnly = facts({ status: 'enemy', debut: null });
  const globalUnit = facts({});
  const debutAhead = facts({ debut: '2027-03-01T03:00:00Z' });
  const jpOnly = facts({ status: 'not-available', jp: true, debut: null });
  const announced = facts({ status: 'upcoming', announced: true, jp: true, debut: '2026-12-01T03:00:00Z' });

  it.each<[string, RevealFacts | null, { global: string | null }, CharacterShowing]>([
    ['an enemy-only unit on a released floor', enemyOnly, RELEASED_FLOOR, 'appearance'],
    ['a story-and-enemy unit on a released floor', facts({ status: 'both', debut: null }), RELEASED_FLOOR, 'appearance'],
    ['a unit whose playable debut is ahead, on a released floor', debutAhead, RELEASED_FLOOR, 'appearance'],
    ['a JP-only playable unit on a released floor', jpOnly, RELEASED_FLOOR, 'appearance'],
    ['an announced unit on a released floor', announced, RELEASED_FLOOR, 'unit'],
    ['a global unit on a released floor', globalUnit, RELEASED_FLOOR, 'unit'],
    ['a unit the content does not know, on a released floor', null, RELEASED_FLOOR, 'unit'],
    ['an enemy-only unit on a floor out next month', enemyOnly, FLOOR_NEXT_MONTH, 'hidden'],
    ['a global unit on a floor out next month', globalUnit, FLOOR_NEXT_MONTH, 'hidden'],
    ['an announced unit on a JP-only floor', announced, JP_ONLY_FLOOR, 'hidden'],
    ['a unit the content does not know, on a JP-only floor', null, JP_ONLY_FLOOR, 'hidden'],
  ])('%s: %s with JP content off, whole with it on', (_, unit, floor, showing) => {
    expect(characterShowing(unit, OFF, floor)).toBe(showing);
    expect(characterShowing(unit, ON, floor)).toBe('unit');
    if (unit) {
      expect(isNamedCharacter(unit, OFF, floor)).toBe(showing !== 'hidden');
      expect(isNamedCharacter(unit, ON, floor)).toBe(true);
    }
  });

  it('names the enemies of a floor the moment the global version releases it', () => {
    const floor = { global: '2026-11-26T00:00:01Z' };
    expect(characterShowing(enemyOnly, OFF, floor)).toBe('hidden');
    expect(characterShowing(enemyOnly, { jpContent: false, now: NOW + 1000 }, floor)).toBe('appearance');
  });

  it('leaves the unit as it was everywhere the floor does not show it', () => {
    expect(characterShowing(enemyOnly, OFF)).toBe('hidden');
    expect(characterShowing(debutAhead, OFF)).toBe('hidden');
    expect(characterShowing(globalUnit, OFF)).toBe('unit');
    expect(characterShowing(null, OFF)).toBe('unit');
  });
});

describe('facts of each shape', () => {
  it('reads the thumbnail, guessing the JP flag only when the API left it out', () => {
    const base = { status: 'upcoming', announced: true, released: false, jpReleased: true } as const;
    expect(thumbnailFacts({ ...base, jp: true, debut: '2026-11-24T03:00:00Z' })).toEqual({
      status: 'upcoming',
      announced: true,
      jp: true,
      debut: '2026-11-24T03:00:00Z',
    });
    expect(thumbnailFacts(base)).toEqual({ status: 'upcoming', announced: true, jp: true, debut: null });
    expect(thumbnailFacts({ ...base, status: 'guest', announced: false })).toEqual({
      status: 'guest',
      announced: false,
      jp: false,
      debut: null,
    });
    expect(thumbnailFacts({ ...base, released: true })).toEqual({ status: 'upcoming', announced: true, jp: false, debut: null });
  });

  it('reads the full character and the upcoming entry', () => {
    expect(characterFacts({ status: 'upcoming', announced: true, release: { debut: '2026-12-01T03:00:00Z', jp: true } })).toEqual({
      status: 'upcoming',
      announced: true,
      jp: true,
      debut: '2026-12-01T03:00:00Z',
    });
    expect(isNamedCharacter(upcomingFacts({ debut: '2026-12-01T03:00:00Z' }), OFF)).toBe(true);
  });
});

describe('currentStatus', () => {
  const unit = (status: RevealFacts['status'], debut: string | null, general: string | null = null) => ({
    status,
    release: { debut, general },
  });
  it.each<[string, ReturnType<typeof unit>, string]>([
    ['upcoming, debut ahead', unit('upcoming', '2026-12-01T03:00:00Z'), 'upcoming'],
    ['upcoming, undated', unit('upcoming', null), 'upcoming'],
    ['upcoming, debut passed', unit('upcoming', '2026-11-24T03:00:00Z'), 'limited'],
    ['upcoming, debut and standard pool passed', unit('upcoming', '2026-11-24T03:00:00Z', '2026-11-25T03:00:00Z'), 'non-limited'],
    ['upcoming, debut passed, standard pool ahead', unit('upcoming', '2026-11-24T03:00:00Z', '2026-12-25T03:00:00Z'), 'limited'],
    ['limited', unit('limited', '2024-01-01T03:00:00Z'), 'limited'],
    ['guest', unit('guest', '2024-01-01T03:00:00Z'), 'guest'],
  ])('%s → %s', (_, u, expected) => {
    expect(currentStatus(u, NOW)).toBe(expected);
  });
});

describe('visibleUnits and unitCounts', () => {
  const thumb = (
    status: RevealFacts['status'],
    over: { announced?: boolean; jp?: boolean; debut?: string | null; released?: boolean } = {},
  ) => ({
    status,
    announced: over.announced ?? false,
    released: over.released ?? false,
    jpReleased: true,
    jp: over.jp ?? false,
    debut: over.debut === undefined ? '2024-01-01T03:00:00Z' : over.debut,
  });
  const globalUnit = thumb('limited', { released: true });
  const jpOnly = thumb('not-available', { jp: true, debut: null });
  const story = thumb('story', { debut: null });
  const dueNextWeek = thumb('upcoming', { announced: true, jp: true, debut: '2026-12-01T03:00:00Z' });
  const outTwoDaysAgo = thumb('upcoming', { announced: true, jp: true, debut: '2026-11-24T03:00:00Z' });
  const estimated = thumb('not-available', { jp: true, debut: '2027-03-01T03:00:00Z' });
  const list = [globalUnit, jpOnly, story, dueNextWeek, outTwoDaysAgo, estimated];

  it('leaves out JP-only and future units with JP content off, keeping order', () => {
    expect(visibleUnits(list, OFF)).toEqual([globalUnit, story, dueNextWeek, outTwoDaysAgo]);
  });

  it('shows every unit with JP content on', () => {
    expect(visibleUnits(list, ON)).toEqual(list);
  });

  it('counts as available the units out now, the one out two days ago included', () => {
    expect(unitCounts(visibleUnits(list, OFF), NOW)).toEqual({ available: 2, total: 4 });
    expect(unitCounts(list, NOW)).toEqual({ available: 2, total: 6 });
  });

  it('drops a group (a future universe code) whose units are all left out, and counts the rest', () => {
    const universes = [
      { code: 'L1', units: [globalUnit, jpOnly] },
      { code: 'Cz1#', units: [jpOnly, estimated] },
      { code: 'A7', units: [story] },
    ];
    expect(visibleGroups(universes, (u) => u.units, OFF).map((g) => [g.group.code, g.counts])).toEqual([
      ['L1', { available: 1, total: 1 }],
      ['A7', { available: 0, total: 1 }],
    ]);
    expect(visibleGroups(universes, (u) => u.units, ON).map((g) => [g.group.code, g.counts.total])).toEqual([
      ['L1', 2],
      ['Cz1#', 2],
      ['A7', 1],
    ]);
  });
});
