// The site-wide search's budgets (issue 47), all at 4× CPU: the index small enough for a phone,
// the box quick to open, each keystroke's results on screen within a frame or three, and the
// results page quick on the server.

export const SEARCH_BUDGETS = {
  /** Each index of the committed content (JP content off and on), as sent gzipped. */
  indexGzipBytes: 80 * 1024,
  /** INP of opening the box from the navbar button. */
  openInpMs: 100,
  /** The longest keystroke, from the key to the paint that shows its results, with 10× content. */
  keystrokeMs: 50,
  /** The results page's server render, p95 over distinct queries. */
  resultsPageP95Ms: 30,
};

/** One Event Timing entry of a keystroke (PerformanceEventTiming's fields the bench reads). */
export interface KeyEventEntry {
  name: string;
  interactionId: number;
  duration: number;
}

/**
 * Each keystroke's time from the key to the next paint: the longest entry of each interaction
 * (keydown, input and keyup of one key share an id), in the order the keys were typed. Entries
 * that belong to no interaction (id 0) are not a key the player pressed.
 */
export function keystrokeTimes(entries: readonly KeyEventEntry[]): number[] {
  const byInteraction = new Map<number, number>();
  for (const e of entries) {
    if (e.interactionId === 0) continue;
    byInteraction.set(e.interactionId, Math.max(byInteraction.get(e.interactionId) ?? 0, e.duration));
  }
  return [...byInteraction.entries()].sort((a, b) => a[0] - b[0]).map(([, ms]) => ms);
}

export interface SearchFigures {
  /** The gzipped size of each index, by variant. */
  indexGzipBytes: Record<string, number>;
  /** Median over runs of the box's opening INP, by content scale ('1', '10'). */
  openInpMs: Record<string, number>;
  /** Median over runs of the longest keystroke with 10× content. */
  keystrokeMs: number;
  resultsPageP95Ms: number;
}

/** What breaches a budget (empty when every one is met); a figure that could not be measured (NaN) breaches. */
export function searchBreaches(f: SearchFigures): string[] {
  const b = SEARCH_BUDGETS;
  const out: string[] = [];
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const [variant, bytes] of Object.entries(f.indexGzipBytes))
    if (!(bytes <= b.indexGzipBytes)) out.push(`index (${variant}): ${kb(bytes)} gzip > ${kb(b.indexGzipBytes)}`);
  for (const [scale, ms] of Object.entries(f.openInpMs))
    if (!(ms <= b.openInpMs)) out.push(`opening the box (content ×${scale}): INP ${ms.toFixed(0)} ms > ${b.openInpMs} ms`);
  if (!(f.keystrokeMs <= b.keystrokeMs)) out.push(`longest keystroke (content ×10): ${f.keystrokeMs.toFixed(0)} ms > ${b.keystrokeMs} ms`);
  if (!(f.resultsPageP95Ms <= b.resultsPageP95Ms))
    out.push(`results page render: p95 ${f.resultsPageP95Ms.toFixed(1)} ms > ${b.resultsPageP95Ms} ms`);
  return out;
}
