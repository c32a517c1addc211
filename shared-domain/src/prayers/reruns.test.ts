import fs from 'node:fs';
import path from 'node:path';
import { featuredPrayersByCharacter, featuresCharacters, rerunHistories, rerunHistory, wholeDays, type FeaturingPrayer } from './reruns';

// The committed content (api-mock/content/prayers); the expectations below were read off its files by hand.
const PRAYERS_DIR = path.resolve(__dirname, '../../../api-mock/content/prayers');
const prayers: FeaturingPrayer[] = fs
  .readdirSync(PRAYERS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(PRAYERS_DIR, f), 'utf8')) as FeaturingPrayer);

// The site's clock, pinned: prayer 555 (Nov 24 to Dec 8) is on, prayer 557 (Dec 1) not started.
const NOW = Date.parse('2026-11-30T12:00:00Z');
const histories = rerunHistories(prayers, NOW);
const ids = (list: readonly { id: number }[]) => list.map((p) => p.id);
const runsOf = (character: number) => histories.get(character)!.runs.map((r) => ({ start: r.start, end: r.end, prayers: ids(r.prayers) }));

describe('rerun history of the committed content', () => {
  test('Fujiwara no Mokou (2020): a God Crystal prayer beside a rerun is one run; waits of 35, 189 and 203 days', () => {
    const h = histories.get(2020)!;
    expect(ids(h.prayers)).toEqual([241, 260, 319, 381, 383]);
    expect(runsOf(2020)).toEqual([
      { start: '2023-12-05T03:00:00Z', end: '2023-12-26T03:00:00Z', prayers: [241] },
      { start: '2024-01-30T03:00:00Z', end: '2024-02-20T03:00:00Z', prayers: [260] },
      { start: '2024-08-27T03:00:00Z', end: '2024-09-17T03:00:00Z', prayers: [319] },
      { start: '2025-04-08T03:00:00Z', end: '2025-05-06T03:00:00Z', prayers: [381, 383] },
    ]);
    expect(h.gaps).toEqual([35, 189, 203]);
    expect(h.lastFeatured).toBe('2025-04-15T03:00:00Z');
    expect(h.ongoing).toBe(false);
    expect(h.currentWait).toBe(573);
    expect(h.longestWait).toBe(573);
  });

  test('Sakuya Izayoi (2005): "other" prayers count, and back-to-back prayers are one run', () => {
    const h = histories.get(2005)!;
    expect(ids(h.prayers)).toEqual([194, 197, 206, 238, 242, 244]);
    expect(runsOf(2005)).toEqual([
      { start: '2023-06-27T03:00:00Z', end: '2023-07-18T03:00:00Z', prayers: [194, 197] },
      { start: '2023-07-25T03:00:00Z', end: '2023-08-15T03:00:00Z', prayers: [206] },
      { start: '2023-11-21T03:00:00Z', end: '2024-01-02T03:00:00Z', prayers: [238, 242, 244] },
    ]);
    expect(h.gaps).toEqual([7, 98]);
    expect(h.lastFeatured).toBe('2023-12-12T03:00:00Z');
    expect(h.currentWait).toBe(1063);
    expect(h.longestWait).toBe(1063);
  });

  test('Nitori Kawashiro (2040): a God Crystal prayer starting as her festival ends: one run, no gap', () => {
    const h = histories.get(2040)!;
    expect(ids(h.prayers)).toEqual([151, 156]);
    expect(runsOf(2040)).toEqual([{ start: '2023-01-17T03:00:00Z', end: '2023-02-14T03:00:00Z', prayers: [151, 156] }]);
    expect(h.gaps).toEqual([]);
    expect(h.lastFeatured).toBe('2023-01-31T03:00:00Z');
    expect(h.currentWait).toBe(1385);
    expect(h.longestWait).toBe(1385);
  });

  test('Komachi Onozuka (3054): on now (no current wait), her 2027 prayer not counted', () => {
    const h = histories.get(3054)!;
    expect(ids(h.prayers)).toEqual([477, 555]);
    expect(runsOf(3054)).toEqual([
      { start: '2026-02-24T03:00:00Z', end: '2026-03-17T03:00:00Z', prayers: [477] },
      { start: '2026-11-24T03:00:00Z', end: '2026-12-08T03:00:00Z', prayers: [555] },
    ]);
    expect(h.gaps).toEqual([252]);
    expect(h.lastFeatured).toBe('2026-11-24T03:00:00Z');
    expect(h.ongoing).toBe(true);
    expect(h.currentWait).toBeNull();
    expect(h.longestWait).toBe(252);
  });

  test('Mononobe no Futo (6092): one run so far; the prayer starting tomorrow is not yet one', () => {
    const h = histories.get(6092)!;
    expect(ids(h.prayers)).toEqual([522]);
    expect(h.gaps).toEqual([]);
    expect(h.lastFeatured).toBe('2026-07-14T03:00:00Z');
    expect(h.currentWait).toBe(118);
    expect(h.longestWait).toBe(118);
    // Once prayer 557 has started (Dec 1): a second run, 119 days after the first ended (Aug 4).
    const later = rerunHistory(featuredPrayersByCharacter(prayers).get(6092)!, Date.parse('2026-12-01T03:00:00Z'));
    expect(ids(later.prayers)).toEqual([522, 557]);
    expect(later.gaps).toEqual([119]);
    expect(later.ongoing).toBe(true);
  });

  test('the standard and ritual prayers feature nobody', () => {
    expect(featuresCharacters({ prayerType: 'standard' })).toBe(false);
    expect(featuresCharacters({ prayerType: 'ritual' })).toBe(false);
    expect(featuresCharacters({ prayerType: 'normal' })).toBe(true);
    expect(featuresCharacters({ prayerType: 'other' })).toBe(true);
  });
});

describe('rerun rules', () => {
  const prayer = (id: number, start: string, end: string, prayerType: FeaturingPrayer['prayerType'] = 'normal'): FeaturingPrayer => ({
    id,
    start,
    end,
    prayerType,
    rateUp: { characters: [{ character: 7 }, { character: 7 }] },
  });

  test('a rate-up in a standard prayer is no run; a unit listed twice in a prayer counts once', () => {
    const h = rerunHistories(
      [prayer(1, '2024-01-01T00:00:00Z', '2030-01-01T00:00:00Z', 'standard'), prayer(2, '2024-02-01T00:00:00Z', '2024-02-08T00:00:00Z')],
      Date.parse('2024-03-01T00:00:00Z'),
    ).get(7)!;
    expect(ids(h.prayers)).toEqual([2]);
    expect(h.runs).toHaveLength(1);
  });

  test('nobody featured before the first start; whole days are floored', () => {
    expect(rerunHistories([prayer(1, '2024-02-01T00:00:00Z', '2024-02-08T00:00:00Z')], Date.parse('2024-01-01T00:00:00Z')).size).toBe(0);
    expect(wholeDays('2024-01-01T03:00:00Z', '2024-01-03T02:59:59Z')).toBe(1);
  });
});
