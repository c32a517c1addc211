import fs from 'node:fs';
import path from 'node:path';

// The donut's sweep is four CSS animations of transforms (home.module.css): this reads their keyframes
// and checks what the player sees at each moment against the sweep written out here.
const css = fs.readFileSync(path.join(__dirname, 'home.module.css'), 'utf8');

interface Keyframe {
  at: number;
  angle: number;
  easing: [number, number, number, number] | null;
}

function keyframes(name: string): Keyframe[] {
  const start = css.indexOf(`@keyframes ${name} {`);
  if (start < 0) throw new Error(`no @keyframes ${name}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  const frames: Keyframe[] = [];
  for (const [, selectors, block] of body.matchAll(/([\d.%,\s]+)\{([^}]*)\}/g)) {
    const angle = Number(/rotate\((-?[\d.]+)deg\)/.exec(block!)?.[1]);
    const bezier = /cubic-bezier\(([^)]*)\)/.exec(block!)?.[1]?.split(',').map(Number);
    for (const selector of selectors!.split(',')) {
      frames.push({ at: parseFloat(selector) / 100, angle, easing: bezier ? (bezier as Keyframe['easing']) : null });
    }
  }
  return frames.sort((a, b) => a.at - b.at);
}

/** A CSS cubic-bezier easing at `u` in [0, 1]. */
function cubicBezier([x1, y1, x2, y2]: [number, number, number, number], u: number): number {
  const at = (s: number, p1: number, p2: number) => 3 * (1 - s) ** 2 * s * p1 + 3 * (1 - s) * s ** 2 * p2 + s ** 3;
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 60; i += 1) {
    const mid = (lo + hi) / 2;
    if (at(mid, x1, x2) < u) lo = mid;
    else hi = mid;
  }
  return at((lo + hi) / 2, y1, y2);
}

/** The rotation an animation gives at the fraction `t` of its time. */
function angleAt(frames: Keyframe[], t: number): number {
  const next = frames.findIndex((f) => f.at >= t);
  if (next <= 0) return frames[Math.max(next, 0)]!.angle;
  const from = frames[next - 1]!;
  const to = frames[next]!;
  if (from.angle === to.angle) return from.angle;
  if (!from.easing) throw new Error(`a turn from ${from.at} has no easing of its own`);
  return from.angle + (to.angle - from.angle) * cubicBezier(from.easing, (t - from.at) / (to.at - from.at));
}

describe('the donut sweep', () => {
  const rightTurn = keyframes('donut-right-turn');
  const rightRing = keyframes('donut-right-ring');
  const leftTurn = keyframes('donut-left-turn');
  const leftRing = keyframes('donut-left-ring');
  const moments = Array.from({ length: 401 }, (_, i) => i / 400);

  it('lasts 2.5 s', () => {
    expect(css).toMatch(/\.donutTurn,\s*\.donutRing \{[^}]*animation-duration: 2\.5s;/);
  });

  it("shows the ring from 12 o'clock clockwise, 360 degrees easing out (cubic) over its time", () => {
    // Written out: the shown arc at time t (0..1) is 360 x (1 - (1 - t)^3) degrees.
    for (const t of moments) {
      const shown = angleAt(rightTurn, t) + angleAt(leftTurn, t);
      expect(Math.abs(shown - 360 * (1 - (1 - t) ** 3))).toBeLessThan(0.2);
    }
  });

  it('turns the left half only once the right half is all shown, each half at most 180 degrees', () => {
    for (const t of moments) {
      const right = angleAt(rightTurn, t);
      const left = angleAt(leftTurn, t);
      expect(right).toBeGreaterThanOrEqual(0);
      expect(left).toBeLessThanOrEqual(180);
      if (right < 179.99) expect(left).toBe(0);
    }
  });

  it('keeps the ring still: inside each window it turns back by as much as the window turns', () => {
    for (const t of moments) {
      expect(angleAt(rightRing, t) + angleAt(rightTurn, t)).toBeCloseTo(0, 9);
      expect(angleAt(leftRing, t) + angleAt(leftTurn, t)).toBeCloseTo(0, 9);
    }
  });
});
