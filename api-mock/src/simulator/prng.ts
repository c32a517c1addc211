/**
 * sfc32: a small, fast 32-bit generator (PractRand-clean) with a 128-bit state, so that seeding
 * from a hash of (seed, pullNo) gives independent-looking streams. Returns unsigned 32-bit integers.
 */
export type Rng = () => number;

export const sfc32 = (a0: number, b0: number, c0: number, d0: number): Rng => {
  let a = a0 >>> 0;
  let b = b0 >>> 0;
  let c = c0 >>> 0;
  let d = d0 >>> 0;
  const next = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t;
  };
  // Discard the first outputs: sfc32's first values are weakly mixed from the raw seed words.
  for (let i = 0; i < 12; i++) next();
  return next;
};

const TWO_32 = 0x1_0000_0000;

/**
 * A uniform integer in [0, n) for 1 <= n <= 2^32, by rejection: no modulo bias, so sampling is exact
 * for integer weights.
 */
export const below = (rng: Rng, n: number): number => {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`below: bad bound ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  let x = rng();
  while (x >= limit) x = rng();
  return x % n;
};
