import { oneEditTerms } from './one-edit-terms';

describe('the terms within one edit of a typed word', () => {
  const terms = ['hakurei', 'kirisame', 'kirisames', 'kirismae', 'marisa', 'mirisame', 'irisame', 'reimu', 'kiri', 'youkai'].sort();
  const within = oneEditTerms(terms);

  it('finds a term that keeps the first letter: an edit later in the word', () => {
    expect(within('kirisamr')).toEqual(['kirisame']);
    expect(within('kirisam')).toEqual(['kirisame']);
    expect(within('kiirisame')).toEqual(['kirisame']);
  });

  it('finds a term with another first letter, one letter more, or one less', () => {
    expect(within('xirisame')).toEqual(['irisame', 'kirisame', 'mirisame']);
    expect(within('rimisame')).toEqual([]);
    expect(within('eimu')).toEqual(['reimu']);
    expect(within('treimu')).toEqual(['reimu']);
  });

  it('includes the word itself and the terms one letter longer', () => {
    expect(within('kirisame')).toEqual(['irisame', 'kirisame', 'kirisames', 'mirisame']);
  });

  it('leaves out two edits, a swap of two letters among them', () => {
    expect(within('kirsiame')).toEqual([]);
    expect(within('youkia')).toEqual([]);
    // "ikrisame" is "kirisame" with its first two letters swapped, and "irisame" with a k added.
    expect(within('ikrisame')).toEqual(['irisame']);
    expect(within('ihkurei')).toEqual([]);
  });

  it('finds nothing for nothing typed, or in no terms', () => {
    expect(within('')).toEqual([]);
    expect(oneEditTerms([])('reimu')).toEqual([]);
  });
});
