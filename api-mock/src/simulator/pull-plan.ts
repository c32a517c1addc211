import { MULTI_PULL_COUNT } from 'shared-domain/constants/prayer-kinds';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { RollBody } from 'shared-domain/schemas/api/prayers';
import type { ChanceKind, CompiledPool } from './compiled-pool';
import { PLAIN, type StageRules } from './draw-stage';

/** What one roll request draws and costs, decided from the prayer's rules before any draw. */
export interface PullPlan {
  chance: ChanceKind;
  rules: StageRules;
  sc: number;
  gc: number;
  dust: number;
  /** A `gc` pull: counts toward the GC rules (limit, disable on pick-up). */
  isGcPull: boolean;
  /** For step-up pulls: this was the last stage. */
  stepUpDone: boolean;
}

/** A request the prayer cannot take: 409 = the session's state forbids it, 422 = the prayer never offers it. */
export interface PullRefusal {
  status: 409 | 422;
  message: string;
}

const refuse = (status: 409 | 422, message: string): PullRefusal => ({ status, message });

/**
 * Pull types: single (1 draw) and multi (10) are paid in SC with SC chances, or in GC with GC chances
 * when the prayer takes no SC; gc is a 10-pull in GC; step-up is the stage `suNo` of step-up `sbNo`.
 * `pullNo` counts the session's earlier pulls (pull limit `max`); the GC limit counts GC pulls (`gcNo`).
 */
export const planPull = (prayer: Prayer, pool: CompiledPool, req: RollBody): PullPlan | PullRefusal => {
  if (prayer.max !== null && req.pullNo >= prayer.max) {
    return refuse(409, `pullNo: prayer ${prayer.id} allows ${prayer.max} pull(s) per session`);
  }
  const scDisabled = prayer.opts.disableSC || prayer.flags.gcOnly;
  const table = (kind: ChanceKind): boolean => pool[kind] !== null;

  if (req.type === 'single' || req.type === 'multi') {
    const count = req.type === 'single' ? 1 : MULTI_PULL_COUNT;
    const chance: ChanceKind = scDisabled ? 'gc' : 'sc';
    if (!table(chance)) return refuse(422, `type: prayer ${prayer.id} has no ${chance.toUpperCase()} chances`);
    return {
      chance,
      rules: PLAIN(count),
      sc: scDisabled ? 0 : prayer.scCost * count,
      gc: scDisabled ? prayer.gcCost * count : 0,
      dust: prayer.dust * count,
      isGcPull: false,
      stepUpDone: false,
    };
  }

  if (req.type === 'gc') {
    if (!table('gc')) return refuse(422, `type: prayer ${prayer.id} has no GC pulls`);
    const limit = prayer.gcRules.limit;
    if (limit !== null && gcPullsBefore(prayer, req) >= limit) return refuse(409, `gcNo: the GC limit of ${limit} pull(s) is reached`);
    return {
      chance: 'gc',
      rules: PLAIN(MULTI_PULL_COUNT),
      sc: 0,
      gc: prayer.gcCost * MULTI_PULL_COUNT,
      dust: prayer.dust * MULTI_PULL_COUNT,
      isGcPull: true,
      stepUpDone: false,
    };
  }

  // step-up
  const count = prayer.stepUps.length;
  if (count === 0) return refuse(422, `type: prayer ${prayer.id} has no step-ups`);
  if (req.sbNo < 0 || req.sbNo >= count) return refuse(422, `sbNo: expected 0..${count - 1} for prayer ${prayer.id}`);
  const stepUp = prayer.stepUps[req.sbNo];
  if (!stepUp) return refuse(422, `sbNo: no step-up ${req.sbNo}`);
  const stages = stepUp.stepItems.length;
  if (req.suNo < 0) return refuse(422, 'suNo: a step-up pull needs its stage (0-based)');
  const stage = stepUp.stepItems[req.suNo];
  if (!stage) return refuse(409, `suNo: step-up ${req.sbNo + 1} has only ${stages} stage(s) and is finished`);
  if (!table('gc')) return refuse(422, `type: prayer ${prayer.id} has no GC chances for step-ups`);
  return {
    chance: 'gc',
    rules: {
      count: MULTI_PULL_COUNT,
      multiplier: stage.multiplier,
      guaranteedCharas: stage.guaranteed,
      pickUpGuaranteed: stage.pickUpGuaranteed,
    },
    sc: 0,
    gc: stage.cost,
    dust: stage.dust,
    isGcPull: false,
    stepUpDone: req.suNo + 1 >= stages,
  };
};

export const isRefusal = <T extends object>(p: T | PullRefusal): p is PullRefusal => 'status' in p && 'message' in p;

/** GC pulls the session made before this one: `gcNo`, else every pull when the prayer only takes GC. */
export const gcPullsBefore = (prayer: Prayer, req: RollBody): number =>
  req.gcNo ?? (prayer.opts.disableSC || prayer.flags.gcOnly ? req.pullNo : 0);
