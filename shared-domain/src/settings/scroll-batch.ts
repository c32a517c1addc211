import { DEFAULT_SCROLL_BATCH } from './settings-model';

export const SCROLL_BATCH_MIN = 1;
export const SCROLL_BATCH_MAX = 1000;

/**
 * What the batch-size field holds after a keystroke: non-digits removed, clamped to 1..1000,
 * and blank allowed while typing (spec section 5).
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
