import type { SearchDocument } from 'shared-domain/federation/search-document';
import type { SearchHit } from '../../src/search/search-engine';
import { resultsPageHtml } from './results-page-html';

const doc = (over: Partial<SearchDocument>): SearchDocument => ({
  id: 'x:1',
  group: 'pages',
  title: 'X',
  names: ['X'],
  url: '/x',
  ...over,
});
const hit = (over: Partial<SearchDocument>): SearchHit => ({ document: doc(over), tier: 'exact name' });

describe('the results page', () => {
  it('lists results by group, a character opening its modal over the results page', () => {
    const html = resultsPageHtml({
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
    const html = resultsPageHtml({ typed: 'cf1#', jpContent: true, hits: [hit({ group: 'characters', character: 27001, spoiler: true })] });
    expect(html).toContain('<input type="hidden" name="jp" value="1">');
    expect(html).toContain('href="/search?q=cf1%23&amp;jp=1&amp;character=27001"');
    expect(html).toContain('<span class="srp-jp"');
  });

  it('escapes everything it echoes', () => {
    const typed = '"><script>alert(1)</script>\'&';
    const html = resultsPageHtml({ typed, jpContent: false, hits: [hit({ title: '<b>T</b>', subtitle: '"s"' })] });
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
    expect(resultsPageHtml({ typed, jpContent: false, hits: [] })).toContain(`<p role="status">${sentence}</p>`);
  });

  it('shows control characters as spaces', () => {
    expect(resultsPageHtml({ typed: 'a\u0000b\u0007', jpContent: false, hits: [] })).toContain('No results for “<bdi>a b </bdi>”.');
  });

  it('searches and echoes only the first 200 characters of a longer query, and says so', () => {
    const html = resultsPageHtml({ typed: 'あ'.repeat(250), jpContent: false, hits: [] });
    expect(html).toContain(`value="${'あ'.repeat(200)}"`);
    expect(html).not.toContain('あ'.repeat(201));
    expect(html).toContain('Only the first 200 characters were searched.');
  });

  it('says when the index cannot be had, rather than "no results"', () => {
    expect(resultsPageHtml({ typed: 'reimu', jpContent: false, hits: [], unavailable: true })).toContain(
      'Search is not available right now: try again in a moment.',
    );
  });
});
