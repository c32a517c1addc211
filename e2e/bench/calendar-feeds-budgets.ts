// The calendar feeds' budgets (issue 46): each feed of the 10× content made in time once the
// server is warm, and small enough for a calendar app to poll.

export const CALENDAR_FEED_BUDGETS = {
  /** The median time to make a feed afresh, on a warm server. */
  madeMs: 50,
  /** A feed's body as sent to an app that asks for no compression. */
  bytes: 300 * 1024,
};

/** One feed's figures: request times (ms) when the feed is made afresh, and its size. */
export interface FeedFigures {
  feed: string;
  madeMs: number[];
  bytes: number;
}

/** The p-th percentile (0 to 100) by nearest rank; NaN for no figures. */
export function percentile(xs: readonly number[], p: number): number {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** What a feed breaches (empty when it meets both budgets); a feed with no figures breaches. */
export function feedBreaches({ feed, madeMs, bytes }: FeedFigures, medianMs: number): string[] {
  const b = CALENDAR_FEED_BUDGETS;
  const out: string[] = [];
  if (!(medianMs <= b.madeMs)) out.push(`${feed}: made in ${medianMs.toFixed(1)} ms (median) > ${b.madeMs} ms`);
  if (!(bytes <= b.bytes)) out.push(`${feed}: ${(bytes / 1024).toFixed(1)} KB > ${b.bytes / 1024} KB`);
  if (madeMs.length === 0) out.push(`${feed}: no request answered`);
  return out;
}
