import { randomFillSync } from 'node:crypto';
import type { PullType } from 'shared-domain/constants/prayer-kinds';
import type { RollRequest } from 'shared-domain/schemas/roll-result';
import { sfc32, type Rng } from './prng';

/** A client-chosen seed: an integer or a short string. */
export type Seed = number | string;

/** cyrb128: hashes a string into four 32-bit words to seed sfc32. */
const cyrb128 = (str: string): [number, number, number, number] => {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < str.length; i++) {
    const k = str.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
};

/** What a pull's random stream is derived from, besides the seed. */
export interface PullStream {
  prayerId: number;
  type: PullType;
  /** Step-up index and stage (both -1 for other pull types). */
  sbNo: number;
  suNo: number;
  pullNo: number;
}

/** The stream of one roll request: the stage only counts for step-up pulls (others send -1 anyway). */
export const streamOf = (req: Pick<RollRequest, 'id' | 'type' | 'sbNo' | 'suNo' | 'pullNo'>): PullStream => ({
  prayerId: req.id,
  type: req.type,
  sbNo: req.type === 'step-up' ? req.sbNo : -1,
  suNo: req.type === 'step-up' ? req.suNo : -1,
  pullNo: req.pullNo,
});

/**
 * The generator for one pull request. With a seed, the stream is derived from (seed, prayer, pull
 * type, step-up stage, pullNo): a replay of a seeded session repeats every pull exactly, while two
 * prayers, two pull types or two stages never share a stream (a seeded single is not the first draw
 * of the seeded multi). The type tag keeps the string seed "1" and the number seed 1 apart.
 * Without a seed the stream is fresh randomness.
 */
export const rngFor = (seed: Seed | undefined, stream: PullStream): Rng => {
  if (seed === undefined) {
    const words = new Uint32Array(4);
    randomFillSync(words);
    return sfc32(words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0);
  }
  const key = `${typeof seed === 'number' ? 'n' : 's'}:${seed}|p${stream.prayerId}|${stream.type}|${stream.sbNo}.${stream.suNo}|${stream.pullNo}`;
  const [a, b, c, d] = cyrb128(key);
  return sfc32(a, b, c, d);
};
