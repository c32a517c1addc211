import type { Character } from 'shared-domain/schemas/character';
import type { ForeverPrayer, ForeverThreshold } from 'shared-domain/schemas/forever-prayer';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { CharacterType } from 'shared-domain/characters/character-types';
import { addDays, GENERATION_NOW, iso, nextWeekday } from './dates';
import type { Rng } from './prng';

/** Daily chance (percent) of drawing one character of each type in a forever prayer. */
const BASE_RATE: Partial<Record<CharacterType, number>> = {
  gen: 3,
  fes: 2,
  afes: 2,
  sfes: 1,
  mfes: 1,
  exfes: 1.5,
  relic: 1,
  genic: 1.5,
  epic: 0.5,
  wfes: 0.5,
};

/**
 * Start times of the forever prayers: evenly spread from 2022-05 to 2027-06, plus one that is
 * running "now" so the page has an ongoing one.
 */
export function foreverPrayerStarts(count: number): number[] {
  const first = Date.parse('2022-05-10T03:00:00Z');
  const last = Date.parse('2027-06-01T03:00:00Z');
  const starts = Array.from({ length: Math.max(0, count - 1) }, (_, i) =>
    nextWeekday(first + Math.floor(((last - first) * i) / Math.max(1, count - 2)), 2, 3),
  );
  starts.push(Date.parse('2026-11-10T03:00:00Z'));
  return [...new Set(starts)].sort((a, b) => a - b);
}

export function generateForeverPrayers(prayers: readonly Prayer[], characters: readonly Character[], rng: Rng): ForeverPrayer[] {
  const r = rng.fork('forever-prayers');
  return prayers
    .filter((p) => p.prayerType === 'forever-prayer')
    .map((p, i): ForeverPrayer => {
      const pr = r.fork(`fp:${p.id}`);
      const eligible = characters.filter(
        (c) => c.release.debut !== null && c.release.debut <= p.start && BASE_RATE[c.type] !== undefined && c.status !== 'upcoming',
      );
      const picked = pr.sample(eligible, Math.min(eligible.length, pr.int(30, 50))).sort((a, b) => a.id - b.id);
      const types = [...new Set(picked.map((c) => c.type))].sort();
      const raise = i % 2 === 1;
      const thresholds: ForeverThreshold[] = [];
      for (const t of types) {
        const count = picked.filter((c) => c.type === t).length;
        const rate = BASE_RATE[t] ?? 1;
        thresholds.push({ rarity: t, date: null, rate, count });
        if (raise) thresholds.push({ rarity: t, date: iso(addDays(Date.parse(p.start), 15)), rate: rate * 1.5, count });
      }
      const ongoing = Date.parse(p.start) <= GENERATION_NOW && GENERATION_NOW < Date.parse(p.end);
      return {
        id: i + 1,
        prayer: p.id,
        specific: i % 3 === 0,
        title: p.name,
        start: p.start,
        end: p.end,
        notes: [
          'One free pull per day; each pull gives one character from the list.',
          ...(raise ? ['Rates rise by half from day 16.'] : []),
          ...(ongoing ? ['Running now.'] : []),
        ],
        characters: picked.map((c) => c.id),
        thresholds,
      };
    });
}
