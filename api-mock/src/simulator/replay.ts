import type { PullType } from 'shared-domain/constants/prayer-kinds';
import type { PrayerReplayResponse } from 'shared-domain/schemas/api/prayers';
import type { CompiledPrayer } from './compile-prayer';
import { isRefusal } from './pull-plan';
import { roll } from './roll';
import { rngFor, streamOf } from './seed';

/** One pull of a replay link: `s`, `m`, `g` or `u<n>` (step-up n, 1-based). */
const pullOf = (code: string): { type: PullType; stepUp: number } =>
  code === 's'
    ? { type: 'single', stepUp: -1 }
    : code === 'm'
      ? { type: 'multi', stepUp: -1 }
      : code === 'g'
        ? { type: 'gc', stepUp: -1 }
        : { type: 'step-up', stepUp: Number(code.slice(1)) - 1 };

/**
 * What a seeded session of the simulator drew: each pull asked with the session's state as the
 * page asks it (pulls made, GC pulls, each step-up's stage), so the same seed gives the same draws.
 * It stops where the page's buttons would: a pull the prayer refuses, or a GC pull once GC is closed.
 */
export function replaySession(compiled: CompiledPrayer, seed: number, codes: readonly string[]): PrayerReplayResponse {
  const { prayer } = compiled;
  const progress = prayer.stepUps.map(() => 0);
  const drawn: PrayerReplayResponse = { made: 0, asked: codes.length, characters: [], card5: 0, card4: 0, card3: 0 };
  let pullNo = 0;
  let gcNo = 0;
  let gcClosed = compiled.pool.gc === null;
  for (const code of codes) {
    const { type, stepUp } = pullOf(code);
    if (type === 'gc' && gcClosed) break;
    const req = { id: prayer.id, type, sbNo: stepUp, suNo: stepUp >= 0 ? (progress[stepUp] ?? 0) : -1, pullNo, gcNo, seed };
    const outcome = roll(compiled, req, rngFor(seed, streamOf(req)));
    if (isRefusal(outcome)) break;
    for (const index of outcome.indexes) {
      const item = compiled.items[index];
      if (!item) continue;
      if (item.type === 'chara') drawn.characters.push({ id: item.id, isPickUp: item.isPickUp });
      else if (item.metadata.stars === 5) drawn.card5++;
      else if (item.metadata.stars === 4) drawn.card4++;
      else if (item.metadata.stars === 3) drawn.card3++;
    }
    if (stepUp >= 0) {
      const stages = prayer.stepUps[stepUp]?.stepItems.length ?? 0;
      progress[stepUp] = outcome.disableSU ? stages : Math.min(stages, (progress[stepUp] ?? 0) + 1);
    }
    pullNo = outcome.pullNo;
    if (type === 'gc') gcNo++;
    gcClosed ||= outcome.isGCDisabled;
    drawn.made++;
  }
  return drawn;
}
