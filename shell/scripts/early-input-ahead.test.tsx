/**
 * @jest-environment jsdom
 */
import { EARLY_INPUT, earlyInput } from '../../rspack.page-scripts.cjs';

// A file of its own: the contract is installed once per page, and fetches ahead once per page.
const MODAL = '<div role="dialog"><h2>Reimu Hakurei</h2></div>';
let asked: string[] = [];
let saveData = false;

function hydratedPage(count: number) {
  window.history.replaceState(null, '', '/characters/release-order');
  const links = Array.from({ length: count }, (_, i) => `<a id="c${i}" href="/characters/release-order?character=${1001 + i}">C${i}</a>`);
  // A character linked twice (a thumbnail and its name) is fetched once; a link to another page not at all.
  links.splice(1, 0, '<a href="/characters/release-order?character=1001">Reimu</a><a href="/prayers">Prayers</a>');
  document.body.innerHTML = `<div id="root"><main id="content">${links.join('')}</main></div>`;
  // React has them.
  document.querySelectorAll('#root a').forEach((link) => ((link as unknown as Record<string, unknown>)['__reactProps$test'] = {}));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const ahead = (id: number) => `${EARLY_INPUT.fragmentPath}?page=${encodeURIComponent(`/characters/release-order?character=${id}`)}`;

beforeAll(() => {
  (window as unknown as { fetch: unknown }).fetch = (url: string) => {
    asked.push(url);
    return Promise.resolve({ ok: true, text: () => Promise.resolve(MODAL) });
  };
  Object.defineProperty(window.navigator, 'connection', { configurable: true, get: () => ({ saveData, effectiveType: '4g' }) });
});

describe("the modal's HTML of the characters linked", () => {
  it('of the first in the page is fetched ahead once the page is its own and loaded, once, and a tap then needs no round trip', async () => {
    hydratedPage(9);
    earlyInput(document, window, EARLY_INPUT);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(asked).toEqual([1001, 1002, 1003, 1004, 1005, 1006].map(ahead));
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(asked).toHaveLength(6);
    // The page's router puts the character in the address as the tap lands.
    document.getElementById('root')!.addEventListener('click', (event) => {
      event.preventDefault();
      window.history.pushState(null, '', '/characters/release-order?character=1002');
    });
    document.getElementById('c1')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    await settle();
    expect(document.getElementById(EARLY_INPUT.modalId)).toHaveTextContent('Reimu Hakurei');
    expect(asked).toHaveLength(6);
  });
});

describe('on a connection that asks to save data', () => {
  beforeAll(() => {
    saveData = true;
    asked = [];
  });

  it('nothing is fetched ahead', async () => {
    delete (window as unknown as Record<symbol, unknown>)[Symbol.for(EARLY_INPUT.key)];
    hydratedPage(3);
    earlyInput(document, window, EARLY_INPUT);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(asked).toEqual([]);
  });
});
