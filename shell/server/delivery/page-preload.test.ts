import {
  pagePreloadLinks,
  parsePageAssets,
  parseShellPreloadAssets,
  routeMatches,
  type PageAssets,
  type ShellPreloadAssets,
} from './page-preload';

const shell: ShellPreloadAssets = {
  entry: ['main.aaaa.js', 'main.bbbb.css'],
  groups: {
    'shared-ui-api': ['3453.cccc.js', 'base-api.dddd.js'],
    'federation-runtime': ['federation-runtime.eeee.js'],
    'messages-en': ['messages-en.1aaa.js'],
    'messages-ja': ['messages-ja.2aaa.js'],
    'shared-ui-messages-en': ['shared-ui-messages-en.3aaa.js'],
    'shared-ui-messages-ja': ['shared-ui-messages-ja.4aaa.js'],
  },
  shares: {
    'shared-ui/page/page-suspense': ['shared-ui-page.ffff.js', 'shared-ui-page.ffff.css'],
    'shared-ui/page/page-frame': ['shared-ui-page.ffff.js', 'shared-ui-page.ffff.css'],
    'shared-ui/lists/progressive-list': ['6812.gggg.js', 'shared-ui-lists-progressive-list.hhhh.js'],
    'shared-ui/api/base-api': ['3453.cccc.js', 'base-api.dddd.js'],
  },
};

const page: PageAssets = {
  routes: { files: ['9091.1111.js'], shared: ['react', 'shared-ui/page/page-suspense'] },
  pages: [
    { paths: ['index'], files: ['6361.2222.js'], shared: ['shared-ui/page/page-frame'] },
    {
      paths: ['release-order'],
      files: ['6429.3333.js', '6429.3333.css'],
      shared: ['shared-ui/page/page-frame', 'shared-ui/lists/progressive-list', 'shared-ui/api/base-api'],
    },
    { paths: ['info/:id'], files: ['1000.4444.js'], shared: [] },
    { paths: ['standard-prayer/info', 'ritual-prayer/info'], files: ['2000.5555.js'], shared: [] },
  ],
  messages: { en: ['890.6666.js'], ja: ['2932.7777.js'] },
};

const hrefs = (links: string[]) => links.map((l) => l.slice(1, l.indexOf('>')));
const base = 'http://localhost:3001/';

describe('routeMatches', () => {
  it.each([
    ['index', '', true],
    ['index', '/', true],
    ['index', '/index', false],
    ['release-order', '/release-order', true],
    ['release-order', '/Release-Order/', true],
    ['release-order', '/release-order/more', false],
    ['info/:id', '/info/548', true],
    ['info/:id', '/info', false],
    ['info/:id', '/info/548/x', false],
    ['standard-prayer/info', '/standard-prayer/info', true],
    ['standard-prayer/info', '/standard-prayer', false],
  ])('%s against %j: %s', (pattern, path, expected) => {
    expect(routeMatches(pattern, path)).toBe(expected);
  });
});

