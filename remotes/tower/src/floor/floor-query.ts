/**
 * The floor a `floor` query asks for: parsed as a base-10 integer (leading digits count, as
 * parseInt reads them), at least 1. A missing or unreadable value means floor 1. The upper clamp to
 * the number of floors needs the floor list, so it happens where the data is.
 */
export function parseFloorQuery(raw: string | null): number {
  const floor = Number.parseInt(raw ?? '', 10);
  if (Number.isNaN(floor) || floor < 1) return 1;
  // Keeps the title a plain run of digits ('Floor #1e+21' is not a floor).
  return Math.min(floor, Number.MAX_SAFE_INTEGER);
}
