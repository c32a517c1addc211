import {
  coinMeter,
  initialSession,
  pullButtons,
  rollRequest,
  simulatorReducer,
  type PulledItem,
  type RollAnswer,
  type SimulatorEvent,
  type SimulatorPrayer,
  type SimulatorState,
} from './simulator-session';
import { en } from '../../messages/test-support/english';

const PRAYER: SimulatorPrayer = {
  id: 7,
  max: null,
  gcCost: 150,
  scCost: 100,
  scDisabled: false,
  hasSc: true,
  hasGc: true,
  stepUps: [
    { index: 1, stepItems: [{ cost: 500 }, { cost: 750 }] },
    { index: 2, stepItems: [{ cost: 1250 }] },
  ],
};

const chara = (id: number, isPickUp = false): PulledItem => ({ type: 'chara', id, metadata: {}, isPickUp });
const card = (id: number, stars: number): PulledItem => ({ type: 'card', id, metadata: { stars }, isPickUp: false });

const answer = (result: PulledItem[], extra: Partial<RollAnswer> = {}): RollAnswer => ({
  result,
  coin: 0,
  sc: 0,
  gc: 0,
  dust: 0,
  pullNo: 1,
  disableSU: false,
  isGCDisabled: false,
  ...extra,
});

const run = (events: SimulatorEvent[], prayer = PRAYER, from?: SimulatorState) =>
  events.reduce((s, e) => simulatorReducer(prayer, s, e), from ?? initialSession(prayer));

const TEN = [
  chara(1, true),
  chara(2),
  card(10, 5),
  card(11, 5),
  card(12, 4),
  card(13, 4),
  card(14, 4),
  card(15, 3),
  card(16, 3),
  card(17, 3),
];

