// The static floor's text is made to compress as the home does: its bytes on the wire, not only its
// bytes of HTML, decide how long a slow network takes to bring it.

/**
 * The `fresh` in 1..max whose wire size comes closest to `target` (the smaller `fresh` on a tie),
 * found by halving, `wireOf` taken as growing with `fresh`. Past either end, the end. Compression
 * does not grow smoothly, so every size tried on the way counts, not only the last two.
 */
export async function fitWireSize(
  target: number,
  max: number,
  wireOf: (fresh: number) => Promise<number>,
): Promise<{ fresh: number; wire: number }> {
  let best: { fresh: number; wire: number } | undefined;
  const measure = async (fresh: number) => {
    const tried = { fresh, wire: await wireOf(fresh) };
    const off = (x: { wire: number }) => Math.abs(x.wire - target);
    if (!best || off(tried) < off(best) || (off(tried) === off(best) && fresh < best.fresh)) best = tried;
    return tried;
  };
  let lo = await measure(1);
  if (lo.wire >= target) return lo;
  let hi = await measure(max);
  if (hi.wire < target) return hi;
  // Kept true throughout: lo's wire is below the target, hi's at or above it.
  while (hi.fresh - lo.fresh > 1) {
    const mid = await measure(Math.floor((lo.fresh + hi.fresh) / 2));
    if (mid.wire >= target) hi = mid;
    else lo = mid;
  }
  return best!;
}
