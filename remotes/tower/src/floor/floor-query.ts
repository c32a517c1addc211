/**
 * The floor a `floor` query asks for: parsed as a base-10 integer (leading digits count, as
 * parseInt reads them), at least 1. A missing or unreadable value means floor 1. The upper clamp
 * needs the floor list, so it is a separate step (clampFloor / resolveFloorQuery).
 */
export function parseFloorQuery(raw: string | null): number {
  const floor = Number.parseInt(raw ?? '', 10);
  if (Number.isNaN(floor) || floor < 1) return 1;
  // Keeps the title a plain run of digits ('Floor #1e+21' is not a floor).
  return Math.min(floor, Number.MAX_SAFE_INTEGER);
}

/** A floor kept inside 1..maxFloor; with no floor to choose from (maxFloor < 1) it is 1. */
export function clampFloor(floor: number, maxFloor: number): number {
  const whole = Number.isFinite(floor) ? Math.trunc(floor) : 1;
  return Math.max(1, Math.min(whole, Math.max(1, Math.trunc(maxFloor))));
}

/**
 * The floor to show for a `floor` query once the highest selectable floor is known, and whether
 * the URL must be rewritten (replace) to say so. A missing query stays missing: floor 1 is the
 * default and needs no rewrite. `maxFloor` null = the floor list is not loaded yet: no upper clamp,
 * no rewrite (a floor must not be corrected against a list that is not there).
 */
export function resolveFloorQuery(raw: string | null, maxFloor: number | null): { floor: number; rewrite: boolean } {
  const parsed = parseFloorQuery(raw);
  if (maxFloor === null) return { floor: parsed, rewrite: false };
  const floor = clampFloor(parsed, maxFloor);
  return { floor, rewrite: raw !== null && raw !== String(floor) };
}
