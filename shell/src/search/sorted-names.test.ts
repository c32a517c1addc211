import { prefixRange, sortedNames, startsSomeTerm } from './sorted-names';

describe('sorted names', () => {
  const sorted = sortedNames([['reimu hakurei', 'reimu'], ['marisa kirisame'], ['reimu'], ['rei'], ['remilia scarlet', 'reimu']]);

  it('lists each document once per distinct name, in order', () => {
    expect(sorted.texts).toEqual(['marisa kirisame', 'rei', 'reimu', 'reimu', 'reimu', 'reimu hakurei', 'remilia scarlet']);
    expect([...sorted.docs]).toEqual([1, 3, 0, 2, 4, 0, 4]);
  });

  it('finds the names equal to a query and those starting with it', () => {
    expect(prefixRange(sorted, 'reimu')).toEqual({ start: 2, equalEnd: 5, end: 6 });
    expect(prefixRange(sorted, 're')).toEqual({ start: 1, equalEnd: 1, end: 7 });
    expect(prefixRange(sorted, 'zz')).toEqual({ start: 7, equalEnd: 7, end: 7 });
    expect(prefixRange(sorted, 'a')).toEqual({ start: 0, equalEnd: 0, end: 0 });
  });
});

describe('a word that starts some term', () => {
  const terms = ['kill', 'killer', 'marisa', 'youkai'];

  it('is found at the start of any term, itself included', () => {
    expect(startsSomeTerm(terms, 'kille')).toBe(true);
    expect(startsSomeTerm(terms, 'youkai')).toBe(true);
    expect(startsSomeTerm(terms, 'ma')).toBe(true);
  });

  it('is not found inside a term or past the last', () => {
    expect(startsSomeTerm(terms, 'risa')).toBe(false);
    expect(startsSomeTerm(terms, 'killers')).toBe(false);
    expect(startsSomeTerm(terms, 'zzz')).toBe(false);
  });
});
