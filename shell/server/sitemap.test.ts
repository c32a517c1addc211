import { canonicalUrls, robotsTxt, sitemapDocuments, sitemapSource } from './sitemap';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap', () => {
  it('lists each canonical URL once', () => {
    expect(canonicalUrls(['/a?b=2&a=1', '/a?a=1&b=2', '/b/', '/'])).toEqual(['/a?a=1&b=2', '/b', '/']);
  });

  it('splits the URLs into files of at most the limit, named by the index', () => {
    const paths = ['/', '/a', '/b', '/c', '/d'];
    const { index, files } = sitemapDocuments('https://example.org', paths, 2);
    expect(files).toHaveLength(3);
    expect(locs(index)).toEqual([
      'https://example.org/sitemaps/1.xml',
      'https://example.org/sitemaps/2.xml',
      'https://example.org/sitemaps/3.xml',
    ]);
    expect(files.map(locs)).toEqual([
      ['https://example.org/', 'https://example.org/a'],
      ['https://example.org/b', 'https://example.org/c'],
      ['https://example.org/d'],
    ]);
    expect(
      index.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
  });

  it('keeps 50,000 URLs in one file and starts a second at 50,001', () => {
    const many = Array.from({ length: 50_001 }, (_, i) => `/p/${i}`);
    expect(sitemapDocuments('https://example.org', many.slice(0, 50_000)).files).toHaveLength(1);
    const two = sitemapDocuments('https://example.org', many).files;
    expect(two.map((f) => locs(f).length)).toEqual([50_000, 1]);
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
