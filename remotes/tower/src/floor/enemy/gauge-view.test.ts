import fc from 'fast-check';
import {
  affinityInView,
  ALL_GAUGES,
  barriersInView,
  gaugeColour,
  gaugeLabel,
  remainingGauges,
  skillsInView,
  stepGaugeIndex,
} from './gauge-view';

describe('stepGaugeIndex (-1 all, 0 … count-1, wrapping)', () => {
  it.each([
    // count 3: all → 0 → 1 → 2 → all
    [-1, 3, 1, 0],
    [0, 3, 1, 1],
    [1, 3, 1, 2],
    [2, 3, 1, -1],
    // backward: all → 2 → 1 → 0 → all
    [-1, 3, -1, 2],
    [2, 3, -1, 1],
    [0, 3, -1, -1],
    // count 2
    [-1, 2, 1, 0],
    [1, 2, 1, -1],
    [-1, 2, -1, 1],
    // one gauge: all ↔ 0
    [-1, 1, 1, 0],
    [0, 1, 1, -1],
    [-1, 1, -1, 0],
    // an index the enemy does not have starts from all
    [5, 3, 1, 0],
    [-4, 3, -1, 2],
  ] as const)('from %p of %p gauges, step %p → %p', (index, count, step, expected) => {
    expect(stepGaugeIndex(index, count, step)).toBe(expected);
  });

  it('forward then backward comes back, and count+1 steps make a full circle', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3 }), fc.integer({ min: -1, max: 2 }), (count, raw) => {
        const index = Math.min(raw, count - 1);
        let i = index;
        for (let k = 0; k <= count; k += 1) i = stepGaugeIndex(i, count, 1);
        return stepGaugeIndex(stepGaugeIndex(index, count, 1), count, -1) === index && i === index;
      }),
    );
  });
});

describe('gauge labels and colours (3 red, 2 yellow, 1 green)', () => {
  it.each([
    [-1, 3, 'all'],
    [0, 3, 'red'],
    [1, 3, 'yellow'],
    [2, 3, 'green'],
    [-1, 2, 'all'],
    [0, 2, 'yellow'],
    [1, 2, 'green'],
    [0, 1, 'green'],
  ] as const)('index %p of %p gauges → %p', (index, count, label) => {
    expect(gaugeLabel(index, count)).toBe(label);
  });

  it.each([
    [3, 'red'],
    [2, 'yellow'],
    [1, 'green'],
  ] as const)('%p remaining → %p', (remaining, colour) => {
    expect(gaugeColour(remaining)).toBe(colour);
  });

  it.each([
    [-1, 3, 3],
    [0, 3, 3],
    [2, 3, 1],
    [-1, 1, 1],
    [1, 2, 1],
  ])('index %p of %p gauges shows %p gauge icons', (index, count, icons) => {
    expect(remainingGauges(index, count)).toBe(icons);
  });
});

describe('values in a gauge view', () => {
  it('barriers: a number applies to every gauge, a list is indexed', () => {
    expect(barriersInView(4, ALL_GAUGES)).toBe(4);
    expect(barriersInView(4, 2)).toBe(4);
    expect(barriersInView([4, 5, 6], ALL_GAUGES)).toEqual([4, 5, 6]);
    expect(barriersInView([4, 5, 6], 1)).toBe(5);
  });

  it('skills: all of them, or the ones used in that gauge (gauges are 1-based)', () => {
    const skills = [
      { name: 'A', gauges: [1, 2, 3] },
      { name: 'B', gauges: [1] },
      { name: 'C', gauges: [3] },
    ];
    expect(skillsInView(skills, ALL_GAUGES).map((s) => s.name)).toEqual(['A', 'B', 'C']);
    expect(skillsInView(skills, 0).map((s) => s.name)).toEqual(['A', 'B']);
    expect(skillsInView(skills, 2).map((s) => s.name)).toEqual(['A', 'C']);
  });

  it('affinities: every gauge value, or that gauge only', () => {
    expect(affinityInView([1, 1, -1], ALL_GAUGES)).toEqual([1, 1, -1]);
    expect(affinityInView([1, 1, -1], 2)).toEqual([-1]);
  });
});
