import type { ScheduleEvent } from './schedule-model';

/** A bar of the timeline: where it starts and how long it is, as fractions of the window. */
export interface TimelineBar {
  event: ScheduleEvent;
  lane: number;
  from: number;
  length: number;
  /** It began before the window / ends after it: the bar's edge says so. */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface Timeline {
  bars: TimelineBar[];
  lanes: number;
}

/**
 * The events over a window [from, to) as bars on lanes: each bar takes the lowest lane whose last
 * bar has ended by its start, so bars never overlap and the lanes stay few.
 */
export function timeline(events: readonly ScheduleEvent[], window: { from: number; to: number }): Timeline {
  const length = window.to - window.from;
  const laneEnds: number[] = [];
  const bars: TimelineBar[] = [];
  for (const event of events) {
    if (!(event.end > window.from && event.start < window.to)) continue;
    let lane = laneEnds.findIndex((end) => end <= event.start);
    if (lane < 0) lane = laneEnds.length;
    laneEnds[lane] = event.end;
    const start = Math.max(event.start, window.from);
    const end = Math.min(event.end, window.to);
    bars.push({
      event,
      lane,
      from: (start - window.from) / length,
      length: (end - start) / length,
      clippedStart: event.start < window.from,
      clippedEnd: event.end > window.to,
    });
  }
  return { bars, lanes: laneEnds.length };
}

/** Where `now` is on the window (0..1), or null outside it. */
export const nowAt = (now: number, window: { from: number; to: number }): number | null =>
  now >= window.from && now < window.to ? (now - window.from) / (window.to - window.from) : null;
