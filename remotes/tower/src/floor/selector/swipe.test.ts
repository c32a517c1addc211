import fc from 'fast-check';
import { detectSwipe } from './swipe';

const O = { x: 100, y: 300 };
const polar = (len: number, deg: number) => ({
  x: O.x + len * Math.cos((deg * Math.PI) / 180),
  y: O.y + len * Math.sin((deg * Math.PI) / 180),
});

describe('detectSwipe (75 px, 30° tolerance)', () => {
  it.each([
    ['right 75 px', { x: 175, y: 300 }, 'right'],
    ['right 74 px', { x: 174, y: 300 }, null],
    ['left 120 px', { x: -20, y: 300 }, 'left'],
    ['right 100, down 57 (29.7°)', { x: 200, y: 357 }, 'right'],
    ['right 100, down 58 (30.1°)', { x: 200, y: 358 }, null],
    ['left 100, up 50', { x: 0, y: 250 }, 'left'],
    ['straight down (a scroll)', { x: 100, y: 600 }, null],
    ['a tap', { x: 101, y: 301 }, null],
  ] as const)('%s → %p', (_case, end, expected) => {
    expect(detectSwipe(O, end)).toBe(expected);
  });

  it('any drag at least 76 px sideways within 29° is a swipe of its direction; beyond 31° it is none', () => {
    fc.assert(
      // 90 px at 29° is still 78.7 px sideways.
      fc.property(fc.integer({ min: 90, max: 800 }), fc.double({ min: -29, max: 29, noNaN: true }), fc.boolean(), (len, deg, left) => {
        const end = polar(len, left ? 180 + deg : deg);
        return detectSwipe(O, end) === (left ? 'left' : 'right');
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 80, max: 800 }),
        fc.double({ min: 31, max: 149, noNaN: true }),
        (len, deg) => detectSwipe(O, polar(len, deg)) === null,
      ),
    );
  });
});
