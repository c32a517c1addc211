import { matchTier, withinOneEdit } from './match-tier';

const fields = (names: string[], keywords: string[] = [], description = '') => ({ names, keywords, description });

describe('one edit', () => {
  it.each([
    ['scarlet', 'scarlet', true],
    ['scarlett', 'scarlet', true],
    ['scarlet', 'scaret', true],
    ['kirisme', 'kirisame', true],
    ['bambo', 'bamboo', true],
    ['marisa', 'marika', true],
    ['marisa', 'amrisa', false],
    ['reimu', 'reiumx', false],
    ['ab', 'abcd', false],
  ])('%s and %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

describe('the match tier', () => {
  const reimu = fields(['reimu hakurei', 'hakurei reimu', 'cf1# reimu'], ['cf1#', 'defense'], 'a shrine maiden');

  it.each([
    ['hakurei reimu', 'exact name'],
    ['reimu hak', 'name prefix'],
    ['cf1# rei', 'name prefix'],
    ['hak rei', 'name word start'],
    ['hakurel', 'fuzzy name'],
    ['hakuree', 'fuzzy name'],
    ['defense', 'exact keyword'],
    ['defen', 'keyword prefix'],
    ['shrine', 'description'],
    ['nothing like it', 'other'],
  ])('%s is a match by %s', (query, tier) => {
    expect(matchTier(reimu, query)).toBe(tier);
  });

  it('forgives a typo only in words of five letters or more', () => {
    expect(matchTier(fields(['rumia']), 'rumi')).toBe('name prefix');
    expect(matchTier(fields(['rumia']), 'rumie')).toBe('fuzzy name');
    expect(matchTier(fields(['chen']), 'chan')).toBe('other');
  });

  it('finds Han names by any part of them', () => {
    expect(matchTier(fields(['博麗霊夢']), '霊夢')).toBe('name word start');
    expect(matchTier(fields(['博麗霊夢']), '博麗')).toBe('name prefix');
  });

  it('reads two keywords together', () => {
    expect(matchTier(fields(['a card'], ['slicing', 'yin attack up']), 'yin slicing')).toBe('keyword word start');
  });

  it('ranks a name above a keyword at the same level', () => {
    expect(matchTier(fields(['burn'], ['burn']), 'burn')).toBe('exact name');
  });
});
