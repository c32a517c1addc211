import { BATCH_ORDER_MODES, batchLabel, batchOrderMode } from './batch-orders';

describe('batch order modes', () => {
  it.each([
    ['rebirth-order', 'rebirth-date'],
    ['rebirth-costume-order', 'rebirth-costume-date'],
  ])('%s reads /api/characters/%s', (mode, order) => {
    const result = batchOrderMode(mode);
    expect(result.ok && result.mode).toBe(mode);
    expect(BATCH_ORDER_MODES[mode as keyof typeof BATCH_ORDER_MODES].order).toBe(order);
  });

  it.each(['', 'standard-order', 'toString', '__proto__', 'REBIRTH-ORDER'])('%p is "mode undefined"', (mode) => {
    expect(batchOrderMode(mode)).toEqual({ ok: false, message: 'mode undefined' });
  });

  it('numbers batches #no', () => {
    expect(batchLabel(1)).toBe('#1');
    expect(batchLabel(26)).toBe('#26');
  });
});
