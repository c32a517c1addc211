import { removeServerModal, removeServerModalWhenShown, SERVER_MODAL_ID } from './server-modal';

function pageWith(own: string) {
  document.body.innerHTML = `<div id="root">${own}</div><div id="${SERVER_MODAL_ID}"><div data-character-modal="1001"><h2>Reimu Hakurei</h2></div></div>`;
}

describe("the server's copy of the character modal", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const frame = () => jest.advanceTimersByTime(20);

  it("stays while the page's own modal is still loading its character, and goes once it shows it", () => {
    pageWith('<div data-character-modal="1001"><div aria-busy="true">Loading…</div></div>');
    removeServerModalWhenShown();
    frame();
    const copy = document.getElementById(SERVER_MODAL_ID);
    expect(copy).not.toBeNull();
    // Shown, but the page's dialog is the only one a screen reader or the keyboard meets.
    expect(copy).toHaveAttribute('inert');
    expect(copy).toHaveAttribute('aria-hidden', 'true');
    document.querySelector('#root [aria-busy]')!.outerHTML = '<h2>Reimu Hakurei</h2>';
    frame();
    expect(document.getElementById(SERVER_MODAL_ID)).toBeNull();
  });

  it('goes after a few seconds even if the page never shows the character', () => {
    pageWith('');
    removeServerModalWhenShown();
    jest.advanceTimersByTime(2_900);
    expect(document.getElementById(SERVER_MODAL_ID)).not.toBeNull();
    jest.advanceTimersByTime(200);
    expect(document.getElementById(SERVER_MODAL_ID)).toBeNull();
  });

  it('goes at once when the URL lets go of the character, leaving its stylesheets linked for the page', () => {
    pageWith('');
    document.getElementById(SERVER_MODAL_ID)!.insertAdjacentHTML('afterbegin', '<link rel="stylesheet" href="http://r.test/1320.css">');
    removeServerModal();
    expect(document.getElementById(SERVER_MODAL_ID)).toBeNull();
    expect([...document.head.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toEqual([
      'http://r.test/1320.css',
    ]);
  });
});
