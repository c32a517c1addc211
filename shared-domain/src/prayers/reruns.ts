import type { PrayerType } from '../constants/prayer-kinds';

/**
 * Rerun history: which prayers featured a character (rated them up), grouped into runs, with the
 * waits between them. Pure; the views feed it the clock's time.
 */

const DAY_MS = 86_400_000;

/** The prayer fields the history reads: the content's prayers and the API's summaries both have them. */
export interface FeaturingPrayer {
  id: number;
  start: string;
  end: string;
  prayerType: PrayerType;
  rateUp: { characters: readonly { character: number }[] };
}

/** A prayer as a character's history keeps it. */
export interface FeaturedPrayer {
  id: number;
  start: string;
  end: string;
}

/**
 * Prayer types that never feature anyone: the standard and ritual prayers are permanent pools (a
 * unit in them is always there, so its "run" would never end), and free rituals and forever prayers
 * let the player pick from a list. In the content none of them rates a unit up; the rule keeps a
 * rate-up written there by mistake from counting as a return.
 */
const NOT_FEATURING: ReadonlySet<PrayerType> = new Set<PrayerType>(['standard', 'ritual', 'free-ritual', 'forever-prayer']);

export const featuresCharacters = (prayer: { prayerType: PrayerType }): boolean => !NOT_FEATURING.has(prayer.prayerType);

const oldestFirst = (a: FeaturedPrayer, b: FeaturedPrayer): number => Date.parse(a.start) - Date.parse(b.start) || a.id - b.id;

/**
 * Every character's featuring prayers, oldest first, whether started or not: the site's clock, not
 * the API's, decides which have started (as the prayer list does).
 */
export function featuredPrayersByCharacter<P extends FeaturingPrayer>(prayers: readonly P[]): Map<number, P[]> {
  const byCharacter = new Map<number, P[]>();
  for (const prayer of prayers) {
    if (!featuresCharacters(prayer)) continue;
    // A unit listed twice in one prayer is featured once.
    for (const character of new Set(prayer.rateUp.characters.map((r) => r.character))) {
      const list = byCharacter.get(character);
      if (list) list.push(prayer);
      else byCharacter.set(character, [prayer]);
    }
  }
  for (const list of byCharacter.values()) list.sort(oldestFirst);
  return byCharacter;
}

/** One stretch of time the character could be pulled at rate-up: its prayers that overlap or follow on. */
export interface Run<P extends FeaturedPrayer = FeaturedPrayer> {
  start: string;
  end: string;
  prayers: P[];
}

export interface RerunHistory<P extends FeaturedPrayer = FeaturedPrayer> {
  /** The prayers that have started by `now`, oldest first: "featured in N prayers". */
  prayers: P[];
  runs: Run<P>[];
  /** Whole days from each run's end to the next run's start (one fewer than the runs). */
  gaps: number[];
  /** Start of the latest prayer started; null when none has. */
  lastFeatured: string | null;
  /** A run is on at `now`. */
  ongoing: boolean;
  /** Whole days since the last run ended; null while one is on, or before any. */
  currentWait: number | null;
  /** The longest of the gaps and the current wait (a wait still going on is a wait too); null without either. */
  longestWait: number | null;
}

/** Whole days from `from` to `to` (floored); ISO strings or ms. */
export const wholeDays = (from: string | number, to: string | number): number => {
  const a = typeof from === 'number' ? from : Date.parse(from);
  const b = typeof to === 'number' ? to : Date.parse(to);
  return Math.floor((b - a) / DAY_MS);
};

/**
 * One character's history at `now` from the prayers that featured them (any order). Prayers not
 * started are left out (the game has not announced them). Prayers that overlap or touch are one
 * run: a festival's Seal Crystal and God Crystal prayers run side by side, and a prayer that takes
 * over the day another ends leaves no wait, so neither is a return.
 */
export function rerunHistory<P extends FeaturedPrayer>(featured: readonly P[], now: number): RerunHistory<P> {
  const prayers = featured.filter((p) => Date.parse(p.start) <= now).sort(oldestFirst);
  const runs: Run<P>[] = [];
  for (const prayer of prayers) {
    const last = runs.at(-1);
    if (last && Date.parse(prayer.start) <= Date.parse(last.end)) {
      last.prayers.push(prayer);
      if (Date.parse(prayer.end) > Date.parse(last.end)) last.end = prayer.end;
    } else {
      runs.push({ start: prayer.start, end: prayer.end, prayers: [prayer] });
    }
  }
  const gaps = runs.slice(1).map((run, i) => wholeDays(runs[i]!.end, run.start));
  const lastRun = runs.at(-1);
  const ongoing = lastRun !== undefined && Date.parse(lastRun.end) > now;
  const currentWait = lastRun === undefined || ongoing ? null : wholeDays(lastRun.end, now);
  const waits = currentWait === null ? gaps : [...gaps, currentWait];
  return {
    prayers,
    runs,
    gaps,
    lastFeatured: prayers.at(-1)?.start ?? null,
    ongoing,
    currentWait,
    longestWait: waits.length ? Math.max(...waits) : null,
  };
}

/** Every character featured by a prayer started at `now`, with their history. */
export function rerunHistories<P extends FeaturingPrayer>(prayers: readonly P[], now: number): Map<number, RerunHistory<P>> {
  const out = new Map<number, RerunHistory<P>>();
  for (const [character, featured] of featuredPrayersByCharacter(prayers)) {
    const history = rerunHistory(featured, now);
    if (history.prayers.length) out.set(character, history);
  }
  return out;
}
