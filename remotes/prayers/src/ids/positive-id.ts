/**
 * A prayer or forever-prayer id from the URL: digits only, a positive safe integer. Anything else
 * (blank, signs, decimals, 'fp-3', overflow) is no id at all, so a page never asks for a bad one.
 */
export function parsePositiveId(raw: string | null | undefined): number | null {
  const value = raw?.trim() ?? '';
  if (!/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
