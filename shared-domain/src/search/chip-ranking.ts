/**
 * Suggestions of a chip input: chosen items are never suggested again; an exact
 * match comes first, then names containing the text, then alias matches; each tier alphabetical
 * unless sorting is turned off (then the options' own order).
 */
export interface ChipOption {
  value: string;
  label: string;
  aliases?: readonly string[];
}

/** Letters, digits, hyphen and apostrophe: the default characters a chip input accepts. */
export const DEFAULT_CHIP_ALLOWED = /[\p{L}\p{N}'-]/u;
/** Story-card featured characters: letters, digits and apostrophe. */
export const FEATURED_CHIP_ALLOWED = /[\p{L}\p{N}']/u;

/** Keeps only the characters `allowed` accepts (tested one character at a time). */
export function keepAllowed(text: string, allowed: RegExp = DEFAULT_CHIP_ALLOWED): string {
  // A global or sticky pattern would carry lastIndex between calls; test with a clean copy.
  const one = new RegExp(`^(?:${allowed.source})$`, allowed.flags.replace(/[gy]/g, ''));
  return Array.from(text)
    .filter((ch) => one.test(ch))
    .join('');
}

const norm = (s: string) => s.toLocaleLowerCase('en').trim();

const TIER_EXACT = 0;
const TIER_SUBSTRING = 1;
const TIER_ALIAS = 2;

/** Which tier `option` falls in for `query` (already normalised), or null when it does not match. */
function tierOf(option: ChipOption, query: string): number | null {
  const label = norm(option.label);
  if (label === query) return TIER_EXACT;
  if (label.includes(query)) return TIER_SUBSTRING;
  if (option.aliases?.some((a) => norm(a).includes(query))) return TIER_ALIAS;
  return null;
}

export interface RankOptions {
  /** Values already chosen: left out. */
  chosen?: readonly string[];
  /** Alphabetical within each tier (default true); false keeps the options' order. */
  sort?: boolean;
  /** At most this many suggestions. */
  limit?: number;
}

export function rankChipOptions(
  options: readonly ChipOption[],
  query: string,
  { chosen = [], sort = true, limit }: RankOptions = {},
): ChipOption[] {
  const q = norm(query);
  const taken = new Set(chosen);
  const ranked = options
    .map((option, index) => ({ option, index, tier: q === '' ? TIER_SUBSTRING : tierOf(option, q) }))
    .filter((r): r is { option: ChipOption; index: number; tier: number } => r.tier !== null && !taken.has(r.option.value))
    .sort((a, b) => a.tier - b.tier || (sort ? a.option.label.localeCompare(b.option.label, 'en') : 0) || a.index - b.index)
    .map((r) => r.option);
  return limit === undefined ? ranked : ranked.slice(0, Math.max(0, limit));
}
