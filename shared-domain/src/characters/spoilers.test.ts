import { isJpOnly, isSpoilerUnit, unitCounts, visibleGroups, visibleUnits, type SpoilerFacts } from './spoilers';

const NOW = Date.parse('2026-11-22T12:00:00Z');

// Thumbnail facts as the API sends them for each kind of unit in the content.
const globalUnit: SpoilerFacts = { released: true, jpReleased: true, status: 'limited' };
const standardUnit: SpoilerFacts = { released: true, jpReleased: true, status: 'non-limited' };
const storyOnly: SpoilerFacts = { released: false, jpReleased: false, status: 'story' };
const globalGuest: SpoilerFacts = { released: false, jpReleased: true, status: 'guest' };
const jpAnnounced: SpoilerFacts = { released: false, jpReleased: true, status: 'announced' };
const jpUpcoming: SpoilerFacts = { released: false, jpReleased: true, status: 'upcoming' };
const jpNotAvailable: SpoilerFacts = { released: false, jpReleased: true, status: 'not-available' };
const flaggedJp: SpoilerFacts = { released: true, jpReleased: true, status: 'limited', jp: true };
const futureGlobal: SpoilerFacts = { released: true, jpReleased: true, status: 'upcoming', jp: false, debut: '2026-12-01T03:00:00Z' };
const pastGlobal: SpoilerFacts = { released: true, jpReleased: true, status: 'upcoming', jp: false, debut: '2026-11-01T03:00:00Z' };

describe('spoiler rules (spec sections 1 and 6)', () => {
  it.each<[string, SpoilerFacts, boolean, boolean]>([
    ['a global limited unit', globalUnit, false, false],
    ['a global standard unit', standardUnit, false, false],
    ['a story-only unit never released anywhere', storyOnly, false, false],
    ['a guest (appears in global)', globalGuest, false, false],
    ['a JP announced unit', jpAnnounced, true, true],
    ['a JP upcoming unit', jpUpcoming, true, true],
    ['a JP not-available unit', jpNotAvailable, true, true],
    ['a unit the API flags jp', flaggedJp, true, true],
    ['a global unit debuting after now', futureGlobal, false, true],
    ['a global unit that debuted before now', pastGlobal, false, false],
  ])('%s: JP-only %p, spoiler %p', (_, unit, jpOnly, spoiler) => {
    expect(isJpOnly(unit)).toBe(jpOnly);
    expect(isSpoilerUnit(unit, NOW)).toBe(spoiler);
  });

  it('an explicit jp: false wins over the thumbnail guess', () => {
    expect(isJpOnly({ ...jpUpcoming, jp: false })).toBe(false);
  });
});

describe('visibleUnits and unitCounts', () => {
  const list = [globalUnit, jpAnnounced, storyOnly, futureGlobal, standardUnit, jpUpcoming];

  it('hides JP-only and future units with JP content off, keeping order', () => {
    expect(visibleUnits(list, { jpContent: false, now: NOW })).toEqual([globalUnit, storyOnly, standardUnit]);
  });

  it('shows every unit with JP content on', () => {
    expect(visibleUnits(list, { jpContent: true, now: NOW })).toEqual(list);
  });

  it('counts what is shown: available = playable now, total = shown', () => {
    expect(unitCounts(visibleUnits(list, { jpContent: false, now: NOW }), NOW)).toEqual({ available: 2, total: 3 });
    // With JP content on the JP-only and future units join the total, not the available count.
    expect(unitCounts(list, NOW)).toEqual({ available: 2, total: 6 });
  });
});

describe('visibleGroups', () => {
  const universes = [
    { code: 'L1', units: [globalUnit, jpUpcoming] },
    { code: 'Cz1#', units: [jpUpcoming] },
    { code: 'A7', units: [storyOnly] },
  ];

  it('drops a group (a future universe code) whose units are all spoilers, and counts the rest', () => {
    const shown = visibleGroups(universes, (u) => u.units, { jpContent: false, now: NOW });
    expect(shown.map((g) => [g.group.code, g.counts])).toEqual([
      ['L1', { available: 1, total: 1 }],
      ['A7', { available: 0, total: 1 }],
    ]);
  });

  it('keeps every group with JP content on', () => {
    const shown = visibleGroups(universes, (u) => u.units, { jpContent: true, now: NOW });
    expect(shown.map((g) => [g.group.code, g.counts.total])).toEqual([
      ['L1', 2],
      ['Cz1#', 1],
      ['A7', 1],
    ]);
  });
});
