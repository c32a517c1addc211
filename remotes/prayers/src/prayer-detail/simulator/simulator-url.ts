import type { Message } from '../../messages/catalogue';
import type { Pull } from './simulator-session';

/**
 * The simulator's URL state: `seed` (the server's random stream) and `pulls` (the buttons pressed,
 * in order). A pasted link replays the same pulls with the same seed, so it shows the same results.
 */
export const SEED_PARAM = 'seed';
export const PULLS_PARAM = 'pulls';
/** A replay link holds at most this many pulls (the URL stays short; older pulls are not replayed). */
export const MAX_LOGGED_PULLS = 200;
/** Seeds are 1..999,999,999: short to read out and an integer every roll schema accepts. */
export const MAX_SEED = 999_999_999;

export function parseSeed(raw: string | null): { seed: number | null; problem: Message | null } {
  if (raw === null || raw.trim() === '') return { seed: null, problem: null };
  const value = raw.trim();
  if (/^\d{1,9}$/.test(value) && Number(value) >= 1) return { seed: Number(value), problem: null };
  return { seed: null, problem: { key: 'simulator.badSeed', values: { value, max: MAX_SEED } } };
}

/** A fresh seed from a [0, 1) source (Math.random in the page, a fixed function in tests). */
export const newSeed = (random: () => number): number => 1 + Math.floor(random() * MAX_SEED);

const code = (pull: Pull): string => {
  switch (pull.kind) {
    case 'single':
      return 's';
    case 'multi':
      return 'm';
    case 'gc':
      return 'g';
    default:
      return `u${pull.index}`;
  }
};

export const serialisePulls = (pulls: readonly Pull[]): string => pulls.slice(-MAX_LOGGED_PULLS).map(code).join('.');

/** Reads `pulls`; a bad entry stops the replay there (with a message) instead of guessing. */
export function parsePulls(raw: string | null): { pulls: Pull[]; problem: Message | null } {
  if (raw === null || raw.trim() === '') return { pulls: [], problem: null };
  const pulls: Pull[] = [];
  for (const part of raw.trim().toLowerCase().split('.')) {
    if (pulls.length >= MAX_LOGGED_PULLS) return { pulls, problem: { key: 'simulator.tooManyPulls', values: { max: MAX_LOGGED_PULLS } } };
    if (part === 's') pulls.push({ kind: 'single' });
    else if (part === 'm') pulls.push({ kind: 'multi' });
    else if (part === 'g') pulls.push({ kind: 'gc' });
    else if (/^u[1-9]\d{0,2}$/.test(part)) pulls.push({ kind: 'step-up', index: Number(part.slice(1)) });
    else return { pulls, problem: { key: 'simulator.badPull', values: { part } } };
  }
  return { pulls, problem: null };
}
