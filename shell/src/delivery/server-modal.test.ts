import { EARLY_INPUT } from './page-scripts.cjs';
import { EARLY_INPUT_KEY, removeServerModal, removeServerModalWhenShown, SERVER_MODAL_ID, showServerModalMeanwhile } from './server-modal';

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

  it('follows the element standing in: the card a slow modal opened with, then the copy that replaced it', () => {
    pageWith('<div data-character-modal="1001"><div aria-busy="true">Loading…</div></div>');
    removeServerModalWhenShown();
    frame();
    document.getElementById(SERVER_MODAL_ID)!.remove();
    document.body.insertAdjacentHTML('beforeend', `<div id="${SERVER_MODAL_ID}"><div role="dialog">Reimu Hakurei</div></div>`);
    frame();
    expect(document.getElementById(SERVER_MODAL_ID)).toHaveAttribute('inert');
    document.querySelector('#root [aria-busy]')!.outerHTML = '<h2>Reimu Hakurei</h2>';
    frame();
    expect(document.getElementById(SERVER_MODAL_ID)).toBeNull();
  });

  it('goes after fifteen seconds even if the page never shows the character', () => {
    pageWith('');
    removeServerModalWhenShown();
    jest.advanceTimersByTime(14_900);
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

describe('the copy while a character opened on the page loads', () => {
  const contractKey = Symbol.for(EARLY_INPUT_KEY);
  const holder = window as unknown as Record<symbol, unknown>;
  afterEach(() => {
    delete holder[contractKey];
    window.history.replaceState(null, '', '/');
  });

  it("asks the page's input contract for the character in the address, and hands the copy it shows to the page's modal", async () => {
    window.history.replaceState(null, '', '/characters/release-order?character=1001');
    document.body.innerHTML = '<div id="root"></div>';
    const asked: string[] = [];
    let wanted: () => boolean = () => false;
    holder[contractKey] = {
      showCharacter: (href: string, stillWanted: () => boolean) => {
        asked.push(href);
        wanted = stillWanted;
        document.body.insertAdjacentHTML('beforeend', `<div id="${SERVER_MODAL_ID}"><div role="dialog">Reimu Hakurei</div></div>`);
        return Promise.resolve(true);
      },
    };
    showServerModalMeanwhile();
    await Promise.resolve();
    await Promise.resolve();
    expect(asked).toEqual(['http://localhost/characters/release-order?character=1001']);
    expect(document.getElementById(SERVER_MODAL_ID)).toHaveAttribute('inert');
    expect(wanted()).toBe(true);
    window.history.replaceState(null, '', '/characters/release-order?character=1002');
    expect(wanted()).toBe(false);
  });

  it('asks for nothing without a character in the address, or with a copy there already', () => {
    const showCharacter = jest.fn(() => Promise.resolve(true));
    holder[contractKey] = { showCharacter };
    showServerModalMeanwhile();
    window.history.replaceState(null, '', '/?character=1001');
    document.body.innerHTML = `<div id="${SERVER_MODAL_ID}"></div>`;
    showServerModalMeanwhile();
    expect(showCharacter).not.toHaveBeenCalled();
    expect(document.getElementById(SERVER_MODAL_ID)).toHaveAttribute('inert');
  });

  it("uses the contract's own key and element id", () => {
    expect(EARLY_INPUT_KEY).toBe(EARLY_INPUT.key);
    expect(SERVER_MODAL_ID).toBe(EARLY_INPUT.modalId);
  });
});
