import fc from 'fast-check';
import {
  initialReveal,
  isComplete,
  isNearBottom,
  needsTick,
  raiseLimit,
  revealThrough,
  revealTick,
  visibleCount,
  type RevealState,
} from './progressive-reveal';

const s = (shown: number, limit: number): RevealState => ({ shown, limit });

describe('progressive reveal (spec 4/9: 10 first, +5 per 100 ms up to the limit)', () => {
  it('starts at 10 shown with a limit of 10', () => {
    expect(initialReveal()).toEqual({ shown: 10, limit: 10 });
  });

  it.each([
    // state, total, expected after one tick
    [s(10, 20), 100, s(15, 20)],
    [s(15, 20), 100, s(20, 20)],
    [s(20, 20), 100, s(20, 20)],
    [s(18, 20), 100, s(20, 20)],
    [s(10, 30), 12, s(12, 30)],
    [s(10, 10), 3, s(10, 10)],
  ])('tick %o with %i items -> %o', (state, total, expected) => {
    expect(revealTick(state, total)).toEqual(expected);
  });

  it.each([
    // state, batch, total, expected
    [s(10, 10), 10, 100, s(10, 20)],
    [s(10, 10), 1000, 100, s(10, 1010)],
    [s(10, 10), 1, 100, s(10, 11)],
    [s(15, 20), 10, 100, s(15, 20)], // still revealing: not raised again
    [s(10, 10), 10, 10, s(10, 10)], // all shown already
    [s(10, 10), 10, 4, s(10, 10)], // fewer than 10 match
    [s(10, 10), 0, 100, s(10, 20)], // a broken batch size counts as the default 10
  ])('raise %o by batch %i with %i items -> %o', (state, batch, total, expected) => {
    expect(raiseLimit(state, batch, total)).toEqual(expected);
  });

  it.each([
    [s(10, 10), 0, true, 0],
    [s(10, 10), 4, true, 4],
    [s(10, 10), 10, true, 10],
    [s(10, 10), 11, false, 10],
    [s(600, 600), 6000, false, 600],
  ])('%o of %i items: complete %p, visible %i', (state, total, complete, visible) => {
    expect(isComplete(state, total)).toBe(complete);
    expect(visibleCount(state, total)).toBe(visible);
  });

  it('a scroll to the bottom with batch 10 reveals 15 then 20 over two ticks, then stops', () => {
    let st = raiseLimit(initialReveal(), 10, 50);
    const seen: number[] = [];
    while (needsTick(st, 50)) {
      st = revealTick(st, 50);
      seen.push(st.shown);
    }
    expect(seen).toEqual([15, 20]);
  });

  it.each([
    [s(10, 10), 640, s(640, 640)],
    [s(10, 10), 3, s(10, 10)],
    [s(50, 60), 55, s(55, 60)],
  ])('revealing %o through %i -> %o', (state, count, expected) => {
    expect(revealThrough(state, count)).toEqual(expected);
  });

  it.each([
    [0, 800, 2000, false],
    [1100, 800, 2000, true], // exactly 100 px left
    [1099, 800, 2000, false],
    [1200, 800, 2000, true],
    [0, 800, 500, true], // content shorter than the viewport
  ])('scrollTop %i viewport %i height %i: near bottom %p', (top, vh, sh, expected) => {
    expect(isNearBottom(top, vh, sh)).toBe(expected);
  });

  it('never shows more than the total, never shrinks, and always ends complete', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.array(fc.oneof(fc.constant<'tick'>('tick'), fc.integer({ min: 1, max: 1000 })), { maxLength: 200 }),
        (total, steps) => {
          let st = initialReveal();
          for (const step of steps) {
            const next = step === 'tick' ? revealTick(st, total) : raiseLimit(st, step, total);
            if (next.shown < st.shown) return false;
            st = next;
            if (visibleCount(st, total) > total) return false;
          }
          // Scrolling to the bottom again and again always reaches the end.
          for (let i = 0; i < 10_000 && !isComplete(st, total); i++) {
            st = needsTick(st, total) ? revealTick(st, total) : raiseLimit(st, 10, total);
          }
          return isComplete(st, total);
        },
      ),
    );
  });
});
