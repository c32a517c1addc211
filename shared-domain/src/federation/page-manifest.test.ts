import { aliasRulesOf, manifestPageFor, parsePageManifest, type PageManifest } from './page-manifest';

const valid = {
  version: 1,
  section: 'tower',
  menuGroup: { title: 'Stages', icon: 'tower' },
  nav: { label: 'Tower', path: '/stages/a', icon: 'tower', order: 3 },
  pages: [
    {
      path: '/stages',
      title: 'Stages',
      description: 'All',
      menu: { label: 'Stages', order: 1 },
      aliases: [{ from: '/stage', kind: 'prefix' }],
    },
    {
      path: '/stages/a/:id',
      title: 'One',
      description: '',
      menu: null,
      aliases: [{ from: '/stages/b/fp-:id', kind: 'exact', query: 'id=:id' }],
    },
  ],
};

describe('parsePageManifest', () => {
  it('takes a manifest of the expected section as it is', () => {
    expect(parsePageManifest(valid, 'tower', '/stages')).toEqual(valid);
  });

  it.each<[string, unknown]>([
    ['another section', { ...valid, section: 'prayers' }],
    ['another version', { ...valid, version: 2 }],
    ['no pages', { ...valid, pages: [] }],
    ['a page outside the section', { ...valid, pages: [{ ...valid.pages[0], path: '/prayers' }] }],
    ['a path with a query', { ...valid, pages: [{ ...valid.pages[0], path: '/stages?x=1' }] }],
    ['an alias of an unknown kind', { ...valid, pages: [{ ...valid.pages[0], aliases: [{ from: '/x', kind: 'regex' }] }] }],
    ['a menu line without an order', { ...valid, pages: [{ ...valid.pages[0], menu: { label: 'x' } }] }],
    ['a nav link without a path', { ...valid, nav: { label: 'x', icon: 'tower', order: 1 } }],
    ['no menu group', { ...valid, menuGroup: undefined }],
    ['not an object', 'pages'],
  ])('refuses %s', (_what, raw) => {
    expect(parsePageManifest(raw, 'tower', '/stages')).toBeNull();
  });
});

describe('aliasRulesOf', () => {
  it('turns each page alias into a rule to that page (with its query)', () => {
    expect(aliasRulesOf([valid as PageManifest])).toEqual([
      { from: '/stage', to: '/stages', kind: 'prefix' },
      { from: '/stages/b/fp-:id', to: '/stages/a/:id?id=:id', kind: 'exact' },
    ]);
  });
});

describe('manifestPageFor', () => {
  it('finds a page by its path, a `:name` segment matching any one segment', () => {
    expect(manifestPageFor([valid as PageManifest], '/stages')?.title).toBe('Stages');
    expect(manifestPageFor([valid as PageManifest], '/stages/a/12')?.title).toBe('One');
    expect(manifestPageFor([valid as PageManifest], '/stages/a')).toBeNull();
    expect(manifestPageFor([valid as PageManifest], '/stages/a/12/x')).toBeNull();
  });
});
