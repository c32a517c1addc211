import fc from 'fast-check';
import type { Collection, LimitBreak } from './collection-model';
import { describePlan, importPlan, mergeCollections, sameCollection } from './collection-merge';

const idKey = fc.integer({ min: 1, max: 40 }).map(String);
const collectionArb: fc.Arbitrary<Collection> = fc.record({
  units: fc.dictionary(idKey, fc.record({ fr: fc.boolean() })),
  cards: fc.dictionary(idKey, fc.constantFrom<LimitBreak>(0, 1, 2, 3, 4)),
});

describe('mergeCollections', () => {
  it('is associative', () => {
    fc.assert(
      fc.property(collectionArb, collectionArb, collectionArb, (a, b, c) => {
        expect(mergeCollections(mergeCollections(a, b), c)).toEqual(mergeCollections(a, mergeCollections(b, c)));
      }),
    );
  });

  it('is idempotent and commutative', () => {
    fc.assert(
      fc.property(collectionArb, collectionArb, (a, b) => {
        expect(mergeCollections(a, a)).toEqual(a);
        expect(mergeCollections(mergeCollections(a, b), b)).toEqual(mergeCollections(a, b));
        expect(mergeCollections(a, b)).toEqual(mergeCollections(b, a));
      }),
    );
  });

  it('never loses an owned mark, a rebirth or a limit break', () => {
    fc.assert(
      fc.property(collectionArb, collectionArb, (a, b) => {
        const m = mergeCollections(a, b);
        for (const side of [a, b]) {
          for (const [id, mark] of Object.entries(side.units)) {
            expect(m.units[id]).toBeDefined();
            if (mark.fr) expect(m.units[id]?.fr).toBe(true);
          }
          for (const [id, lb] of Object.entries(side.cards)) expect(m.cards[id]).toBeGreaterThanOrEqual(lb);
        }
      }),
    );
  });

  it('merges a worked example', () => {
    const mine: Collection = { units: { '1': { fr: false }, '2': { fr: true } }, cards: { '10': 1 } };
    const file: Collection = { units: { '1': { fr: true }, '3': { fr: false } }, cards: { '10': 0, '11': 4 } };
    expect(mergeCollections(mine, file)).toEqual({
      units: { '1': { fr: true }, '2': { fr: true }, '3': { fr: false } },
      cards: { '10': 1, '11': 4 },
    });
  });
});

describe('importPlan', () => {
  const mine: Collection = { units: { '1': { fr: false }, '2': { fr: true } }, cards: { '10': 1, '12': 3 } };
  const file: Collection = { units: { '1': { fr: true }, '3': { fr: false } }, cards: { '10': 2, '11': 4 } };

  it('counts what a merge adds and changes, and it removes nothing', () => {
    const plan = importPlan(mine, file, 'merge');
    // adds: unit 3, card 11; changes: unit 1 (rebirth), card 10 (1 → 2)
    expect(describePlan(plan)).toBe('adds 2, changes 2, removes 0');
  });

  it('counts what a replace removes', () => {
    const plan = importPlan(mine, file, 'replace');
    // removes: unit 2, card 12
    expect(describePlan(plan)).toBe('adds 2, changes 2, removes 2');
    expect(plan.result).toBe(file);
  });

  it('plans nothing for the same collection', () => {
    expect(describePlan(importPlan(mine, mine, 'merge'))).toBe('adds 0, changes 0, removes 0');
  });
});

describe('sameCollection', () => {
  const mine: Collection = { units: { '1': { fr: false }, '2': { fr: true } }, cards: { '10': 1 } };

  it('is true for the same marks written in another order', () => {
    expect(sameCollection(mine, { cards: { '10': 1 }, units: { '2': { fr: true }, '1': { fr: false } } })).toBe(true);
  });

  it('is false for a unit more, a unit less, another rebirth or another limit break', () => {
    expect(sameCollection(mine, { ...mine, units: { ...mine.units, '3': { fr: false } } })).toBe(false);
    expect(sameCollection(mine, { ...mine, units: { '1': { fr: false } } })).toBe(false);
    expect(sameCollection(mine, { ...mine, units: { '1': { fr: true }, '2': { fr: true } } })).toBe(false);
    expect(sameCollection(mine, { ...mine, cards: { '10': 2 } })).toBe(false);
  });
});
