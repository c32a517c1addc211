import { oneEditTerms } from './one-edit-terms';

describe('the terms within one edit of a typed word', () => {
  const terms = ['hakurei', 'kirisame', 'kirisames', 'kirismae', 'marisa', 'mirisame', 'reimu', 'kiri', 'rame', 'youkai'].sort();
  const within = oneEditTerms(terms);

  it('finds an edit in the second half, by the first half', () => {
    expect(within('kirisamr')).toEqual(['kirisame']);
    expect(within('kirisam')).toEqual(['kirisame']);
  });

  it('finds an edit in the first half, by the last letters', () => {
    expect(within('xirisame')).toEqual(['kirisame', 'mirisame']);
    expect(within('irisame')).toEqual(['kirisame', 'mirisame']);
    expect(within('kkirisame')).toEqual(['kirisame']);
  });

  it('includes the word itself and the terms one letter longer', () => {
    expect(within('kirisame')).toEqual(['kirisame', 'kirisames', 'mirisame']);
  });

  it('leaves out two edits, a swap of two letters among them', () => {
    expect(within('kirsiame')).toEqual([]);
    expect(within('youkia')).toEqual([]);
  });

  it('answers a word shorter than the split from the whole list', () => {
    expect(within('rame')).toEqual(['rame']);
    expect(within('kiro')).toEqual(['kiri']);
  });
});
