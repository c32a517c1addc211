/**
 * Dates of the search forms: calendar days in UTC written 'YYYY-MM-DD' ('' = no date). The day
 * is clamped to the month's length (2023-02-31 → 2023-02-28), month to 1..12.
 */
const ISO_DAY = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A valid 'YYYY-MM-DD', '' for blank, or null when the text is not a date at all. */
export function normaliseUtcDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const m = ISO_DAY.exec(trimmed);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Math.min(12, Math.max(1, Number(m[2])));
  const day = Math.min(daysInMonth(year, month), Math.max(1, Number(m[3])));
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Midnight UTC of the day, in ms (the start of a search range). */
export const utcDayStartMs = (isoDay: string): number => Date.parse(`${isoDay}T00:00:00Z`);
