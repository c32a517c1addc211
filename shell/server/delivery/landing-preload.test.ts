import { landingPreloadLinks, sectionPreloadLinks, type PreloadManifests, withCharacterLinkPreloads } from './landing-preload';

const remotes = {
  characters: { entry: 'http://localhost:3001/mf-manifest.json' },
  prayers: { entry: 'http://localhost:3002/mf-manifest.json' },
  'story-cards': { entry: 'http://cdn.example/story-cards/v3/mf-manifest.json' },
  tower: { entry: 'http://localhost:3004/mf-manifest.json' },
  'update-log': { entry: 'http://bad/<x>/mf-manifest.json' },
};

// Aliases as the remotes' manifests declare them (the shell's server passes the site's rules).
const aliases = [
  { from: '/prayer-list', to: '/prayers', kind: 'exact' as const },
  { from: '/character-tracker', to: '/characters', kind: 'prefix' as const },
];

describe('landingPreloadLinks', () => {
  it('preloads the manifest and the entry of the section a page belongs to', () => {
    expect(landingPreloadLinks('/characters?x=1', remotes)).toBe(
      '<http://localhost:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, <http://localhost:3001/remoteEntry.js>; rel=preload; as=script',
    );
    expect(landingPreloadLinks('/story-cards', remotes)).toContain('<http://cdn.example/story-cards/v3/remoteEntry.js>');
    expect(landingPreloadLinks('/stages/scarlet-devil-tower', remotes)).toContain('localhost:3004');
  });

  it("adds the shell's federation runtime chunk when the build has one", () => {
    const files = () => ['main.0123456789.js', 'federation-runtime.abcdef0123.js', 'federation-runtime.abcdef0123.js.map'];
    expect(landingPreloadLinks('/characters', remotes, { shellFiles: files })).toMatch(
      /, <\/federation-runtime\.abcdef0123\.js>; rel=preload; as=script$/,
    );
    expect(landingPreloadLinks('/', remotes, { shellFiles: files })).toBeUndefined();
  });

  it("ends with the first screen's images, as image preloads, leaving out any that would break the header", () => {
    const links = landingPreloadLinks('/prayers', remotes, {
      images: ['/images/prayers/551.svg', '/images/a>b.svg', '/images/prayers/550.svg'],
    });
    expect(links).toMatch(/, <\/images\/prayers\/551\.svg>; rel=preload; as=image, <\/images\/prayers\/550\.svg>; rel=preload; as=image$/);
    expect(links).not.toContain('a>b');
    // A shell page gets none, images or not.
    expect(landingPreloadLinks('/', remotes, { images: ['/images/prayers/551.svg'] })).toBeUndefined();
  });

  it('follows aliases to their section', () => {
    expect(landingPreloadLinks('/prayer-list', remotes, { aliases })).toContain('localhost:3002');
    expect(landingPreloadLinks('/prayer-list', remotes)).toBeUndefined();
  });

  it.each(['/', '/settings', '/menu', '/offline', '/no-such-page'])('preloads nothing for the shell page %s', (path) => {
    expect(landingPreloadLinks(path, remotes)).toBeUndefined();
  });

  it('preloads nothing for a remote it does not know or cannot put in a header', () => {
    expect(landingPreloadLinks('/characters', {})).toBeUndefined();
    expect(landingPreloadLinks('/characters', 'garbage')).toBeUndefined();
    expect(landingPreloadLinks('/update-log', remotes)).toBeUndefined();
  });
});

describe('landingPreloadLinks: first data', () => {
  it("preloads the page's first API calls (as its remote computed them) beside its remote, leaving out any that would break the header", () => {
    const data = ['/api/story-cards/get-list', '/api/x>; rel=preload', '/api/towers/get-detail?floor=2'];
    expect(landingPreloadLinks('/story-cards', remotes, { data })).toMatch(
      /, <\/api\/story-cards\/get-list>; rel=preload; as=fetch; crossorigin=anonymous, <\/api\/towers\/get-detail\?floor=2>; rel=preload; as=fetch; crossorigin=anonymous$/,
    );
    expect(landingPreloadLinks('/prayer-list', remotes, { data: ['/api/prayers/get-list'], aliases })).toContain(
      '</api/prayers/get-list>; rel=preload; as=fetch',
    );
    expect(landingPreloadLinks('/', remotes, { data: ['/api/prayers/get-list'] })).toBeUndefined();
  });
});

