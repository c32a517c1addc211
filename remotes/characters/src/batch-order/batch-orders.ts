import type { MessageKey } from '../messages/catalogue';

/**
 * The batch-order pages of the characters section and the API order each reads
 * (/api/characters/rebirth-date and /rebirth-costume-date). The standard and ritual date orders
 * are pages of the prayer section. Each names its lead and its empty state by message.
 */
export const BATCH_ORDER_MODES = {
  'rebirth-order': { order: 'rebirth-date', lead: 'batchOrder.rebirthLead', empty: 'batchOrder.rebirthEmpty' },
  'rebirth-costume-order': { order: 'rebirth-costume-date', lead: 'batchOrder.costumeLead', empty: 'batchOrder.costumeEmpty' },
} as const satisfies Record<string, { order: string; lead: MessageKey; empty: MessageKey }>;

export type BatchOrderMode = keyof typeof BATCH_ORDER_MODES;

/** The mode a page was given, or the site's error text for anything else. */
export function batchOrderMode(mode: string): { ok: true; mode: BatchOrderMode } | { ok: false; message: 'mode undefined' } {
  return Object.hasOwn(BATCH_ORDER_MODES, mode) ? { ok: true, mode: mode as BatchOrderMode } : { ok: false, message: 'mode undefined' };
}

/** '#no' as the batch pages title each batch. */
export const batchLabel = (no: number): string => `#${no}`;