describe('pagePreloadLinks', () => {
  it("puts the shell's entry apart, then its API layer, the route table and the page with the shell chunks they consume, each once", () => {
    const { entry, rest } = pagePreloadLinks({ relativePath: '/release-order', remoteBase: base, shell, page });
    expect(entry).toEqual(['</main.aaaa.js>; rel=preload; as=script', '</main.bbbb.css>; rel=preload; as=style']);
    expect(hrefs(rest)).toEqual([
      '/3453.cccc.js',
      '/base-api.dddd.js',
      'http://localhost:3001/9091.1111.js',
      '/shared-ui-page.ffff.js',
      '/shared-ui-page.ffff.css',
      'http://localhost:3001/6429.3333.js',
      'http://localhost:3001/6429.3333.css',
      '/6812.gggg.js',
      '/shared-ui-lists-progressive-list.hhhh.js',
    ]);
    expect(rest).toContain('<http://localhost:3001/6429.3333.css>; rel=preload; as=style');
  });

  it("preloads the shell's, shared-ui's and the remote's words in the page's language, and no other", () => {
    const words = (locale?: string) =>
      hrefs(pagePreloadLinks({ relativePath: '/release-order', remoteBase: base, shell, page, locale }).rest).filter((h) =>
        /messages|890|2932/.test(h),
      );
    expect(words('ja')).toEqual(['/messages-ja.2aaa.js', '/shared-ui-messages-ja.4aaa.js', 'http://localhost:3001/2932.7777.js']);
    expect(words('en')).toEqual(['/messages-en.1aaa.js', '/shared-ui-messages-en.3aaa.js', 'http://localhost:3001/890.6666.js']);
    expect(words()).toEqual([]);
  });

  it('finds pages by parameter, by any of their paths, and the index', () => {
    expect(hrefs(pagePreloadLinks({ relativePath: '/info/12', remoteBase: base, shell, page }).rest)).toContain(
      'http://localhost:3001/1000.4444.js',
    );
    expect(hrefs(pagePreloadLinks({ relativePath: '/ritual-prayer/info', remoteBase: base, shell, page }).rest)).toContain(
      'http://localhost:3001/2000.5555.js',
    );
    expect(hrefs(pagePreloadLinks({ relativePath: '', remoteBase: base, shell, page }).rest)).toContain(
      'http://localhost:3001/6361.2222.js',
    );
  });

  it('preloads the route table alone for a path no page serves (the section 404), and nothing without the shell manifest', () => {
    const rest = hrefs(pagePreloadLinks({ relativePath: '/no-such-page', remoteBase: base, shell, page }).rest);
    expect(rest).toContain('http://localhost:3001/9091.1111.js');
    expect(rest.filter((h) => /6361|6429|1000|2000/.test(h))).toEqual([]);
    expect(pagePreloadLinks({ relativePath: '/release-order', remoteBase: base, shell: null, page })).toEqual({ entry: [], rest: [] });
  });

  it("without the remote's manifest, preloads the shell's part only", () => {
    expect(hrefs(pagePreloadLinks({ relativePath: '/release-order', remoteBase: base, shell, page: null }).rest)).toEqual([
      '/3453.cccc.js',
      '/base-api.dddd.js',
    ]);
  });
});

describe('parsing the manifests', () => {
  it('accepts what the build writes', () => {
    expect(parseShellPreloadAssets(JSON.parse(JSON.stringify(shell)))).toEqual(shell);
    expect(parsePageAssets(JSON.parse(JSON.stringify(page)))).toEqual(page);
  });

  it.each([null, 'x', [], {}, { entry: 'main.js', groups: {}, shares: {} }, { entry: [], groups: [], shares: {} }])(
    'refuses the shell manifest %j',
    (raw) => {
      expect(parseShellPreloadAssets(raw)).toBeNull();
    },
  );

  it.each([null, {}, { routes: { files: [] }, pages: [] }, { routes: { files: [], shared: [] }, pages: {} }])(
    'refuses the page manifest %j',
    (raw) => {
      expect(parsePageAssets(raw)).toBeNull();
    },
  );

  it('drops file names that are not plain built files, and pages of the wrong shape', () => {
    const parsed = parsePageAssets({
      routes: { files: ['9091.a.js', '../x.js', 'http://evil/x.js', 'a>b.js', 'x.js.map'], shared: [] },
      pages: [{ paths: ['a'], files: ['1.js'], shared: [] }, { paths: 'b', files: [], shared: [] }, 7],
    });
    expect(parsed).toEqual({
      routes: { files: ['9091.a.js'], shared: [] },
      pages: [{ paths: ['a'], files: ['1.js'], shared: [] }],
      messages: {},
    });
    expect(
      parsePageAssets({ routes: { files: [], shared: [] }, pages: [], messages: { en: ['1.js', '../2.js'], ja: 'x' } })?.messages,
    ).toEqual({
      en: ['1.js'],
    });
    expect(parseShellPreloadAssets({ entry: ['main.js', 'main.js; rel=x'], groups: { g: ['a.js', 7] }, shares: {} })).toEqual({
      entry: ['main.js'],
      groups: {},
      shares: {},
    });
  });
});
