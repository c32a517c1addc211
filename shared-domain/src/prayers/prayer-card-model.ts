import { formatNumber } from '../formatting/format-number';
import { durationText, prayerPhase, type PrayerPhase } from './prayer-schedule';

/**
 * What a prayer card shows, for the home page and the prayer list alike.
 * Pure: the card component feeds it the clock's time.
 */
export const MAX_CARD_RATE_UPS = 10;

/** At most 10 rate-up characters; above 10, nine and a '-- N more... --' line. */
export function cutRateUps<T>(items: readonly T[], max: number = MAX_CARD_RATE_UPS): { shown: T[]; more: number } {
  if (items.length <= max) return { shown: [...items], more: 0 };
  const keep = Math.max(0, max - 1);
  return { shown: items.slice(0, keep), more: items.length - keep };
}

export const moreRateUpsLabel = (more: number): string => `-- ${formatNumber(more)} more... --`;

/** 'Max: 1 pull', 'Max: 30 pulls'; null (no line) for an unlimited prayer. */
export function maxPullsLabel(max: number | null): string | null {
  if (max === null || !(max > 0)) return null;
  return `Max: ${formatNumber(max)} ${max === 1 ? 'pull' : 'pulls'}`;
}

/** 'Prayer #n': the prayer's number among prayers of its type (typeNo). */
export const prayerNumberLabel = (typeNo: number): string => `Prayer #${typeNo}`;

export interface PrayerCardInput {
  start: string;
  end: string;
  duration: number;
  max: number | null;
  typeNo: number;
}

export interface PrayerCardView {
  numberLabel: string;
  phase: PrayerPhase;
  /** 'Starts in' before the start, 'Ends in' while ongoing, null once ended. */
  countdownLabel: string | null;
  /** The instant the countdown runs to (ms), null once ended. */
  countdownTo: number | null;
  durationLabel: string;
  maxLabel: string | null;
}

export function prayerCardView(p: PrayerCardInput, now: number): PrayerCardView {
  const start = Date.parse(p.start);
  const end = Date.parse(p.end);
  const phase = prayerPhase(start, end, now);
  return {
    numberLabel: prayerNumberLabel(p.typeNo),
    phase,
    countdownLabel: phase === 'upcoming' ? 'Starts in' : phase === 'ongoing' ? 'Ends in' : null,
    countdownTo: phase === 'upcoming' ? start : phase === 'ongoing' ? end : null,
    durationLabel: durationText(p.duration),
    maxLabel: maxPullsLabel(p.max),
  };
}
