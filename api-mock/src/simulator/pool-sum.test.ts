import { POOL_KEYS, type Prayer } from 'shared-domain/schemas/prayer';
import { checkPools } from '../content/check/check-pools';
import { IssueList } from '../content/check/content-issue';
import type { SchemaValidContent } from '../content/check/checked-content';
import { syntheticLookup, syntheticPrayer } from '../test-support/synthetic-prayer';
import { compilePrayer } from './compile-prayer';
import { poolSum, sumUnits } from './pool-sum';
import { isRefusal } from './pull-plan';
import { roll } from './roll';
import { rngFor, streamOf } from './seed';

// Issue 9 item 13: the content check and the simulator apply one pool-sum rule.
const check = (prayer: Prayer): string[] => {
  const issues = new IssueList();
  checkPools({ prayers: [{ file: 'prayers/x.json', value: prayer }] } as unknown as SchemaValidContent, issues);
  return issues.items.map((i) => i.message);
};

/** The synthetic prayer with every SC chance set by `sc` (GC unchanged). */
const withSc = (sc: (percent: number, index: number) => number, over: Partial<Prayer> = {}): Prayer => {
  const p = syntheticPrayer(over);
  let n = 0;
  for (const key of POOL_KEYS) for (const e of p.pool![key]) e.chance.sc = sc(e.chance.sc, n++);
  return p;
};

const pull = (prayer: Prayer, type: 'single' | 'gc') => {
  const c = compilePrayer(prayer, syntheticLookup)!;
  const req = { id: prayer.id, type, sbNo: -1, suNo: -1, pullNo: 0, seed: 1 };
  return roll(c, req, rngFor(1, streamOf(req)));
};

describe('the pool-sum rule', () => {
  it.each([
    [10_000_000, 'offered'],
    [0, 'absent'],
    [9_999_999, 'invalid'],
    [10_000_001, 'invalid'],
  ])('%i units -> %s', (units, status) => {
    expect(poolSum(units).status).toBe(status);
  });

  it('sums percentages exactly (0.1 + 0.2 style float noise does not count)', () => {
    expect(sumUnits([0.1, 0.2, 99.7])).toBe(10_000_000);
  });
});

describe('the content check and the simulator agree', () => {
  it('a full pool: accepted by both, SC and GC pulls offered', () => {
    const p = syntheticPrayer();
    expect(check(p)).toEqual([]);
    expect(isRefusal(pull(p, 'single'))).toBe(false);
  });

  it('a GC-only pool (every SC chance 0): accepted by both, SC pulls not offered', () => {
    const p = withSc(() => 0, { opts: { disableSC: true }, flags: { simulator: true, storyCard: false, gcOnly: true } });
    expect(check(p)).toEqual([]);
    expect(isRefusal(pull(p, 'gc'))).toBe(false);
    expect(compilePrayer(p, syntheticLookup)!.pool.sc).toBeNull();
  });

  it('SC chances summing to 99.99999 %: refused by the check, and the simulator offers no SC pull', () => {
    const p = withSc((v, i) => (i === 0 ? v - 0.00001 : v));
    expect(check(p)).toEqual(['SC chances sum to 99.99999 %, expected 100 % (or 0 % for no SC pulls)']);
    expect(compilePrayer(p, syntheticLookup)!.pool.sc).toBeNull();
    expect(pull(p, 'single')).toMatchObject({ status: 422 });
  });

  it('a pool with no chances at all is refused', () => {
    const p = syntheticPrayer();
    for (const key of POOL_KEYS) for (const e of p.pool![key]) e.chance = { sc: 0, gc: 0 };
    expect(check(p)).toEqual(['the pool has no chances: SC and GC both sum to 0 %']);
  });
});
