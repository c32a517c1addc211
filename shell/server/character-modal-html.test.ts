import { asksForCharacter, insertCharacterModal } from './character-modal-html';

describe('insertCharacterModal', () => {
  const page = '<html><head></head><body><div id="root"><main>Page</main></div><script>loader()</script></body></html>';
  const modal = { html: '<div role="dialog">Reimu Hakurei</div>', stylesheets: ['http://localhost:3001/1320.ab.css'] };

  it("puts the modal at the end of the body, outside #root, after the stylesheets it needs: the shell's modal files and the remote's", () => {
    const files = [
      'main.1a2b3c4d.js',
      'character-modal.0cb52af977.css',
      'shared-ui-modal.57a43dad03.css',
      'main.df3421e493.css',
      'character-modal.0cb52af977.js',
    ];
    expect(insertCharacterModal(page, modal, files)).toBe(
      '<html><head></head><body><div id="root"><main>Page</main></div><script>loader()</script>' +
        '<div id="server-character-modal">' +
        '<link rel="stylesheet" href="/character-modal.0cb52af977.css">' +
        '<link rel="stylesheet" href="/shared-ui-modal.57a43dad03.css">' +
        '<link rel="stylesheet" href="http://localhost:3001/1320.ab.css">' +
        '<div role="dialog">Reimu Hakurei</div></div></body></html>',
    );
  });

  it('escapes a stylesheet address, and leaves a page without a body as it is', () => {
    const odd = { html: '<p>x</p>', stylesheets: ['http://r.test/a.css?x="><script>'] };
    expect(insertCharacterModal('<body></body>', odd, [])).toBe(
      '<body><div id="server-character-modal"><link rel="stylesheet" href="http://r.test/a.css?x=&quot;&gt;&lt;script&gt;"><p>x</p></div></body>',
    );
    expect(insertCharacterModal('<p>no body</p>', odd, [])).toBe('<p>no body</p>');
  });
});

describe('asksForCharacter', () => {
  it('is true for a valid ?character=ID, among other queries too, and false otherwise', () => {
    expect(asksForCharacter('/characters/release-order?character=1001')).toBe(true);
    expect(asksForCharacter('/?type=fes&character=7')).toBe(true);
    expect(asksForCharacter('/characters/release-order')).toBe(false);
    expect(asksForCharacter('/?character=abc')).toBe(false);
    expect(asksForCharacter('/?characters=1001')).toBe(false);
  });
});
