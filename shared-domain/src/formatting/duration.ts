import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE, MS_PER_SECOND } from './time-split';

/** Thrown for a duration string that is not days/hours/minutes/seconds like '1d2h30m10s'. */
export class DurationParseError extends Error {
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(
      `Invalid duration ${JSON.stringify(input)}: ${reason}. Expected parts like 1d2h30m10s (days, hours, minutes, seconds, in that order, each optional).`,
    );
    this.name = 'DurationParseError';
  }
}

const UNIT_MS = { d: MS_PER_DAY, h: MS_PER_HOUR, m: MS_PER_MINUTE, s: MS_PER_SECOND } as const;
type Unit = keyof typeof UNIT_MS;
const ORDER: readonly Unit[] = ['d', 'h', 'm', 's'];

/**
 * '1d2h30m10s' → 95 410 000 ms. Whole numbers, units d/h/m/s in that order, each
 * at most once; case and spaces between parts do not matter. Anything else throws a
 * DurationParseError naming the input, never NaN.
 */
export function parseDuration(input: string): number {
  const text = input.trim().toLowerCase();
  if (text === '') throw new DurationParseError(input, 'it is empty');
  const part = /\s*(\d+)\s*([a-z]+)/y;
  let total = 0;
  let lastUnit = -1;
  let at = 0;
  while (at < text.length) {
    part.lastIndex = at;
    const m = part.exec(text);
    if (!m) throw new DurationParseError(input, `unexpected ${JSON.stringify(text.slice(at).trim().slice(0, 12))}`);
    const [, digits = '', unit = ''] = m;
    const index = ORDER.indexOf(unit as Unit);
    if (index < 0) throw new DurationParseError(input, `unknown unit ${JSON.stringify(unit)}`);
    if (index <= lastUnit) throw new DurationParseError(input, `'${unit}' is repeated or out of order`);
    lastUnit = index;
    total += Number(digits) * UNIT_MS[unit as Unit];
    at = part.lastIndex;
  }
  if (!Number.isSafeInteger(total)) throw new DurationParseError(input, 'it is too long');
  return total;
}

/** The same without throwing: the milliseconds, or the error's message. */
export function tryParseDuration(input: string): { ok: true; ms: number } | { ok: false; error: string } {
  try {
    return { ok: true, ms: parseDuration(input) };
  } catch (e) {
    if (e instanceof DurationParseError) return { ok: false, error: e.message };
    throw e;
  }
}

/** The inverse for whole seconds: 95 410 000 → '1d2h30m10s'; zero parts are left out, 0 → '0s'. */
export function formatDurationString(ms: number): string {
  let rest = Math.max(0, Math.floor(ms / MS_PER_SECOND)) * MS_PER_SECOND;
  let out = '';
  for (const unit of ORDER) {
    const n = Math.floor(rest / UNIT_MS[unit]);
    rest -= n * UNIT_MS[unit];
    if (n > 0) out += `${n}${unit}`;
  }
  return out || '0s';
}
