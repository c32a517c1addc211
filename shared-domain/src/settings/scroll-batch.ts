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
  // Long digit strings are clamped, never turned into Infinity or scientific notation.
  const value = digits.length > 4 ? SCROLL_BATCH_MAX : Number(digits);
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
