import type { RollBody } from 'shared-domain/schemas/api/prayers';
import type { CompiledPrayer } from './compile-prayer';
import { drawStage } from './draw-stage';
import { gcPullsBefore, isRefusal, planPull, type PullRefusal } from './pull-plan';
import type { Rng } from './prng';

/** A simulated pull: the drawn pool indexes and the totals of the response. */
export interface RollOutcome {
  indexes: number[];
  coin: number;
  sc: number;
  gc: number;
  dust: number;
  pullNo: number;
  sbNo: number;
  disableSU: boolean;
  isGCDisabled: boolean;
}

/** Pure: the same compiled prayer, request and generator state give the same outcome. */
export const roll = (compiled: CompiledPrayer, req: RollBody, rng: Rng): RollOutcome | PullRefusal => {
  const { prayer, pool } = compiled;
  const plan = planPull(prayer, pool, req);
  if (isRefusal(plan)) return plan;
  const table = pool[plan.chance];
  if (!table) return { status: 422, message: `type: prayer ${prayer.id} has no ${plan.chance.toUpperCase()} chances` };

  const indexes = drawStage(table, pool.entries, plan.rules, rng);
  let coin = 0;
  let gotPickUp = false;
  for (const i of indexes) {
    coin += compiled.tokens[i] ?? 0;
    if (pool.entries[i]?.isPickUp) gotPickUp = true;
  }
  const pullNo = req.pullNo + 1;
  const limit = prayer.gcRules.limit;
  const gcPulls = gcPullsBefore(prayer, req) + (plan.isGcPull ? 1 : 0);
  const isGCDisabled =
    pool.gc === null ||
    (limit !== null && gcPulls >= limit) ||
    (prayer.max !== null && pullNo >= prayer.max) ||
    (plan.isGcPull && prayer.gcRules.disableOnPickUp && gotPickUp);
  return {
    indexes,
    coin,
    sc: plan.sc,
    gc: plan.gc,
    dust: plan.dust,
    pullNo,
    sbNo: req.type === 'step-up' ? req.sbNo : -1,
    disableSU: plan.stepUpDone,
    isGCDisabled,
  };
};

/** The response body, assembled from the pre-serialized items (no per-item JSON.stringify). */
export const serializeOutcome = (compiled: CompiledPrayer, o: RollOutcome): string => {
  let result = '';
  for (let k = 0; k < o.indexes.length; k++) result += (k ? ',' : '') + (compiled.itemJson[o.indexes[k] ?? 0] ?? 'null');
  return (
    `{"error":false,"result":[${result}],"coin":${o.coin},"sc":${o.sc},"gc":${o.gc},"dust":${o.dust},` +
    `"pullNo":${o.pullNo},"sbNo":${o.sbNo},"disableSU":${o.disableSU},"isGCDisabled":${o.isGCDisabled}}`
  );
};
