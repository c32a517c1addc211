import { dateKindAllowed, defaultSlot, emptyCriteria, hasCriteria, withSlot, withSlotKind } from './story-card-criteria';

describe('slot reset rules (spec 4)', () => {
  it.each([
    ['none', { kind: 'none' }],
    ['stat', { kind: 'stat', stat: 'hp', sort: 'desc' }],
    ['date', { kind: 'date', start: '2021-05-11', end: null, sort: 'desc' }],
    ['effect', { kind: 'effect', attrType: 'misc', attrName: 'hp-recovery', sort: 'desc', target: 'any' }],
  ] as const)('choosing %s gives %j', (kind, expected) => {
    expect(defaultSlot(kind)).toEqual(expected);
    expect(withSlotKind(emptyCriteria(), 1, kind).slots[1]).toEqual(expected);
  });

  it('choosing the same type again resets the slot', () => {
    const edited = withSlot(emptyCriteria(), 0, { kind: 'stat', stat: 'agi', sort: 'asc' });
    expect(withSlotKind(edited, 0, 'stat').slots[0]).toEqual({ kind: 'stat', stat: 'hp', sort: 'desc' });
  });

  it('only one slot may hold the date type', () => {
    const withDate = withSlotKind(emptyCriteria(), 0, 'date');
    expect(dateKindAllowed(withDate.slots, 0)).toBe(true);
    expect(dateKindAllowed(withDate.slots, 1)).toBe(false);
    expect(withSlotKind(withDate, 1, 'date')).toBe(withDate);
    // Once slot 1 drops the date, slot 2 may take it.
    const moved = withSlotKind(withSlotKind(withDate, 0, 'stat'), 1, 'date');
    expect(moved.slots.map((s) => s.kind)).toEqual(['stat', 'date', 'none']);
  });

  it('ignores slots out of range and does not mutate', () => {
    const criteria = Object.freeze(emptyCriteria());
    expect(withSlotKind(criteria, 3, 'stat')).toBe(criteria);
    expect(withSlotKind(criteria, 0, 'stat')).not.toBe(criteria);
    expect(criteria.slots[0]).toEqual({ kind: 'none' });
  });

  it('hasCriteria', () => {
    expect(hasCriteria(emptyCriteria())).toBe(false);
    expect(hasCriteria({ ...emptyCriteria(), name: '  ' })).toBe(false);
    expect(hasCriteria({ ...emptyCriteria(), role: 'heal' })).toBe(true);
    expect(hasCriteria(withSlotKind(emptyCriteria(), 2, 'stat'))).toBe(true);
    expect(hasCriteria({ ...emptyCriteria(), owned: 'no' })).toBe(true);
  });
});
