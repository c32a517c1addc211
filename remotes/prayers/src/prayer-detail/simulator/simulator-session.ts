import { COIN_METER_SCALE } from 'shared-domain/constants/prayer-kinds';
import type { Translate } from '../../messages/catalogue';

/**
 * The pull simulator's session: what the player pulled, the counters, the
 * step-up progress and the button states. Pure: the page feeds it the server's answers.
 */

/** One press of a simulator button. Step-ups are named by their 1-based index. */
export type Pull = { kind: 'single' } | { kind: 'multi' } | { kind: 'gc' } | { kind: 'step-up'; index: number };

/** What the session needs to know of the prayer. */
export interface SimulatorPrayer {
  id: number;
  max: number | null;
  gcCost: number;
  scCost: number;
  /** Single and multi pulls are paid in GC. */
  scDisabled: boolean;
  /** The pool has SC chances / GC chances. */
  hasSc: boolean;
  hasGc: boolean;
  stepUps: readonly { index: number; stepItems: readonly { cost: number }[] }[];
}

/** A drawn item as the roll answer gives it (the fields the counters read). */
export interface PulledItem {
  type: 'chara' | 'card';
  id: number;
  metadata: { stars?: number | undefined };
  isPickUp: boolean;
}

/** The roll answer's fields the session reads. */
export interface RollAnswer<I extends PulledItem = PulledItem> {
  result: I[];
  coin: number;
  sc: number;
  gc: number;
  dust: number;
  pullNo: number;
  disableSU: boolean;
  isGCDisabled: boolean;
}

export interface SessionCounters {
  characters: number;
  card5: number;
  card4: number;
  card3: number;
  /** Prayer tokens (coins): characters 10, 5★ 5, 4★ 3, 3★ 1, counted by the server. */
  tokens: number;
  sc: number;
  gc: number;
  dust: number;
}

export const ZERO_COUNTERS: SessionCounters = { characters: 0, card5: 0, card4: 0, card3: 0, tokens: 0, sc: 0, gc: 0, dust: 0 };

export type SessionPhase = 'idle' | 'pulling' | 'cooldown';

export interface SimulatorState<I extends PulledItem = PulledItem> {
  /** Bumped by reset, so an answer to a pull made before the reset is dropped. */
  epoch: number;
  phase: SessionPhase;
  /** The last pull's results (the 10 result cells). */
  results: I[];
  counters: SessionCounters;
  /** Pulls made this session (the roll's pullNo). */
  pullNo: number;
  /** GC pulls made this session (the GC limit counts these). */
  gcNo: number;
  /** Stages pulled per step-up, by position (index - 1). */
  stepUpProgress: number[];
  gcDisabled: boolean;
  /** The server's message for the last failed pull. */
  error: string | null;
  /** Every successful pull in order: replaying it with the same seed repeats the session. */
  log: Pull[];
}

export type SimulatorEvent<I extends PulledItem = PulledItem> =
  | { type: 'pull-started'; pull: Pull }
  | { type: 'pull-succeeded'; epoch: number; pull: Pull; answer: RollAnswer<I> }
  | { type: 'pull-failed'; epoch: number; message: string }
  | { type: 'cooldown-ended' }
  | { type: 'reset' };

/** Result buttons stay locked this long after results arrive (about 20 ms). */
export const PULL_COOLDOWN_MS = 20;
export const RESULT_CELLS = 10;

export function initialSession<I extends PulledItem>(prayer: SimulatorPrayer, epoch = 0): SimulatorState<I> {
  return {
    epoch,
    phase: 'idle',
    results: [],
    counters: ZERO_COUNTERS,
    pullNo: 0,
    gcNo: 0,
    stepUpProgress: prayer.stepUps.map(() => 0),
    gcDisabled: !prayer.hasGc,
    error: null,
    log: [],
  };
}

const count = (items: readonly PulledItem[]) => {
  let characters = 0;
  let card5 = 0;
  let card4 = 0;
  let card3 = 0;
  for (const item of items) {
    if (item.type === 'chara') characters++;
    else if (item.metadata.stars === 5) card5++;
    else if (item.metadata.stars === 4) card4++;
    else if (item.metadata.stars === 3) card3++;
  }
  return { characters, card5, card4, card3 };
};

