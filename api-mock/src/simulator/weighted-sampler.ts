import { below, type Rng } from './prng';

/**
 * Picks an index with probability weight/total by binary search over cumulative integer weights.
 * Integer weights + an unbiased integer draw make the sampling exact (no float drift).
 */
export class WeightedSampler {
  readonly total: number;
  private readonly cumulative: Float64Array;

  constructor(weights: readonly number[]) {
    this.cumulative = new Float64Array(weights.length);
    let sum = 0;
    weights.forEach((w, i) => {
      if (!Number.isInteger(w) || w < 0) throw new RangeError(`weight ${i} is not a non-negative integer: ${w}`);
      sum += w;
      this.cumulative[i] = sum;
    });
    if (sum <= 0 || sum > 0x1_0000_0000) throw new RangeError(`total weight out of range: ${sum}`);
    this.total = sum;
  }

  get size(): number {
    return this.cumulative.length;
  }

  /** Index of the first cumulative weight above a uniform draw in [0, total). */
  pick(rng: Rng): number {
    return this.indexOf(below(rng, this.total));
  }

  /** Maps a point in [0, total) to its index (exposed for tests). */
  indexOf(point: number): number {
    const cum = this.cumulative;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cum[mid] ?? 0) > point) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
