import fc from 'fast-check';
import type { Pull } from './simulator-session';
import { newSeed, parsePulls, parseSeed, serialisePulls } from './simulator-url';
import { messageText } from '../../messages/catalogue';
import { en } from '../../messages/test-support/english';

describe('simulator URL state', () => {
  it.each<[string | null, number | null, boolean]>([
    [null, null, false],
    ['', null, false],
    ['42', 42, false],
    ['999999999', 999_999_999, false],
    ['0', null, true],
    ['1000000000', null, true],
    ['abc', null, true],
    ['-5', null, true],
  ])('seed %p → %p', (raw, seed, hasProblem) => {
    const parsed = parseSeed(raw);
    expect(parsed.seed).toBe(seed);
    expect(parsed.problem !== null).toBe(hasProblem);
  });

  it('new seeds stay within 1..999,999,999', () => {
    expect(newSeed(() => 0)).toBe(1);
    expect(newSeed(() => 0.999999999999)).toBe(999_999_999);
  });

  it('writes pulls compactly', () => {
    expect(serialisePulls([{ kind: 'single' }, { kind: 'multi' }, { kind: 'gc' }, { kind: 'step-up', index: 2 }])).toBe('s.m.g.u2');
  });

  it('stops a replay at a bad entry and says so', () => {
    const { pulls, problem } = parsePulls('m.x.s');
    expect(pulls).toEqual([{ kind: 'multi' }]);
    expect(problem && messageText(en, problem)).toBe('pulls: "x" is not a pull; the replay stops before it');
    expect(parsePulls('u0').pulls).toEqual([]);
  });

  const pull: fc.Arbitrary<Pull> = fc.oneof(
    fc.constant<Pull>({ kind: 'single' }),
    fc.constant<Pull>({ kind: 'multi' }),
    fc.constant<Pull>({ kind: 'gc' }),
    fc.integer({ min: 1, max: 999 }).map((index): Pull => ({ kind: 'step-up', index })),
  );

  it('round trip: parse(serialise(pulls)) = pulls (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(pull, { maxLength: 200 }), (pulls) => {
        expect(parsePulls(serialisePulls(pulls))).toEqual({ pulls, problem: null });
      }),
    );
  });

  it('round trip: any seed string that parses serialises back to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999 }), (seed) => {
        expect(parseSeed(String(seed)).seed).toBe(seed);
      }),
    );
  });
});
