/**
 * @jest-environment jsdom
 */
import { ENGAGED_KEY_NAME, ENGAGEMENT_EVENTS, forgetVisitorForTests, visitorEngaged } from 'shared-ui/hooks/idle-moments';
import { ENTRY_LOADER, entryLoader, ENGAGEMENT } from './page-scripts.cjs';

type PaintCallback = (list: { getEntries: () => { name: string }[] }) => void;

/** Runs the loader as the page would, from a script element naming the entry, with a paint observer under the test's control. */
function runLoader(list?: unknown) {
  document.head.innerHTML = '';
  document.body.innerHTML =
    list === undefined ? '' : `<script type="application/json" id="entry-preloads">${JSON.stringify(list)}</script>`;
  const script = document.createElement('script');
  script.setAttribute('data-src', '/main.abc.js');
  let paint: PaintCallback = () => undefined;
  const disconnect = jest.fn();
  const win = {
    addEventListener: window.addEventListener.bind(window),
    removeEventListener: window.removeEventListener.bind(window),
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: () => void) => setTimeout(fn, 16),
    PerformanceObserver: class {
      constructor(callback: PaintCallback) {
        paint = callback;
      }
      observe() {}
      disconnect = disconnect;
    },
  } as unknown as Window & typeof globalThis;
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  entryLoader(document, win, 'entry-preloads', 3000, ENGAGEMENT);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
  return { paint: (name: string) => paint({ getEntries: () => [{ name }] }), disconnect, win };
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')]);

describe('the entry loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds the entry script and the preloads only once the first contentful paint has happened', () => {
    const { paint, disconnect } = runLoader([
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
      { href: '/api/story-cards/get-list', as: 'fetch', crossorigin: true },
      { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossorigin: true },
    ]);
    paint('first-paint');
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toEqual([]);
    paint('first-contentful-paint');
    expect(disconnect).toHaveBeenCalled();
    expect(preloads()).toEqual([
      ['/main.abc.js', 'script', null],
      ['http://localhost:3003/remoteEntry.js', 'script', null],
      ['/api/story-cards/get-list', 'fetch', 'anonymous'],
      ['http://localhost:3003/mf-manifest.json', 'fetch', 'anonymous'],
    ]);
    expect(entryScripts()).toEqual(['/main.abc.js']);
    // Once, whatever comes after.
    jest.advanceTimersByTime(5000);
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('fetches at the paint, while the body is still being parsed, and runs the entry once it is parsed', () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    try {
      const { paint } = runLoader([{ href: '/api/story-cards/get-list', as: 'fetch', crossorigin: true }]);
      paint('first-contentful-paint');
      expect(preloads()).toEqual([
        ['/main.abc.js', 'script', null],
        ['/api/story-cards/get-list', 'fetch', 'anonymous'],
      ]);
      expect(entryScripts()).toEqual([]);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual(['/main.abc.js']);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('runs the entry at the paint when the body was parsed first', () => {
    const { paint } = runLoader();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(entryScripts()).toEqual([]);
    paint('first-contentful-paint');
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('starts anyway when no paint is reported (a tab opened in the background)', () => {
    runLoader();
    jest.advanceTimersByTime(2999);
    expect(entryScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('loses nothing over a broken or foreign list: the entry still runs, only preloads it knows are made', () => {
    runLoader([
      { href: '/x.js', as: 'worker' },
      { href: '/a.css', as: 'style' },
      null,
      { href: 3, as: 'fetch' },
      { href: '/ok', as: 'fetch' },
    ]);
    jest.advanceTimersByTime(3000);
    expect(preloads()).toEqual([
      ['/main.abc.js', 'script', null],
      ['/ok', 'fetch', null],
    ]);
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('runs the entry when the list is not JSON', () => {
    runLoader();
    document.body.innerHTML = '<script type="application/json" id="entry-preloads">{not json</script>';
    jest.advanceTimersByTime(3000);
    expect(preloads()).toEqual([['/main.abc.js', 'script', null]]);
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('keeps a move made before the shell runs: the shell sees the visitor there already', async () => {
    const { win } = runLoader();
    // The visitor moves while the shell's code is still on its way; then the shell asks.
    window.dispatchEvent(new Event('pointermove'));
    let seen = false;
    void visitorEngaged(win).then(() => (seen = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toBe(true);
    forgetVisitorForTests(win);
  });

  it("listens for shared-ui's engagement, on the key shared-ui reads", () => {
    expect(ENGAGEMENT).toEqual({ key: ENGAGED_KEY_NAME, events: [...ENGAGEMENT_EVENTS] });
  });

  it('is inlined as its own source, called with the list id, the fallback delay and the engagement', () => {
    expect(ENTRY_LOADER).toMatch(/^\(function entryLoader\(doc, win, listId, fallbackMs, engagement\) \{/);
    expect(ENTRY_LOADER.endsWith(`)(document,window,"entry-preloads",3000,${JSON.stringify(ENGAGEMENT)})`)).toBe(true);
  });
});
