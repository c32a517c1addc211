import { fillRoot, hasEmptyRoot } from './root-html';

const SHELL = '<html><head></head><body><div id="loading-cover" class="cover">Loading…</div><div id="root"></div></body></html>';

describe('a page rendered on the server, put into the shell HTML', () => {
  it('goes inside #root, with its attributes and what follows it, and the cover goes', () => {
    expect(fillRoot(SHELL, '<h1>Hi</h1>', ' data-x="1"', '<script>q</script>')).toBe(
      '<html><head></head><body><div id="root" data-x="1"><h1>Hi</h1></div><script>q</script></body></html>',
    );
  });

  it("keeps the page's dollar signs as they are (not replacement patterns)", () => {
    const page = "<p>$& costs $' and $$</p>";
    expect(fillRoot(SHELL, page)).toContain(`<div id="root">${page}</div>`);
  });

  it('leaves an HTML file without an empty #root as it is', () => {
    const other = '<html><body><div id="root"><p>already</p></div></body></html>';
    expect(hasEmptyRoot(other)).toBe(false);
    expect(fillRoot(other, '<h1>Hi</h1>')).toBe(other);
  });
});
