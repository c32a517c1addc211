/**
 * @jest-environment jsdom
 */
import { ENGAGED_KEY_NAME, ENGAGEMENT_EVENTS, forgetEngagementForTests, visitorEngaged } from 'shared-ui/hooks/idle-moments';
import { ENTRY_LOADER, entryLoader, ENGAGEMENT } from '../../rspack.page-scripts.cjs';

/** Runs the loader as the page would, from a script element naming the entry. */
function runLoader(list?: unknown, listText = list === undefined ? undefined : JSON.stringify(list)) {
  document.head.innerHTML = '';
  document.body.innerHTML = listText === undefined ? '' : `<script type="application/json" id="entry-preloads">${listText}</script>`;
  const script = document.createElement('script');
  script.setAttribute('data-src', '/main.abc.js');
  Object.defineProperty(document, 'currentScript', { configurable: true, value: script });
  entryLoader(document, window, 'entry-preloads', ENGAGEMENT);
  Object.defineProperty(document, 'currentScript', { configurable: true, value: null });
}

const entryScripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link')].map((l) => [l.getAttribute('href'), l.getAttribute('as'), l.getAttribute('crossorigin')]);

describe('the entry loader', () => {
  it('starts the entry script and its preloads at once, in the order listed', () => {
    runLoader([
      { href: 'http://localhost:3003/remoteEntry.js', as: 'script' },
      { href: '/api/story-cards/get-list', as: 'fetch', crossorigin: true },
      { href: 'http://localhost:3003/mf-manifest.json', as: 'fetch', crossorigin: true },
    ]);
    expect(preloads()).toEqual([
      ['http://localhost:3003/remoteEntry.js', 'script', null],
      ['/api/story-cards/get-list', 'fetch', 'anonymous'],
      ['http://localhost:3003/mf-manifest.json', 'fetch', 'anonymous'],
    ]);
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
    expect(preloads()).toEqual([['/ok', 'fetch', null]]);
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('runs the entry when the list is not JSON, or is missing', () => {
    runLoader(undefined, '{not json');
    expect(preloads()).toEqual([]);
    expect(entryScripts()).toEqual(['/main.abc.js']);
    runLoader();
    expect(entryScripts()).toEqual(['/main.abc.js']);
  });

  it('keeps a move made before the shell runs: the shell sees the visitor there already', async () => {
    runLoader();
    // The visitor moves while the shell's code is still on its way; then the shell asks.
    window.dispatchEvent(new Event('pointermove'));
    let seen = false;
    void visitorEngaged(window).then(() => (seen = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toBe(true);
    forgetEngagementForTests(window);
  });

  it("listens for shared-ui's engagement, on the key shared-ui reads", () => {
    expect(ENGAGEMENT).toEqual({ key: ENGAGED_KEY_NAME, events: [...ENGAGEMENT_EVENTS] });
  });

  it('is inlined as its own source, called with the list id and the engagement', () => {
    expect(ENTRY_LOADER).toMatch(/^\(function entryLoader\(doc, win, listId, engagement\) \{/);
    expect(ENTRY_LOADER.endsWith(`)(document,window,"entry-preloads",${JSON.stringify(ENGAGEMENT)})`)).toBe(true);
  });
});
