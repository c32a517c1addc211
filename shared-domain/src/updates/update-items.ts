import type { UpdateEntry, UpdateItem } from '../schemas/update-log';

/** Sections of an update entry, in the order the log shows them. */
export const UPDATE_SECTIONS = [
  { key: 'features', title: 'Features' },
  { key: 'contents', title: 'Contents' },
  { key: 'fixes', title: 'Fixes' },
  { key: 'data', title: 'Data' },
] as const satisfies readonly { key: keyof UpdateEntry; title: string }[];

/** How many lines a home summary section may hold before it is cut (spec: maxLine − 1 lines, then 'Read More...'). */
export const SUMMARY_MAX_LINES = 5;

export interface TruncatedSection<T> {
  items: T[];
  /** True when lines were left out and a 'Read More...' link follows. */
  more: boolean;
}

/** A section of at most maxLine lines is shown whole; a longer one keeps maxLine − 1 lines and a 'Read More...'. */
export function truncateLines<T>(lines: readonly T[], maxLine = SUMMARY_MAX_LINES): TruncatedSection<T> {
  if (lines.length <= maxLine) return { items: [...lines], more: false };
  return { items: lines.slice(0, Math.max(0, maxLine - 1)), more: true };
}

/**
 * Spoiler items (JP content) stay hidden until their reveal time, unless JP content is on
 *. A spoiler with no reveal time is hidden until JP content is on.
 */
export function isItemVisible(item: Pick<UpdateItem, 'spoiler' | 'revealTime'>, now: number, jpContent: boolean): boolean {
  if (!item.spoiler || jpContent) return true;
  return item.revealTime !== null && Date.parse(item.revealTime) <= now;
}

/** The entry's items as the visitor may see them at `now`, sub-items filtered the same way. */
export function visibleItems(items: readonly UpdateItem[], now: number, jpContent: boolean): UpdateItem[] {
  return items
    .filter((item) => isItemVisible(item, now, jpContent))
    .map((item) => ({ ...item, subItems: item.subItems.filter((sub) => isItemVisible(sub, now, jpContent)) }));
}

/** The next instant a hidden spoiler of these entries is revealed, or null: lets the page re-render exactly then. */
export function nextReveal(entries: readonly UpdateEntry[], now: number): number | null {
  let next: number | null = null;
  for (const entry of entries) {
    for (const { key } of UPDATE_SECTIONS) {
      for (const item of entry[key]) {
        for (const i of [item, ...item.subItems]) {
          if (!i.spoiler || i.revealTime === null) continue;
          const at = Date.parse(i.revealTime);
          if (at > now && (next === null || at < next)) next = at;
        }
      }
    }
  }
  return next;
}

/** Only http(s) URLs and site paths become links (spec/issue 13: nothing else is rendered as a link). */
export function safeHref(url: string): string | null {
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
