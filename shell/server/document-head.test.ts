import type { PageServer } from 'shared-domain/federation/page-server';
import type { SectionId } from 'shared-domain/federation/sections';
import { assembleHead, createPageMetas, htmlDescription } from './document-head';

const base = {
  origin: 'https://example.org',
  siteDescription: 'The site.',
  imageFor: () => '/preview/abc.png',
  renderedTitle: null,
  meta: null,
};

describe("a page's head", () => {
  it('is the manifest’s title and description when the section tells nothing more', () => {
    const head = assembleHead({ ...base, canonicalPath: '/prayers', declared: { title: 'Prayers', description: 'Every prayer.' } });
    expect(head).toMatchObject({
      title: 'Prayers | Touhou LostWord Tracker',
      shareTitle: 'Prayers',
      description: 'Every prayer.',
      canonical: 'https://example.org/prayers',
      image: 'https://example.org/preview/abc.png',
      type: 'website',
    });
    expect(head.breadcrumbs).toEqual([
      { name: 'Touhou LostWord Tracker', url: 'https://example.org/' },
      { name: 'Prayers', url: 'https://example.org/prayers' },
    ]);
  });

  it('is at its language’s URLs in Japanese, and names the page in each language', () => {
    const pages: string[] = [];
    const head = assembleHead({
      ...base,
      imageFor: (_card, page) => (pages.push(page), '/preview/abc.png'),
      canonicalPath: '/prayers?type=limited',
      declared: { title: '祈祷', description: 'すべての祈祷。' },
      locale: 'ja',
    });
    expect(head.lang).toBe('ja');
    expect(head.canonical).toBe('https://example.org/ja/prayers?type=limited');
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://example.org/prayers?type=limited' },
      { hreflang: 'ja', href: 'https://example.org/ja/prayers?type=limited' },
      { hreflang: 'x-default', href: 'https://example.org/prayers?type=limited' },
    ]);
    expect(head.breadcrumbs).toEqual([
      { name: 'Touhou LostWord Tracker', url: 'https://example.org/ja/' },
      { name: '祈祷', url: 'https://example.org/ja/prayers?type=limited' },
    ]);
    // The preview image is drawn for the Japanese page.
    expect(pages).toEqual(['/ja/prayers?type=limited']);
  });

  it("is the section's own words for a link, with its canonical URL and trail; a query's title names the document", () => {
    const head = assembleHead({
      ...base,
      canonicalPath: '/prayers?character=7',
      declared: { title: 'Prayers', description: 'Every prayer.' },
      renderedTitle: 'Prayers | Touhou LostWord Tracker',
      meta: {
        title: 'Reimu (Lost World)',
        linkTitle: 'Reimu (Lost World)',
        description: 'A unit.',
        canonical: '/characters/conventional-list?character=7',
        type: 'profile',
        breadcrumbs: [{ name: 'Reimu (Lost World)', path: '/characters/conventional-list?character=7' }],
      },
    });
    expect(head).toMatchObject({
      title: 'Reimu (Lost World) | Touhou LostWord Tracker',
      shareTitle: 'Reimu (Lost World)',
      description: 'A unit.',
      canonical: 'https://example.org/characters/conventional-list?character=7',
      type: 'profile',
    });
    expect(head.breadcrumbs.map((b) => b.url)).toEqual([
      'https://example.org/',
      'https://example.org/characters/conventional-list?character=7',
    ]);
  });

  it('keeps the title the page’s render set over the words its own section tells (the render says the same, or more)', () => {
    const head = assembleHead({
      ...base,
      canonicalPath: '/prayers/info/5',
      declared: { title: 'Prayer', description: 'A prayer.' },
      renderedTitle: 'Seal Crystal Prayer #3 | Touhou LostWord Tracker',
      meta: { title: 'A prayer', description: 'Its dates.' },
    });
    expect([head.title, head.shareTitle]).toEqual(['Seal Crystal Prayer #3 | Touhou LostWord Tracker', 'A prayer']);
  });

  it('is the site’s for the home', () => {
    const head = assembleHead({ ...base, canonicalPath: '/', declared: null });
    expect(head).toMatchObject({ title: 'Touhou LostWord Tracker', shareTitle: 'Touhou LostWord Tracker', description: 'The site.' });
    expect(head.breadcrumbs).toEqual([{ name: 'Touhou LostWord Tracker', url: 'https://example.org/' }]);
  });

  it("puts the site's words in the page's language on the card and in the home's title: the name, the kicker and the foot line", () => {
    const imageFor = jest.fn(() => '/preview/abc.png');
    const cardWords = { homeTitle: '東方LostWord トラッカー', homeKicker: '非公式ファントラッカー', footer: '非公式ファンサイト' };
    const home = assembleHead({ ...base, imageFor, canonicalPath: '/', declared: null, cardWords, locale: 'ja' });
    expect(imageFor).toHaveBeenLastCalledWith(
      expect.objectContaining({ kicker: '非公式ファントラッカー', heading: '東方LostWord トラッカー', footer: '非公式ファンサイト' }),
      '/ja/',
    );
    expect(home.shareTitle).toBe('東方LostWord トラッカー');
    expect(home.imageAlt.startsWith('非公式ファントラッカー — ')).toBe(true);
    // A section's own card keeps its words, with the site's foot line added.
    const card = { kicker: 'Prayer', heading: 'A prayer', lines: [], accent: '#123456' };
    assembleHead({ ...base, imageFor, canonicalPath: '/prayers/info/3', declared: null, meta: { card }, cardWords });
    expect(imageFor).toHaveBeenLastCalledWith({ ...card, footer: '非公式ファンサイト' }, '/prayers/info/3');
    // Without the site's words, no foot line, and the home's kicker is the site's name.
    assembleHead({ ...base, imageFor, canonicalPath: '/', declared: null });
    expect(imageFor).toHaveBeenLastCalledWith(expect.not.objectContaining({ footer: expect.anything() }), '/');
  });

  it("reads the HTML's own description", () => {
    expect(htmlDescription('<meta name="description" content="Fan &amp; tracker">')).toBe('Fan & tracker');
    expect(htmlDescription('<title>x</title>')).toBeNull();
  });
});

