import type { PageManifest } from 'shared-domain/federation/page-manifest';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { catalogue } from '../../src/messages/catalogue';
import type { SearchHit } from '../../src/search/search-engine';
import { resultsPageHtml, type ResultsPage } from './results-page-html';

const doc = (over: Partial<SearchDocument>): SearchDocument => ({
  id: 'x:1',
  group: 'pages',
  title: 'X',
  names: ['X'],
  url: '/x',
  ...over,
});
const hit = (over: Partial<SearchDocument>): SearchHit => ({ document: doc(over), tier: 'exact name' });

/** The page in English, as the server writes it unless a test says otherwise. */
const resultsPage = (page: Omit<ResultsPage, 'locale' | 't' | 'manifests'> & Partial<ResultsPage>) =>
  resultsPageHtml({ locale: 'en', t: catalogue.in('en'), manifests: [], ...page });

describe('the results page', () => {
  beforeAll(() => Promise.all([catalogue.load('en'), catalogue.load('ja')]));

  it('lists results by group, a character opening its modal over the results page', () => {
    const html = resultsPage({
      typed: 'reimu',
      jpContent: false,
      hits: [
        hit({
          id: 'characters:1001',
          group: 'characters',
          title: 'Reimu Hakurei',
          subtitle: 'L1',
          url: '/characters/conventional-list?character=1001',
          character: 1001,
        }),
        hit({ id: 'pages:/menu', title: 'Menu', url: '/menu' }),
      ],
    });
    expect(html).toContain('2 results for “<bdi>reimu</bdi>”');
    expect(html).toContain('<h2 id="srp-characters">Characters</h2>');
    expect(html).toContain(
      '<a href="/search?q=reimu&amp;character=1001"><span class="srp-title">Reimu Hakurei</span> <span class="srp-sub">L1</span></a>',
    );
    expect(html).toContain('<a href="/menu">');
    expect(html.indexOf('srp-characters')).toBeLessThan(html.indexOf('srp-pages'));
  });

  it('keeps JP content on in its form and links, and marks spoilers', () => {
    const html = resultsPage({ typed: 'cf1#', jpContent: true, hits: [hit({ group: 'characters', character: 27001, spoiler: true })] });
    expect(html).toContain('<input type="hidden" name="jp" value="1">');
    expect(html).toContain('href="/search?q=cf1%23&amp;jp=1&amp;character=27001"');
    expect(html).toContain('<span class="srp-jp"');
  });

  it('escapes everything it echoes', () => {
    const typed = '"><script>alert(1)</script>\'&';
    const html = resultsPage({ typed, jpContent: false, hits: [hit({ title: '<b>T</b>', subtitle: '"s"' })] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&apos;&amp;"');
    expect(html).toContain('&lt;b&gt;T&lt;/b&gt;');
    expect(html).toContain('&quot;s&quot;');
  });

  it.each([
    ['empty', '', 'Type a name, a code like “Cf1#”, an effect, a prayer or a floor.'],
    ['blank', '   ', 'Type a name, a code like “Cf1#”, an effect, a prayer or a floor.'],
    ['RTL text with no match', 'مرحبا', 'No results for “<bdi>مرحبا</bdi>”.'],
    ['emoji with no match', '🎍🎍', 'No results for “<bdi>🎍🎍</bdi>”.'],
    ['regex-special input with no match', '.*(', 'No results for “<bdi>.*(</bdi>”.'],
  ])('answers %s input with a sentence', (_, typed, sentence) => {
    expect(resultsPage({ typed, jpContent: false, hits: [] })).toContain(`<p role="status">${sentence}</p>`);
  });

  it('shows control characters as spaces', () => {
    expect(resultsPage({ typed: 'a\u0000b\u0007', jpContent: false, hits: [] })).toContain('No results for “<bdi>a b </bdi>”.');
  });

  it('searches and echoes only the first 200 characters of a longer query, and says so', () => {
    const html = resultsPage({ typed: 'あ'.repeat(250), jpContent: false, hits: [] });
    expect(html).toContain(`value="${'あ'.repeat(200)}"`);
    expect(html).not.toContain('あ'.repeat(201));
    expect(html).toContain('Only the first 200 characters were searched.');
  });

  it('says when the index cannot be had, rather than "no results"', () => {
    expect(resultsPage({ typed: 'reimu', jpContent: false, hits: [], unavailable: true })).toContain(
      'Search is not available right now: try again in a moment.',
    );
  });

  it('on a Japanese page: its words, its links and form under /ja, a page found named as the Japanese menu names it', () => {
    const japaneseManifest = {
      version: 1,
      section: 'update-log',
      menuGroup: { title: 'サイト', icon: 'menu' },
      nav: null,
      pages: [{ path: '/update-log', title: '更新履歴', description: '', menu: null, aliases: [] }],
    } as unknown as PageManifest;
    const html = resultsPageHtml({
      typed: 'log',
      jpContent: false,
      locale: 'ja',
      t: catalogue.in('ja'),
      manifests: [japaneseManifest],
      hits: [
        hit({ id: 'characters:1001', group: 'characters', title: 'Reimu Hakurei', character: 1001, spoiler: true }),
        hit({ id: 'pages:/update-log', title: 'Update Log', subtitle: 'Site', url: '/update-log' }),
      ],
    });
    expect(html).toContain('<h1>検索</h1>');
    expect(html).toContain('<form role="search" action="/ja/search" method="get">');
    expect(html).toContain('<label for="search-page-q">キャラクター、絵札、イラストレーター、祈祷、階層、ページを検索</label>');
    expect(html).toContain('<button type="submit">検索</button>');
    expect(html).toContain('<p role="status">「<bdi>log</bdi>」の検索結果：2件</p>');
    expect(html).toContain('<h2 id="srp-pages">ページ</h2>');
    expect(html).toContain('<a href="/ja/update-log"><span class="srp-title">更新履歴</span> <span class="srp-sub">サイト</span></a>');
    expect(html).toContain('href="/ja/search?q=log&amp;character=1001"');
    expect(html).toContain('<span class="srp-jp" title="日本版限定、またはグローバル版で未実装">JP</span>');
    expect(resultsPageHtml({ typed: '霊夢', jpContent: false, hits: [], locale: 'ja', t: catalogue.in('ja'), manifests: [] })).toContain(
      '<p role="status">「<bdi>霊夢</bdi>」に一致する結果はありません。</p>',
    );
  });

  it('says one result in the singular', () => {
    expect(resultsPage({ typed: 'menu', jpContent: false, hits: [hit({})] })).toContain('1 result for “<bdi>menu</bdi>”');
  });
});
