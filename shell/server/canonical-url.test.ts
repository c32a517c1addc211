import type { AliasRule } from 'shared-domain/routing/resolve-alias';
import { canonicalPath, foldedQuery } from './canonical-url';

const ALIASES: AliasRule[] = [
  { from: '/stages/tower', to: '/stages/scarlet-devil-tower', kind: 'prefix' },
  { from: '/prayer', to: '/prayers', kind: 'prefix' },
];

describe('canonical URLs', () => {
  it.each([
    ['/prayers/info/5', '/prayers/info/5'],
    ['/prayers/info/5/', '/prayers/info/5'],
    ['/stages/tower?floor=3', '/stages/scarlet-devil-tower?floor=3'],
    ['/stages/scarlet-devil-tower?floor=3&character=1001', '/stages/scarlet-devil-tower?character=1001&floor=3'],
    ['/stages/scarlet-devil-tower?character=1001&floor=3', '/stages/scarlet-devil-tower?character=1001&floor=3'],
    ['/prayer?utm_source=discord&name=&types=b&types=a', '/prayers?types=a&types=b'],
    ['/', '/'],
  ])('%s → %s', (url, expected) => {
    expect(canonicalPath(url, ALIASES)).toBe(expected);
  });

  it('folds a query into one order, without empty or tracking parameters', () => {
    expect(foldedQuery('?b=2&a=1&fbclid=x&c=')).toBe('?a=1&b=2');
    expect(foldedQuery('')).toBe('');
  });
});