describe("the sections' words for a link", () => {
  const servers = (pageMeta: jest.Mock, linkMeta: jest.Mock): Partial<Record<SectionId, PageServer>> => ({
    prayers: { firstData: () => [], pageMeta },
    characters: { firstData: () => [], linkMeta },
    tower: {
      firstData: () => [],
      linkMeta: async () => {
        throw new Error('down');
      },
    },
  });

  it("merge the page's head with a query's, asked once within a few seconds, whatever a remote throws", async () => {
    let t = 0;
    const pageMeta = jest.fn(async () => ({ title: 'A prayer', description: 'Its dates.' }));
    const linkMeta = jest.fn(async (url: URL) => (url.searchParams.has('character') ? { title: 'Reimu' } : null));
    const known = servers(pageMeta, linkMeta);
    const metas = createPageMetas({
      apiUrl: 'http://api.invalid',
      pageServer: async (id) => known[id] ?? null,
      now: () => t,
      log: () => undefined,
    });
    const url = new URL('http://shell.invalid/prayers/info/5?character=1001');
    // The query's title names the document too (the dialog it opens over the page).
    expect(await metas(url)).toEqual({ title: 'Reimu', description: 'Its dates.', linkTitle: 'Reimu' });
    t = 5_000;
    await metas(url);
    expect(pageMeta).toHaveBeenCalledTimes(1);
    t = 20_000;
    await metas(url);
    expect(pageMeta).toHaveBeenCalledTimes(2);
    // The tower's remote failed and no other told anything: not known (the page is sent without, and not kept).
    expect(await metas(new URL('http://shell.invalid/update-log'))).toBeUndefined();
    // Without the query, the page's own words only: its render's title stays.
    expect(await metas(new URL('http://shell.invalid/prayers/info/6'))).toEqual({ title: 'A prayer', description: 'Its dates.' });
  });

  it('tells null (nothing to tell) apart from undefined (not known in time)', async () => {
    const quiet: PageServer = { firstData: () => [], linkMeta: async () => null };
    const slow: PageServer = { firstData: () => [], pageMeta: () => new Promise<null>(() => undefined) };
    const none = createPageMetas({ apiUrl: 'http://api.invalid', pageServer: async () => quiet, log: () => undefined });
    expect(await none(new URL('http://shell.invalid/menu'))).toBeNull();
    const hung = createPageMetas({ apiUrl: 'http://api.invalid', pageServer: async (id) => (id === 'prayers' ? slow : quiet) });
    expect(await hung(new URL('http://shell.invalid/prayers/info/5'), 50)).toBeUndefined();
  });
});
