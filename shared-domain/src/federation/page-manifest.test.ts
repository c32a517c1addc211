import {
  aliasRulesOf,
  homeCards,
  manifestIn,
  manifestPageFor,
  manifestTexts,
  pagesLinkedFrom,
  parsePageManifest,
  type PageManifest,
} from './page-manifest';

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
    {
      path: '/stages/floor',
      title: 'Floor',
      description: 'A floor',
      menu: null,
      aliases: [],
      home: { title: 'The Floor', text: 'Floor by floor.', icon: 'tower', contents: 'Floor', order: 30 },
      fullScreen: true,
      linkedFrom: ['footer', 'home-updates'],
    },
  ],
};
const floorPage = valid.pages[2]!;

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
    ['a home card without its contents line', { ...valid, pages: [{ ...floorPage, home: { ...floorPage.home, contents: '' } }] }],
    ['a full-screen flag that is not a boolean', { ...valid, pages: [{ ...floorPage, fullScreen: 'yes' }] }],
    ['a place name that is not a plain name', { ...valid, pages: [{ ...floorPage, linkedFrom: ['Footer Links'] }] }],
    ['places that are not a list', { ...valid, pages: [{ ...floorPage, linkedFrom: 'footer' }] }],
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

describe('the places the shell links from', () => {
  const manifests = [valid as PageManifest];
  it('gives the pages a place links to, and none for a place no page names', () => {
    expect(pagesLinkedFrom(manifests, 'footer').map((p) => p.path)).toEqual(['/stages/floor']);
    expect(pagesLinkedFrom(manifests, 'home-prayers')).toEqual([]);
  });

  it("gives the home's cards with their paths, in their order", () => {
    expect(homeCards(manifests)).toEqual([
      { title: 'The Floor', text: 'Floor by floor.', icon: 'tower', contents: 'Floor', order: 30, path: '/stages/floor' },
    ]);
  });
});

describe('a manifest in another language', () => {
  const translated = {
    ...valid,
    translations: {
      ja: { Stages: 'ステージ', Tower: '塔', 'The Floor': 'フロア', 'Floor by floor.': '階ごとに。', A: 'ー', 'A floor': 42 },
      fr: { Stages: 'Étapes' },
    },
  };

  it('keeps the languages the site speaks and the texts that are texts', () => {
    const manifest = parsePageManifest(translated, 'tower', '/stages')!;
    expect(Object.keys(manifest.translations!)).toEqual(['ja']);
    expect(manifest.translations!.ja!['A floor']).toBeUndefined();
    expect(parsePageManifest({ ...valid, translations: 'ja' }, 'tower', '/stages')!.translations).toBeUndefined();
  });

  it('reads its texts through the translations, English where one is missing', () => {
    const ja = manifestIn(parsePageManifest(translated, 'tower', '/stages')!, 'ja');
    expect(ja.menuGroup.title).toBe('ステージ');
    expect(ja.nav!.label).toBe('塔');
    expect(ja.pages[0]!.menu!.label).toBe('ステージ');
    expect(ja.pages[2]!.home).toEqual({ title: 'フロア', text: '階ごとに。', icon: 'tower', contents: 'Floor', order: 30 });
    expect(ja.pages[2]!.description).toBe('A floor');
    // Paths and aliases are the same in every language.
    expect(ja.pages[1]!.path).toBe('/stages/a/:id');
    expect(manifestIn(parsePageManifest(translated, 'tower', '/stages')!, 'en').pages[2]!.title).toBe('Floor');
  });

  it('lists the texts a player reads, each once', () => {
    expect(manifestTexts(parsePageManifest(valid, 'tower', '/stages')!)).toEqual([
      'Stages',
      'Tower',
      'All',
      'One',
      'Floor',
      'A floor',
      'The Floor',
      'Floor by floor.',
    ]);
  });
});