describe('landingPreloadLinks: the page chunks', () => {
  const manifests = {
    shell: () => ({
      entry: ['main.1.js'],
      groups: { 'shared-ui-api': ['base-api.2.js'] },
      shares: { 'shared-ui/lists/progressive-list': ['shared-ui-lists.3.js'] },
    }),
    page: (manifestUrl: string) =>
      manifestUrl === 'http://localhost:3001/mf-manifest.json'
        ? {
            routes: { files: ['9091.a.js'], shared: [] },
            pages: [{ paths: ['release-order'], files: ['6429.b.js'], shared: ['shared-ui/lists/progressive-list'] }],
            messages: { ja: ['2932.j.js'] },
          }
        : null,
  };
  const hrefs = (header: string | undefined) => [...(header ?? '').matchAll(/<([^>]+)>/g)].map((m) => m[1]);

  it("sends the shell's entry and /remotes.json first, then the remote, the data and the page's chunks", () => {
    expect(hrefs(landingPreloadLinks('/characters/release-order', remotes, { manifests, data: ['/api/characters/release-date'] }))).toEqual(
      [
        '/main.1.js',
        '/remotes.json',
        'http://localhost:3001/mf-manifest.json',
        'http://localhost:3001/remoteEntry.js',
        '/api/characters/release-date',
        '/base-api.2.js',
        'http://localhost:3001/9091.a.js',
        'http://localhost:3001/6429.b.js',
        '/shared-ui-lists.3.js',
      ],
    );
  });

  it("follows an alias to its page's chunks, and adds no chunks for a remote without a manifest", () => {
    expect(hrefs(landingPreloadLinks('/character-tracker/release-order', remotes, { manifests, aliases }))).toContain(
      'http://localhost:3001/6429.b.js',
    );
    expect(hrefs(landingPreloadLinks('/prayers', remotes, { manifests, data: ['/api/prayers/get-list'] }))).toEqual([
      '/main.1.js',
      '/remotes.json',
      'http://localhost:3002/mf-manifest.json',
      'http://localhost:3002/remoteEntry.js',
      '/api/prayers/get-list',
      '/base-api.2.js',
    ]);
    expect(landingPreloadLinks('/', remotes, { manifests })).toBeUndefined();
  });

  it("adds the remote's words in the page's language", () => {
    expect(hrefs(landingPreloadLinks('/characters/release-order', remotes, { manifests, locale: 'ja' }))).toContain(
      'http://localhost:3001/2932.j.js',
    );
    expect(hrefs(landingPreloadLinks('/characters/release-order', remotes, { manifests, locale: 'en' }))).not.toContain(
      'http://localhost:3001/2932.j.js',
    );
  });

  it('for a page rendered on the server, sends what it paints with first: its stylesheets, then its images at high priority', () => {
    const withCss: PreloadManifests = {
      ...manifests,
      page: () => ({
        routes: { files: ['9091.a.js'], shared: [] },
        pages: [{ paths: ['release-order'], files: ['6429.b.js', '6429.c.css'], shared: [] }],
        messages: {},
      }),
    };
    const plain = landingPreloadLinks('/characters/release-order', remotes, {
      manifests: withCss,
      data: ['/api/characters/release-date'],
      images: ['/images/c/1.svg'],
    });
    const rendered = landingPreloadLinks('/characters/release-order', remotes, {
      manifests: withCss,
      data: ['/api/characters/release-date'],
      images: ['/images/c/1.svg'],
      serverRendered: true,
    });
    expect(hrefs(rendered)).toEqual([
      'http://localhost:3001/6429.c.css',
      '/images/c/1.svg',
      ...hrefs(plain).filter((h) => !/\.(css|svg)$/.test(h!)),
    ]);
    expect(rendered).toContain(
      '<http://localhost:3001/6429.c.css>; rel=preload; as=style, </images/c/1.svg>; rel=preload; as=image; fetchpriority=high, </main.1.js>',
    );
    expect(plain).not.toContain('fetchpriority');
  });
});

describe('sectionPreloadLinks', () => {
  it("preloads what every page of the section uses: its remote's manifest and entry and the federation runtime, no page's data", () => {
    const files = () => ['federation-runtime.abcdef0123.js'];
    expect(sectionPreloadLinks('/prayers', remotes, files)).toBe(
      '<http://localhost:3002/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, <http://localhost:3002/remoteEntry.js>; rel=preload; as=script, </federation-runtime.abcdef0123.js>; rel=preload; as=script',
    );
    expect(sectionPreloadLinks('/story-cards', remotes)).not.toContain('/api/');
  });

  it('preloads nothing outside a section', () => {
    expect(sectionPreloadLinks('/settings', remotes)).toBeUndefined();
  });
});

describe('withCharacterLinkPreloads', () => {
  const files = () => [
    'main.0123456789.js',
    'character-modal.34a32e4701.js',
    'character-modal.34a32e4701.js.map',
    'character-modal.13cbe92b5f.css',
    'federation-runtime.abcdef0123.js',
  ];

  it("adds the modal's chunk and stylesheet, the characters remote and the runtime to a `?character=` link on any page", () => {
    expect(withCharacterLinkPreloads(undefined, '/?character=1001', remotes, files)).toBe(
      [
        '</character-modal.34a32e4701.js>; rel=preload; as=script',
        '</character-modal.13cbe92b5f.css>; rel=preload; as=style',
        '</federation-runtime.abcdef0123.js>; rel=preload; as=script',
        '<http://localhost:3001/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
        '<http://localhost:3001/remoteEntry.js>; rel=preload; as=script',
      ].join(', '),
    );
  });

  it("keeps a section page's own links first and names each file once", () => {
    const page = landingPreloadLinks('/stages/scarlet-devil-tower/rewards?character=1001', remotes, { shellFiles: files });
    const links = withCharacterLinkPreloads(page, '/stages/scarlet-devil-tower/rewards?character=1001', remotes, files)!.split(', ');
    expect(links.slice(0, 3)).toEqual(page!.split(', '));
    expect(links.filter((l) => l.includes('federation-runtime'))).toHaveLength(1);
    expect(links).toContain('<http://localhost:3001/remoteEntry.js>; rel=preload; as=script');
  });

  it('adds nothing to a page without a character, or with one that is not an id', () => {
    const page = landingPreloadLinks('/characters', remotes);
    expect(withCharacterLinkPreloads(page, '/characters', remotes, files)).toBe(page);
    expect(withCharacterLinkPreloads(undefined, '/?character=reimu', remotes, files)).toBeUndefined();
    expect(withCharacterLinkPreloads(undefined, '/?character=1001', {}, () => [])).toBeUndefined();
  });
});