describe('simulator session', () => {
  it('starts empty with every step-up at stage 0', () => {
    const s = initialSession(PRAYER);
    expect(s).toMatchObject({ phase: 'idle', results: [], pullNo: 0, gcNo: 0, stepUpProgress: [0, 0], gcDisabled: false, log: [] });
  });

  it('a multi shows 10 results and adds to every counter', () => {
    // Tokens 2x10 + 2x5 + 3x3 + 3x1 = 42, as the server counts them.
    const s = run([
      { type: 'pull-started', pull: { kind: 'multi' } },
      { type: 'pull-succeeded', epoch: 0, pull: { kind: 'multi' }, answer: answer(TEN, { coin: 42, sc: 1000, dust: 10, pullNo: 1 }) },
    ]);
    expect(s.results).toHaveLength(10);
    expect(s.counters).toEqual({ characters: 2, card5: 2, card4: 3, card3: 3, tokens: 42, sc: 1000, gc: 0, dust: 10 });
    expect(s.pullNo).toBe(1);
    expect(s.phase).toBe('cooldown');
    expect(s.log).toEqual([{ kind: 'multi' }]);
  });

  it('every button is disabled while a pull is in flight and during the cooldown', () => {
    const pulling = run([{ type: 'pull-started', pull: { kind: 'single' } }]);
    expect(pullButtons(en, PRAYER, pulling).every((b) => b.disabled)).toBe(true);
    const cooling = run([{ type: 'pull-succeeded', epoch: 0, pull: { kind: 'single' }, answer: answer([chara(1)]) }], PRAYER, pulling);
    expect(pullButtons(en, PRAYER, cooling).every((b) => b.disabled)).toBe(true);
    const idle = run([{ type: 'cooldown-ended' }], PRAYER, cooling);
    expect(pullButtons(en, PRAYER, idle).map((b) => b.disabled)).toEqual([false, false, false, false, false]);
  });

  it('a second press while pulling is ignored', () => {
    const pulling = run([{ type: 'pull-started', pull: { kind: 'single' } }]);
    expect(run([{ type: 'pull-started', pull: { kind: 'multi' } }], PRAYER, pulling)).toBe(pulling);
  });

  it('step-up buttons show the current stage cost, advance, and disable after the last stage', () => {
    const pull = { kind: 'step-up', index: 1 } as const;
    const before = pullButtons(en, PRAYER, initialSession(PRAYER));
    expect(before.map((b) => [b.label, b.cost])).toEqual([
      ['Single', '100 SC'],
      ['Multi (10)', '1000 SC'],
      ['GC (10)', '1500 GC'],
      ['Step-up 1: step 1/2', '500 GC'],
      ['Step-up 2: step 1/1', '1250 GC'],
    ]);
    const once = run([
      { type: 'pull-started', pull },
      { type: 'pull-succeeded', epoch: 0, pull, answer: answer(TEN) },
      { type: 'cooldown-ended' },
    ]);
    expect(once.stepUpProgress).toEqual([1, 0]);
    expect(pullButtons(en, PRAYER, once)[3]).toMatchObject({ label: 'Step-up 1: step 2/2', cost: '750 GC', disabled: false });
    const twice = run(
      [
        { type: 'pull-started', pull },
        { type: 'pull-succeeded', epoch: 0, pull, answer: answer(TEN, { disableSU: true }) },
        { type: 'cooldown-ended' },
      ],
      PRAYER,
      once,
    );
    expect(twice.stepUpProgress).toEqual([2, 0]);
    expect(pullButtons(en, PRAYER, twice)[3]).toMatchObject({ label: 'Step-up 1: done', cost: null, disabled: true });
    expect(pullButtons(en, PRAYER, twice)[4]?.disabled).toBe(false);
  });

  it('the GC button is disabled once the server reports it', () => {
    const pull = { kind: 'gc' } as const;
    const s = run([
      { type: 'pull-started', pull },
      { type: 'pull-succeeded', epoch: 0, pull, answer: answer(TEN, { isGCDisabled: true }) },
      { type: 'cooldown-ended' },
    ]);
    expect(s.gcNo).toBe(1);
    expect(pullButtons(en, PRAYER, s).map((b) => b.disabled)).toEqual([false, false, true, false, false]);
  });

  it('a failed pull shows the message and keeps the earlier results', () => {
    const first = run([
      { type: 'pull-started', pull: { kind: 'multi' } },
      { type: 'pull-succeeded', epoch: 0, pull: { kind: 'multi' }, answer: answer(TEN, { coin: 42 }) },
      { type: 'cooldown-ended' },
    ]);
    const failed = run(
      [
        { type: 'pull-started', pull: { kind: 'single' } },
        { type: 'pull-failed', epoch: 0, message: 'pullNo: limit' },
      ],
      PRAYER,
      first,
    );
    expect(failed.error).toBe('pullNo: limit');
    expect(failed.results).toBe(first.results);
    expect(failed.counters).toBe(first.counters);
    expect(failed.phase).toBe('idle');
  });

  it('reset clears results, counters, step-up progress and pull number, and drops late answers', () => {
    const pull = { kind: 'step-up', index: 1 } as const;
    const s = run([
      { type: 'pull-started', pull },
      { type: 'pull-succeeded', epoch: 0, pull, answer: answer(TEN, { coin: 5, pullNo: 1 }) },
      { type: 'cooldown-ended' },
      { type: 'pull-started', pull: { kind: 'single' } },
      { type: 'reset' },
    ]);
    expect(s).toMatchObject({ epoch: 1, phase: 'idle', results: [], pullNo: 0, gcNo: 0, stepUpProgress: [0, 0], log: [] });
    expect(s.counters.tokens).toBe(0);
    const late = run([{ type: 'pull-succeeded', epoch: 0, pull: { kind: 'single' }, answer: answer([chara(1)]) }], PRAYER, s);
    expect(late).toBe(s);
  });

  it('a pull limit disables every pull once reached', () => {
    const limited = { ...PRAYER, max: 1 };
    const s = run(
      [
        { type: 'pull-started', pull: { kind: 'single' } },
        { type: 'pull-succeeded', epoch: 0, pull: { kind: 'single' }, answer: answer([chara(1)]) },
        { type: 'cooldown-ended' },
      ],
      limited,
    );
    expect(pullButtons(en, limited, s).every((b) => b.disabled)).toBe(true);
  });

  it('a GC-only prayer prices single and multi in GC and has no SC table', () => {
    const gcOnly = { ...PRAYER, scDisabled: true, hasSc: false, stepUps: [] };
    expect(pullButtons(en, gcOnly, initialSession(gcOnly)).map((b) => [b.cost, b.disabled])).toEqual([
      ['150 GC', false],
      ['1500 GC', false],
      ['1500 GC', false],
    ]);
  });

  it('a pool without GC chances disables GC and step-ups', () => {
    const scOnly = { ...PRAYER, hasGc: false };
    expect(pullButtons(en, scOnly, initialSession(scOnly)).map((b) => b.disabled)).toEqual([false, false, true, true, true]);
  });

  it('builds the roll body with sbNo, suNo, pullNo, gcNo and the seed', () => {
    const s = { ...initialSession(PRAYER), pullNo: 4, gcNo: 1, stepUpProgress: [1, 0] };
    expect(rollRequest(PRAYER, s, { kind: 'step-up', index: 1 }, 99)).toEqual({
      id: 7,
      type: 'step-up',
      sbNo: 0,
      suNo: 1,
      pullNo: 4,
      gcNo: 1,
      seed: 99,
    });
    expect(rollRequest(PRAYER, s, { kind: 'multi' }, null)).toEqual({ id: 7, type: 'multi', sbNo: -1, suNo: -1, pullNo: 4, gcNo: 1 });
  });

  it.each([
    [0, { value: 0, full: 0 }],
    [42, { value: 42, full: 0 }],
    [60, { value: 0, full: 1 }],
    [131, { value: 11, full: 2 }],
  ])('coin meter of %i tokens on a scale of 60', (tokens, expected) => {
    expect(coinMeter(tokens)).toEqual({ ...expected, scale: 60 });
  });
});
