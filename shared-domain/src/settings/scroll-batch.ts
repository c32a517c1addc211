import { DEFAULT_SCROLL_BATCH } from './settings-model';

export const SCROLL_BATCH_MIN = 1;
export const SCROLL_BATCH_MAX = 1000;

/**
 * What the batch-size field shows while the visitor types: their digits exactly as typed, leading
 * zeros and an empty field included, and nothing else. Clamping waits for the commit, or typing
 * '05' would turn into 15 (the first key would already have become 1).
 */
export function scrollBatchDraft(text: string): string {
  return text.replace(/\D/g, '');
}

/**
 * The field's text: the draft while the visitor is editing (null when not), else the stored value,
 * blank staying blank.
 */
export const scrollBatchFieldText = (stored: number | null, draft: string | null): string =>
  draft ?? (stored === null ? '' : String(stored));

/**
 * The value a committed field (blur, Enter, leaving the page) holds: non-digits removed, clamped
 * to 1..1000; blank stays blank (the lists then use the default).
 */
export function parseScrollBatchInput(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  // Leading zeros carry no value ('00005' is 5, defect 15); only then does the length tell that a
  // number is too big, and long runs are clamped, never turned into Infinity or an exponent.
  const significant = digits.replace(/^0+/, '');
  const value = significant.length > 4 ? SCROLL_BATCH_MAX : Number(significant);
  return Math.min(SCROLL_BATCH_MAX, Math.max(SCROLL_BATCH_MIN, value));
}

/** A stored value as read at start-up: anything but an integer in range becomes the default 10. */
export function scrollBatchAtStartup(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= SCROLL_BATCH_MIN && value <= SCROLL_BATCH_MAX
    ? value
    : DEFAULT_SCROLL_BATCH;
}

/** The batch size lists use: the default while the field is blank. */
export const effectiveScrollBatch = (value: number | null): number => value ?? DEFAULT_SCROLL_BATCH;
