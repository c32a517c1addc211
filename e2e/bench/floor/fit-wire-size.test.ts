import { fitWireSize } from './fit-wire-size';

describe('fitWireSize', () => {
  const linear = async (fresh: number) => 1_000 + Math.floor(fresh / 4);

  it('finds the smallest fresh text that reaches the target', async () => {
    expect(await fitWireSize(5_000, 100_000, linear)).toEqual({ fresh: 16_000, wire: 5_000 });
  });

  it('takes the nearer of the two sizes around a target it cannot reach exactly', async () => {
    const step = async (fresh: number) => (fresh < 50 ? fresh / 5 : 30);
    expect(await fitWireSize(18, 100, step)).toEqual({ fresh: 49, wire: 9.8 });
    expect(await fitWireSize(21, 100, step)).toEqual({ fresh: 50, wire: 30 });
  });

  it('keeps the closest size tried on the way, when compression jumps about', async () => {
    const bumpy = async (fresh: number) => (fresh === 50 ? 19 : fresh < 75 ? 10 : 30);
    expect(await fitWireSize(20, 100, bumpy)).toEqual({ fresh: 50, wire: 19 });
  });

  it('stops at an end when the target is out of reach', async () => {
    expect(await fitWireSize(40_000, 100_000, linear)).toEqual({ fresh: 100_000, wire: 26_000 });
    expect(await fitWireSize(500, 100_000, linear)).toEqual({ fresh: 1, wire: 1_000 });
  });

  it('halves: a few dozen sizes measured at most, not one per character', async () => {
    let calls = 0;
    await fitWireSize(5_000, 100_000, async (fresh) => {
      calls += 1;
      return linear(fresh);
    });
    expect(calls).toBeLessThanOrEqual(20);
  });
});
