import { byStart, toEvent, type ScheduleEvent, type SchedulePrayer } from './schedule-model';

const DAY_MS = 86_400_000;

/** Projections further out than this are guesses on guesses: the lane stops there. */
export const PROJECTION_HORIZON_DAYS = 182;

/** How the lane's dates are made, said wherever they are shown. */
export const PROJECTION_NOTE =
  'Estimated: the global version has not announced these prayers. Their dates follow the JP version’s schedule, ' +
  'moved by the delay the global version has kept so far (a new unit’s global date is its JP release plus that delay). ' +
  'They may move, or not come at all.';

/**
 * The projection lane (JP content on only): the prayers the content schedules after `now`, which
 * the global version has not announced, up to the horizon. With JP content off it is empty,
 * whatever the content holds: the one spoiler gate.
 */
export function projectedEvents(
  prayers: readonly SchedulePrayer[],
  { jpContent, now }: { jpContent: boolean; now: number },
): ScheduleEvent[] {
  if (!jpContent) return [];
  const horizon = now + PROJECTION_HORIZON_DAYS * DAY_MS;
  const out: ScheduleEvent[] = [];
  for (const p of prayers) {
    const start = Date.parse(p.start);
    if (!(start > now && start <= horizon)) continue;
    // JP content is on here, so every rate-up is named (the rule shows every unit then).
    const event = toEvent(p, { jpContent, now }, true);
    if (event) out.push(event);
  }
  return out.sort(byStart);
}
