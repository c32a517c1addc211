import { canonicalUrls, robotsTxt, sitemapDocuments, sitemapSource } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('lists each canonical URL once', () => {
    expect(canonicalUrls(['/a?b=2&a=1', '/a?a=1&b=2', '/b/', '/'])).toEqual(['/a?a=1&b=2', '/b', '/']);
  });

  it('lists every page in each language, each naming the other', () => {
    const [file] = sitemapDocuments('https://example.org', ['/prayers']).files;
    expect(locs(file!)).toEqual(['https://example.org/prayers', 'https://example.org/ja/prayers']);
    const alternates =
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.org/prayers"/>' +
      '<xhtml:link rel="alternate" hreflang="ja" href="https://example.org/ja/prayers"/>';
    expect(file).toContain(`<url><loc>https://example.org/ja/prayers</loc>${alternates}</url>`);
    expect(file).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('splits the URLs into files of at most the limit, named by the index', () => {
    const paths = ['/', '/a', '/b'];
    const { index, files } = sitemapDocuments('https://example.org', paths, 4);
    expect(files).toHaveLength(2);
    expect(locs(index)).toEqual(['https://example.org/sitemaps/1.xml', 'https://example.org/sitemaps/2.xml']);
    expect(files.map(locs)).toEqual([
      ['https://example.org/', 'https://example.org/ja/', 'https://example.org/a', 'https://example.org/ja/a'],
      ['https://example.org/b', 'https://example.org/ja/b'],
    ]);
    expect(
      index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
  });

  it('keeps 50,000 URLs in one file and starts a second at 50,001', () => {
    // Each page is two URLs, one per language.
    const many = Array.from({ length: 25_001 }, (_, i) => `/p/${i}`);
    expect(sitemapDocuments('https://example.org', many.slice(0, 25_000)).files).toHaveLength(1);
    const two = sitemapDocuments('https://example.org', many).files;
    expect(two.map((f) => locs(f).length)).toEqual([50_000, 2]);
  });

  it('escapes a query in a URL', () => {
    expect(sitemapDocuments('https://example.org', ['/x?b=1&a=2']).files[0]).toContain('<loc>https://example.org/x?a=2&amp;b=1</loc>');
  });

  it('robots.txt keeps the API out and names the sitemap', () => {
    expect(robotsTxt('https://example.org')).toBe('User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n');
  });
});

describe('the sitemap source', () => {
  it('is made again once old, and sooner while a section is missing', async () => {
    let t = 0;
    const answers = [
      { paths: ['/'], complete: false },
      { paths: ['/', '/a'], complete: true },
      { paths: ['/', '/a', '/b'], complete: true },
    ];
    let calls = 0;
    const source = sitemapSource({ paths: async () => answers[calls++]!, refreshMs: 60_000, now: () => t });
    expect(await source()).toEqual(['/']);
    expect(source.complete()).toBe(false);
    t = 5_000;
    expect(await source()).toEqual(['/']); // the old list while the new one is made
    await source.refresh();
    expect(await source()).toEqual(['/', '/a']);
    expect(source.complete()).toBe(true);
    t = 30_000;
    expect(await source()).toEqual(['/', '/a']);
    expect(calls).toBe(2);
    t = 65_000;
    await source();
    await source.refresh();
    expect(await source()).toEqual(['/', '/a', '/b']);
  });
});