export function simulatorReducer<I extends PulledItem>(
  prayer: SimulatorPrayer,
  state: SimulatorState<I>,
  event: SimulatorEvent<I>,
): SimulatorState<I> {
  switch (event.type) {
    case 'pull-started':
      if (state.phase !== 'idle' || !isPullEnabled(prayer, state, event.pull)) return state;
      return { ...state, phase: 'pulling', error: null };
    case 'pull-succeeded': {
      if (event.epoch !== state.epoch || state.phase !== 'pulling') return state;
      const { answer, pull } = event;
      const got = count(answer.result);
      const c = state.counters;
      let stepUpProgress = state.stepUpProgress;
      if (pull.kind === 'step-up') {
        const pos = pull.index - 1;
        const stages = prayer.stepUps[pos]?.stepItems.length ?? 0;
        stepUpProgress = state.stepUpProgress.map((done, i) =>
          i === pos ? (answer.disableSU ? stages : Math.min(stages, done + 1)) : done,
        );
      }
      return {
        ...state,
        phase: 'cooldown',
        results: answer.result.slice(0, RESULT_CELLS),
        counters: {
          characters: c.characters + got.characters,
          card5: c.card5 + got.card5,
          card4: c.card4 + got.card4,
          card3: c.card3 + got.card3,
          tokens: c.tokens + answer.coin,
          sc: c.sc + answer.sc,
          gc: c.gc + answer.gc,
          dust: c.dust + answer.dust,
        },
        pullNo: answer.pullNo,
        gcNo: state.gcNo + (pull.kind === 'gc' ? 1 : 0),
        stepUpProgress,
        gcDisabled: state.gcDisabled || answer.isGCDisabled,
        error: null,
        log: [...state.log, pull],
      };
    }
    case 'pull-failed':
      if (event.epoch !== state.epoch || state.phase !== 'pulling') return state;
      return { ...state, phase: 'idle', error: event.message };
    case 'cooldown-ended':
      return state.phase === 'cooldown' ? { ...state, phase: 'idle' } : state;
    case 'reset':
      return initialSession<I>(prayer, state.epoch + 1);
    default:
      return state;
  }
}

/** The pull limit of the prayer is used up. */
export const limitReached = (prayer: SimulatorPrayer, state: SimulatorState<PulledItem>): boolean =>
  prayer.max !== null && state.pullNo >= prayer.max;

/** Whether a pull could be made if nothing were in flight. */
export function isPullEnabled(prayer: SimulatorPrayer, state: SimulatorState<PulledItem>, pull: Pull): boolean {
  if (limitReached(prayer, state)) return false;
  switch (pull.kind) {
    case 'single':
    case 'multi':
      return prayer.scDisabled ? prayer.hasGc : prayer.hasSc;
    case 'gc':
      return prayer.hasGc && !state.gcDisabled;
    case 'step-up': {
      const stepUp = prayer.stepUps[pull.index - 1];
      if (!stepUp || !prayer.hasGc) return false;
      return (state.stepUpProgress[pull.index - 1] ?? 0) < stepUp.stepItems.length;
    }
    default:
      return false;
  }
}

export interface PullButton {
  pull: Pull;
  label: string;
  /** What the press costs, e.g. '150 SC' or '750 GC'; null once a step-up is finished. */
  cost: string | null;
  disabled: boolean;
}

/** Every button of the simulator, in order: single, multi, GC, then one per step-up, in the page's language. */
export function pullButtons(t: Translate, prayer: SimulatorPrayer, state: SimulatorState<PulledItem>): PullButton[] {
  const busy = state.phase !== 'idle';
  const cost = (amount: number) => t(prayer.scDisabled ? 'simulator.costGc' : 'simulator.costSc', { amount });
  const gc = (amount: number) => t('simulator.costGc', { amount });
  const unit = prayer.scDisabled ? prayer.gcCost : prayer.scCost;
  const button = (pull: Pull, label: string, cost: string | null): PullButton => ({
    pull,
    label,
    cost,
    disabled: busy || !isPullEnabled(prayer, state, pull),
  });
  return [
    button({ kind: 'single' }, t('simulator.single'), cost(unit)),
    button({ kind: 'multi' }, t('simulator.multi'), cost(unit * 10)),
    button({ kind: 'gc' }, t('simulator.gcMulti'), gc(prayer.gcCost * 10)),
    ...prayer.stepUps.map((s) => {
      const done = state.stepUpProgress[s.index - 1] ?? 0;
      const stage = s.stepItems[done];
      const label = stage
        ? t('simulator.stepUpStage', { index: s.index, stage: done + 1, stages: s.stepItems.length })
        : t('simulator.stepUpDone', { index: s.index });
      return button({ kind: 'step-up', index: s.index }, label, stage ? gc(stage.cost) : null);
    }),
  ];
}

/** The body of POST /api/prayers/roll for a pull (sbNo = index - 1 and suNo = the stage, else -1). */
export function rollRequest(prayer: SimulatorPrayer, state: SimulatorState<PulledItem>, pull: Pull, seed: number | null) {
  const stepUp = pull.kind === 'step-up';
  return {
    id: prayer.id,
    type: pull.kind,
    sbNo: stepUp ? pull.index - 1 : -1,
    suNo: stepUp ? (state.stepUpProgress[pull.index - 1] ?? 0) : -1,
    pullNo: state.pullNo,
    gcNo: state.gcNo,
    ...(seed === null ? {} : { seed }),
  };
}

/** The coin meter: tokens toward the next exchange on a scale of 60, and how many times it filled. */
export function coinMeter(tokens: number): { value: number; full: number; scale: number } {
  const t = Math.max(0, Math.floor(tokens));
  return { value: t % COIN_METER_SCALE, full: Math.floor(t / COIN_METER_SCALE), scale: COIN_METER_SCALE };
}
