import { API_SCHEMAS } from '../api/contract/api-schemas';
import { rollBodySchema } from './api/prayers';
import { rollRequestSchema } from './roll-result';

// Issue 9 item 13: one roll-request schema, whatever name it is imported by.
describe('the roll request schema', () => {
  it('is one schema: the API body, the contract and the shared type', () => {
    expect(rollBodySchema).toBe(rollRequestSchema);
    expect(API_SCHEMAS.prayers.roll.body).toBe(rollRequestSchema);
  });

  const body = { id: 1, type: 'multi', sbNo: -1, suNo: -1, pullNo: 0 };
  it.each([
    ['no seed', body],
    ['an integer seed', { ...body, seed: 42 }],
    ['a string seed', { ...body, seed: 'share-me' }],
    ['a GC pull count', { ...body, gcNo: 2 }],
  ])('accepts %s', (_, value) => {
    expect(rollRequestSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['a fractional seed', { ...body, seed: 1.5 }],
    ['an empty string seed', { ...body, seed: '' }],
    ['a seed over 64 characters', { ...body, seed: 'x'.repeat(65) }],
    ['a negative gcNo', { ...body, gcNo: -1 }],
    ['an unknown pull type', { ...body, type: 'triple' }],
  ])('refuses %s', (_, value) => {
    expect(rollRequestSchema.safeParse(value).success).toBe(false);
  });
});
