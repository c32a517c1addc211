import { insertRenderedPage } from './page-document';

const HTML =
  '<html><head></head><body><div id="loading-cover" role="status" aria-live="polite">Loading…</div>\n<div id="root"></div><noscript>x</noscript></body></html>';

describe('insertRenderedPage', () => {
  it('puts the rendering into #root with its render time and drops the loading cover', () => {
    expect(insertRenderedPage(HTML, '<main>Page</main>', 1_700_000_000_000)).toBe(
      '<html><head></head><body>\n<div id="root" data-server-rendered-at="1700000000000"><main>Page</main></div><noscript>x</noscript></body></html>',
    );
  });

  it('leaves an HTML file without an empty #root as it is', () => {
    const other = '<html><body><div id="app"></div></body></html>';
    expect(insertRenderedPage(other, '<main>Page</main>', 1)).toBe(other);
  });
});
