import { isCharacterModalModule } from './character-modal-contract';

describe('isCharacterModalModule', () => {
  it('accepts version 1 with a component (function or wrapper object)', () => {
    expect(isCharacterModalModule({ contractVersion: 1, Body: () => null })).toBe(true);
    expect(isCharacterModalModule({ contractVersion: 1, Body: { $$typeof: Symbol.for('react.memo') } })).toBe(true);
  });
  it.each([
    ['nothing', undefined],
    ['another version', { contractVersion: 2, Body: () => null }],
    ['no body', { contractVersion: 1 }],
    ['a string body', { contractVersion: 1, Body: 'Body' }],
    ['a routes module', { contractVersion: 1, section: 'characters', routes: [] }],
  ])('refuses %s', (_name, value) => {
    expect(isCharacterModalModule(value)).toBe(false);
  });
});
