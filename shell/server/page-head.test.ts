import { scriptJson } from 'shared-domain/formatting/script-json';
import { headTags, withDocumentHead, type DocumentHead } from './page-head';

const HEAD: DocumentHead = {
  lang: 'en',
  alternates: [
    { hreflang: 'en', href: 'https://example.org/prayers/info/5?a=1&b=2' },
    { hreflang: 'ja', href: 'https://example.org/ja/prayers/info/5?a=1&b=2' },
  ],
  title: 'A "quoted" <b> & Co | Touhou LostWord Tracker',
  shareTitle: 'A "quoted" <b> & Co',
  description: "Rin's </script> line",
  canonical: 'https://example.org/prayers/info/5?a=1&b=2',
  image: 'https://example.org/preview/0123456789abcdef0123.png',
  imageAlt: 'Prayer — A',
  type: 'article',
  siteName: 'Touhou LostWord Tracker',
  breadcrumbs: [
    { name: 'Touhou LostWord Tracker', url: 'https://example.org/' },
    { name: 'A </script> B', url: 'https://example.org/prayers/info/5' },
  ],
  items: [],
};

const HTML =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="The site."><title>Touhou LostWord Tracker</title></head><body><svg><title>icon</title></svg></body></html>';

describe('the head tags of a page', () => {
  it('writes every value escaped, once', () => {
    const tags = headTags(HEAD);
    expect(tags).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;b&gt; &amp; Co">');
    expect(tags).toContain('<meta name="description" content="Rin&apos;s &lt;/script&gt; line">');
    expect(tags).toContain('<link rel="canonical" href="https://example.org/prayers/info/5?a=1&amp;b=2">');
    expect(tags).toContain('<meta property="og:url" content="https://example.org/prayers/info/5?a=1&amp;b=2">');
    expect(tags).toContain('<meta property="og:image" content="https://example.org/preview/0123456789abcdef0123.png">');
    expect(tags).toContain('<meta property="og:type" content="article">');
    expect(tags).toContain('<meta property="og:site_name" content="Touhou LostWord Tracker">');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(tags.match(/og:title/g)).toHaveLength(1);
  });

  it('writes a BreadcrumbList that no text can end early', () => {
    const tags = headTags(HEAD);
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(tags)![1]!;
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Touhou LostWord Tracker', item: 'https://example.org/' },
        { '@type': 'ListItem', position: 2, name: 'A </script> B', item: 'https://example.org/prayers/info/5' },
      ],
    });
  });

  it('adds an ItemList for a list page', () => {
    const tags = headTags({ ...HEAD, items: [{ name: 'One', url: 'https://example.org/1' }] });
    const blocks = [...tags.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as object);
    expect(blocks[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 1,
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'One', url: 'https://example.org/1' }],
    });
  });

  it('keeps JSON inside a script element inert', () => {
    expect(scriptJson({ a: '</script><!--&' })).toBe('{"a":"\\u003c/script\\u003e\\u003c!--\\u0026"}');
  });

  it("replaces the HTML's title and description, and leaves the body's SVG titles", () => {
    const out = withDocumentHead(HTML, HEAD);
    expect(out).toContain('<title>A &quot;quoted&quot; &lt;b&gt; &amp; Co | Touhou LostWord Tracker</title>');
    expect(out).not.toContain('The site.');
    expect(out.match(/name="description"/g)).toHaveLength(1);
    expect(out).toContain('<svg><title>icon</title></svg>');
    expect(out.indexOf('og:title')).toBeLessThan(out.indexOf('</head>'));
  });

  it('names the page in each language and says its own', () => {
    const tags = headTags(HEAD);
    expect(tags).toContain('<link rel="alternate" hreflang="en" href="https://example.org/prayers/info/5?a=1&amp;b=2">');
    expect(tags).toContain('<link rel="alternate" hreflang="ja" href="https://example.org/ja/prayers/info/5?a=1&amp;b=2">');
    expect(tags).toContain('<meta property="og:locale" content="en_US">');
    expect(headTags({ ...HEAD, lang: 'ja' })).toContain('<meta property="og:locale" content="ja_JP">');
    expect(
      withDocumentHead('<!doctype html><html lang="en" data-theme="dark"><head></head><body></body></html>', { ...HEAD, lang: 'ja' }),
    ).toContain('<html lang="ja" data-theme="dark">');
  });

  it("writes the input contract's words on <html>, as JSON in an attribute", () => {
    const out = withDocumentHead('<!doctype html><html lang="en"><head></head><body></body></html>', {
      ...HEAD,
      lang: 'ja',
      earlyWords: { close: '閉じる', loading: '"読み込み中"…', character: 'キャラクター' },
    });
    const attribute = /<html lang="ja" data-early-words="([^"]*)">/.exec(out)?.[1];
    const decoded = attribute?.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(JSON.parse(decoded ?? 'null')).toEqual({ close: '閉じる', loading: '"読み込み中"…', character: 'キャラクター' });
  });

  it('leaves the HTML alone without a head', () => {
    expect(withDocumentHead(HTML, null)).toBe(HTML);
  });
});
