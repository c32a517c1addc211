import { resolveAlias, type AliasRule } from './resolve-alias';

// A small table in the manifests' shape; the site's own table is checked in the shell (site-aliases.test.ts).
const RULES: AliasRule[] = [
  { from: '/shop', to: '/store', kind: 'prefix' },
  { from: '/store/old', to: '/store', kind: 'exact' },
  { from: '/store/items', to: '/store/catalogue', kind: 'prefix' },
  { from: '/store/item/fp-:id', to: '/store/catalogue?id=:id', kind: 'exact' },
  { from: '/about', to: '/menu', kind: 'exact' },
];

const go = (url: string) => {
  const [pathname = '/', query] = url.split('?');
  return resolveAlias({ pathname, search: query ? `?${query}` : '' }, RULES);
};

describe('resolveAlias', () => {
  it('rewrites a prefix alias with everything below it, keeping the query', () => {
    expect(go('/shop')).toBe('/store');
    expect(go('/shop/x/y?a=1')).toBe('/store/x/y?a=1');
  });
  it('rewrites an exact alias only at that path', () => {
    expect(go('/store/old')).toBe('/store');
    expect(go('/store/old/more')).toBeNull();
    expect(go('/about/x')).toBeNull();
  });
  it('follows chains, the most specific rule first', () => {
    expect(go('/shop/items/3')).toBe('/store/catalogue/3');
    expect(go('/shop/old')).toBe('/store');
  });
  it('captures a `fp-:id` segment into the query', () => {
    expect(go('/store/item/fp-12?x=1')).toBe('/store/catalogue?x=1&id=12');
    expect(go('/shop/item/fp-3')).toBe('/store/catalogue?id=3');
    expect(go('/store/item/fp-')).toBeNull();
  });
  it('forgives case and trailing slashes; leaves canonical and unknown paths alone', () => {
    expect(go('/SHOP')).toBe('/store');
    expect(go('/store/')).toBe('/store');
    expect(go('/store')).toBeNull();
    expect(go('/nope/at/all')).toBeNull();
  });
  it('resolves nothing without rules', () => {
    expect(resolveAlias({ pathname: '/shop', search: '' }, [])).toBeNull();
  });
});
