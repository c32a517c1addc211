import { characterFromSearch, isCharacterId, searchWithCharacter, searchWithoutCharacter } from './character-query';

describe('characterFromSearch', () => {
  it.each([
    ['', null],
    ['?floor=3', null],
    ['?character=1001', { kind: 'id', id: 1001 }],
    ['?type=fes&character=7', { kind: 'id', id: 7 }],
    ['?character=%201001%20', { kind: 'id', id: 1001 }],
  ])('%s', (search, expected) => {
    expect(characterFromSearch(search)).toEqual(expected);
  });

  it.each([
    '?character=',
    '?character=abc',
    '?character=0',
    '?character=-3',
    '?character=1.5',
    '?character=1e3',
    '?character=99999999999999999999',
  ])('reports %s as invalid with a message naming the bad value', (search) => {
    const result = characterFromSearch(search);
    expect(result).toMatchObject({ kind: 'invalid' });
    const raw = new URLSearchParams(search).get('character')!;
    expect(result && result.kind === 'invalid' && result.message).toContain(`"${raw}" is not a character id`);
  });
});

describe('search helpers', () => {
  it('sets the character and keeps the other keys', () => {
    expect(searchWithCharacter('?type=fes&rebirth=yes', 12)).toBe('?type=fes&rebirth=yes&character=12');
    expect(searchWithCharacter('?character=3&x=1', 12)).toBe('?character=12&x=1');
    expect(searchWithCharacter('', 5)).toBe('?character=5');
  });
  it('removes the character only', () => {
    expect(searchWithoutCharacter('?type=fes&character=12')).toBe('?type=fes');
    expect(searchWithoutCharacter('?character=12')).toBe('');
  });
  it('knows a character id', () => {
    expect([1, 1001].every(isCharacterId)).toBe(true);
    expect([0, -1, 1.5, Number.NaN, '3', null].some(isCharacterId)).toBe(false);
  });
});
