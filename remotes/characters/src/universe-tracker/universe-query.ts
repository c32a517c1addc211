import { BASE_UNIVERSE, UNIVERSE_ARCS, UNIVERSE_CODE_PATTERN } from 'shared-domain/constants/universes';

/**
 * The universe a `universe` query names. Codes start with a capital letter (the spec writes the
 * default in lower case, 'l1'), so only the first letter is folded; anything else means L1.
 */
export function parseUniverseQuery(raw: string | null): string {
  const value = raw?.trim() ?? '';
  const code = value.charAt(0).toUpperCase() + value.slice(1);
  return UNIVERSE_CODE_PATTERN.test(code) ? code : BASE_UNIVERSE;
}

/** The arc name of A1..A8 ('Fantastic'), null for every other code. */
export const universeArc = (code: string): string | null =>
  Object.hasOwn(UNIVERSE_ARCS, code) ? (UNIVERSE_ARCS as Record<string, string>)[code]! : null;

/** 'A7 · Fantastic' for the arc universes A1..A8, the code alone otherwise. */
export function universeTitle(code: string): string {
  const arc = universeArc(code);
  return arc ? `${code} · ${arc}` : code;
}
