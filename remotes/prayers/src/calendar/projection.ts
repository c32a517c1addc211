import { personName, type NameSettings } from 'shared-domain/characters/display-name';
import type { CharacterThumbnail } from 'shared-domain/schemas/character-views';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import type { Translate } from '../messages/catalogue';
import { delayInWords, globalDelay, projectedDebuts, type GlobalDelay } from './projection-rule';
import { byStart, isRerun, toEvent, type ScheduleEvent, type SchedulePrayer } from './schedule-model';

const DAY_MS = 86_400_000;

/** Projections further out than this are guesses on guesses: the lane stops there. */
export const PROJECTION_HORIZON_DAYS = 182;

/** A debut with no prayer in the content is drawn this long: the usual run of a unit's debut prayer. */
export const DEBUT_RUN_DAYS = 14;

/** How the lane's dates are made, said wherever they are shown (`delay`: the measured one, in words). */
export const projectionNote = (t: Translate, delay: GlobalDelay | null): string =>
  t('calendar.projectionNote', { hasDelay: delay ? 'yes' : 'no', delay: delay ? delayInWords(t, delay) : '', days: DEBUT_RUN_DAYS });

/** A unit as the API's release lists send it: its thumbnail with its JP release date. */
export type ReleasedUnit = CharacterThumbnail & { jpDebut?: string | null };

/** A prayer the lane draws: one of the content's, or a debut made up for a unit (its id negated). */
export type ProjectedPrayer<P extends SchedulePrayer> = P | DebutPrayer;
type DebutPrayer = SchedulePrayer & { stepUps: []; rateUp: { cards: [] } };

/** The lane's prayers, at their projected dates, and the delay they were moved by. */
export interface Projection<P extends SchedulePrayer> {
  prayers: ProjectedPrayer<P>[];
  delay: GlobalDelay | null;
}

/**
 * The projection lane (JP content on only): each unit out in JP that the global version lacks, at
 * its JP release plus the global delay (`projection-rule.ts`). A prayer of the content not started
 * yet that features the unit gives it its name, kind and length; the date is always the projected
 * one. With JP content off it is empty, whatever the content holds: the one spoiler gate.
 * Prayers, not events, so that the calendar's filters apply to the lane as to the schedule.
 */
export function projectedPrayers<P extends SchedulePrayer>(
  t: Translate,
  prayers: readonly P[],
  units: readonly ReleasedUnit[],
  { jpContent, now }: { jpContent: boolean; now: number },
  names: NameSettings = DEFAULT_SETTINGS,
): Projection<P> {
  if (!jpContent) return { prayers: [], delay: null };
  const pairs = units.map((u) => ({ id: u.id, jpDebut: u.jpDebut ?? null, debut: u.debut ?? null }));
  const delay = globalDelay(pairs, now);
  if (!delay) return { prayers: [], delay: null };
  const byId = new Map(units.map((u) => [u.id, u]));
  const out: ProjectedPrayer<P>[] = [];
  const used = new Set<number>();
  for (const debut of projectedDebuts(pairs, delay, now, PROJECTION_HORIZON_DAYS)) {
    const start = Date.parse(debut.start);
    const own = debutPrayerOf(prayers, debut.id, now, used);
    if (own) used.add(own.id);
    out.push(own ? movedTo(own, start) : debutPrayer(t, byId.get(debut.id)!, start, names));
  }
  return { prayers: out, delay };
}

/** The lane's prayers as events, marked estimated (JP content is on here, so every rate-up is named). */
export function projectedEvents(prayers: readonly SchedulePrayer[], now: number, names: NameSettings = DEFAULT_SETTINGS): ScheduleEvent[] {
  const out: ScheduleEvent[] = [];
  for (const p of prayers) {
    const event = toEvent(p, { jpContent: true, now }, true, names);
    if (event) out.push(event);
  }
  return out.sort(byStart);
}

/** The unit's debut prayer in the content: the first not started by now that features it and is no rerun (nor taken). */
function debutPrayerOf<P extends SchedulePrayer>(
  prayers: readonly P[],
  unit: number,
  now: number,
  used: ReadonlySet<number>,
): P | undefined {
  let first: P | undefined;
  for (const p of prayers) {
    const start = Date.parse(p.start);
    if (used.has(p.id) || start <= now || isRerun(p.name) || !p.rateUp.characters.some((c) => c.character === unit)) continue;
    if (!first || start < Date.parse(first.start)) first = p;
  }
  return first;
}

const iso = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** The content's prayer at the projected date, its length kept. */
function movedTo<P extends SchedulePrayer>(p: P, start: number): P {
  return { ...p, start: iso(start), end: iso(start + Date.parse(p.end) - Date.parse(p.start)) };
}

/** A debut prayer for a unit the content has no prayer for: its id is the unit's negated, which no prayer has. */
function debutPrayer(t: Translate, u: ReleasedUnit, start: number, names: NameSettings): DebutPrayer {
  const name = u.name?.en ?? `#${u.id}`;
  return {
    id: -u.id,
    // The prayer is named after the unit, so its title follows the name settings too.
    name: t('calendar.debutPrayer', { name: u.name ? personName(u.name, names) : name }),
    start: iso(start),
    end: iso(start + DEBUT_RUN_DAYS * DAY_MS),
    prayerTypes: ['normal'],
    stepUps: [],
    rateUp: { characters: [{ character: u.id, name, type: u.type, img: u.img, thumbnail: u }], cards: [] },
  };
}
