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
  document.body.innerHTML = `<div id="root"><main id="content">${links.join('')}</main></div>`;
  document.querySelectorAll('#root a').forEach((link, i) => {
    // The first one scrolled past, the others from the screen down.
    const top = i === 0 ? -500 : i * 200;
    link.getBoundingClientRect = () => ({
      width: 40,
      height: 40,
      top,
      bottom: top + 40,
      left: 0,
      right: 40,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    // React has them.
    (link as unknown as Record<string, unknown>)['__reactProps$test'] = {};
  });
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

describe("the modal's HTML of the characters shown", () => {
  it('of the first shown from the scroll position on is fetched ahead once the page is its own and loaded, once, and a tap then needs no round trip', async () => {
    hydratedPage(9);
    earlyInput(document, window, EARLY_INPUT);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(asked).toEqual([1002, 1003, 1004, 1005, 1006, 1007].map(ahead));
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
