/** The base world. */
export const BASE_UNIVERSE = 'L1';

/** Arc names of the 'A' universes A1..A8. */
export const UNIVERSE_ARCS = {
  A1: 'Scarlet',
  A2: 'Cherry Blossom',
  A3: 'Eternal',
  A4: 'Flower',
  A5: 'Faith',
  A6: 'Subterranean',
  A7: 'Fantastic',
  A8: 'Desires',
} as const;
export type ArcUniverse = keyof typeof UNIVERSE_ARCS;
export const ARC_UNIVERSES = Object.keys(UNIVERSE_ARCS) as ArcUniverse[];

/** Universe codes are short labels such as L1, A7, A12&, C5>, L10.1 (letters, digits and a few marks). */
export const UNIVERSE_CODE_PATTERN = /^[A-Z][A-Za-z0-9.&<>='#-]{0,9}$/;

/**
 * Universal name: the plain name for L1 or no universe; name plus the arc in
 * brackets for an 'A' universe with a known arc; otherwise name plus the title in brackets.
 */
export function universalName(name: string, universe: string | null | undefined, title: string): string {
  if (!universe || universe === BASE_UNIVERSE) return name;
  const arc = (UNIVERSE_ARCS as Record<string, string>)[universe.replace(/[^A-Z0-9]+$/, '').replace(/^(A\d+)[A-Z]$/, '$1')];
  if (universe.startsWith('A') && arc) return `${name} (${arc})`;
  // Without a title there is nothing to put in brackets (e.g. 'A12&', an 'A' code with no arc).
  return title ? `${name} (${title})` : name;
}
