import type { CharacterType } from 'shared-domain/characters/character-types';
import type { MessageKey, Translate } from '../messages/catalogue';

/**
 * Forever prayer maths. One free pull a day; a threshold gives the daily
 * chance (percent) of drawing a character of a rarity, shared equally by the `count` characters of that
 * rarity, from its date on. Success rate over the counted days = 1 - prod(1 - p_day), where p_day is
 * the sum of the chosen characters' daily chances.
 */

export interface Threshold {
  rarity: CharacterType;
  /** ISO time from which this rate applies; null = from the start. */
  date: string | null;
  rate: number;
  count: number;
}

/** Calculation modes (their names as message keys): every day of the prayer, today and the days left, or only the days left. */
export const FOREVER_MODES = [
  'foreverPrayer.modeAll',
  'foreverPrayer.modeToday',
  'foreverPrayer.modeRemaining',
] as const satisfies readonly MessageKey[];
export type ForeverMode = 0 | 1 | 2;

export const DAY_MS = 86_400_000;

export class UnknownRarityError extends Error {
  constructor(readonly rarity: string) {
    super('Unknown rarity');
    this.name = 'UnknownRarityError';
  }
}

/** The threshold of a rarity that applies at `at`: the latest one whose date has come (null = start). */
export function thresholdAt(thresholds: readonly Threshold[], rarity: string, at: number): Threshold {
  let best: Threshold | null = null;
  let bestFrom = -Infinity;
  for (const t of thresholds) {
    if (t.rarity !== rarity) continue;
    const from = t.date === null ? -Infinity : Date.parse(t.date);
    if (from <= at && (best === null || from >= bestFrom)) {
      best = t;
      bestFrom = from;
    }
  }
  if (best) return best;
  // A rarity whose first rate starts later than `at`: before it, the earliest one applies.
  const any = thresholds.filter((t) => t.rarity === rarity).sort((a, b) => Date.parse(a.date ?? '') - Date.parse(b.date ?? ''))[0];
  if (!any) throw new UnknownRarityError(rarity);
  return any;
}

/** A character's daily chance (0..1) on the day starting at `at`. */
export function characterDailyChance(thresholds: readonly Threshold[], rarity: string, at: number): number {
  const t = thresholdAt(thresholds, rarity, at);
  return t.count > 0 ? t.rate / t.count / 100 : 0;
}

/** Whole days of the prayer (day i starts at start + i days) and the index of the day holding `now`. */
export function dayIndex(start: number, now: number): number {
  return Math.floor((now - start) / DAY_MS);
}

/** The counted day indexes (0-based) of a mode. Mode 0 is used whenever the prayer is not ongoing. */
export function countedDays(days: number, start: number, end: number, now: number, mode: ForeverMode): number[] {
  const all = Array.from({ length: days }, (_, i) => i);
  const ongoing = now >= start && now < end;
  if (!ongoing || mode === 0) return all;
  const today = dayIndex(start, now);
  return all.filter((i) => (mode === 1 ? i >= today : i > today));
}

/** The calculation mode when the page opens or the prayer's period changes. */
export const initialForeverMode = (start: number, end: number, now: number): ForeverMode => (now >= start && now < end ? 1 : 0);

/** Success rate (0..1) of drawing any of the chosen rarities' characters over the counted days. */
export function successRate(
  selectedRarities: readonly string[],
  thresholds: readonly Threshold[],
  start: number,
  dayIndexes: readonly number[],
): number {
  if (selectedRarities.length === 0 || dayIndexes.length === 0) return 0;
  let miss = 1;
  for (const i of dayIndexes) {
    const at = start + i * DAY_MS;
    let p = 0;
    for (const r of selectedRarities) p += characterDailyChance(thresholds, r, at);
    miss *= 1 - Math.min(1, p);
  }
  return 1 - miss;
}

/** Percent text with 2 decimals, or 4 when 2 would round a non-zero (or non-certain) rate away. */
export function formatRate(rate: number): string {
  const percent = rate * 100;
  const two = percent.toFixed(2);
  if (two === '0.00' && percent > 0) return percent.toFixed(4);
  // Never round an uncertain rate up to 100.
  if (two === '100.00' && percent < 100) return (Math.floor(percent * 1e4) / 1e4).toFixed(4);
  return two;
}

export function statusLine(t: Translate, selected: number, total: number, rate: number, days: number): string {
  if (selected === 0) return t('foreverPrayer.statusNone');
  return t('foreverPrayer.status', { selected, total, rate: formatRate(rate), days });
}

export interface RarityNote {
  rarity: CharacterType;
  /** ISO time this rate applies from (null = the start). */
  date: string | null;
  count: number;
  /** Per character and for the whole rarity, percent. */
  each: number;
  all: number;
}

/** 'Generated Notes': one line per threshold, and the total daily rate per distinct date. */
export function rarityNotes(thresholds: readonly Threshold[]): { notes: RarityNote[]; totals: { date: string | null; total: number }[] } {
  const notes = thresholds.map((t) => ({
    rarity: t.rarity,
    date: t.date,
    count: t.count,
    each: t.count > 0 ? t.rate / t.count : 0,
    all: t.rate,
  }));
  const dates = [...new Set(thresholds.map((t) => t.date))].sort((a, b) =>
    a === null ? -1 : b === null ? 1 : Date.parse(a) - Date.parse(b),
  );
  const totals = dates.map((date) => {
    const at = date === null ? -Infinity : Date.parse(date);
    const rarities = [...new Set(thresholds.map((t) => t.rarity))];
    const total = rarities.reduce((sum, r) => sum + thresholdAt(thresholds, r, at).rate, 0);
    return { date, total: Math.round(total * 1e5) / 1e5 };
  });
  return { notes, totals };
}
