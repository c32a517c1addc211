/**
 * @jest-environment jsdom
 */
import { Suspense, act, use, useState, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { EARLY_INPUT, EARLY_INPUT_SCRIPT, earlyInput } from './page-scripts.cjs';

// The contract keeps its state on the window under this key: installed once, as on a page.
const stateKey = Symbol.for(EARLY_INPUT.key);
const contract = () =>
  (
    window as unknown as Record<
      symbol,
      { taps: Element[]; typed: unknown[]; showCharacter?: (href: string, wanted: () => boolean) => Promise<boolean> } | undefined
    >
  )[stateKey];

/** A server-rendered page: #root still the server's (`page`), or hydrated but for its section (`section`). */
function page(html: string, waiting: 'page' | 'section' | 'none' = 'page') {
  contract()?.taps.splice(0);
  contract()?.typed.splice(0);
  document.documentElement.removeAttribute(EARLY_INPUT.navigatingAttribute);
  document.body.innerHTML = `<div id="root"><header><button id="settings">Settings</button></header><main id="content">${html}</main></div>`;
  const root = document.getElementById('root')!;
  if (waiting === 'page') root.setAttribute(EARLY_INPUT.pageAttribute, '1');
  if (waiting !== 'none') root.setAttribute(EARLY_INPUT.sectionAttribute, 'characters');
  earlyInput(document, window, EARLY_INPUT);
  return root;
}

/** What the page's own handlers (React's, on #root) saw. */
function handlersOn(root: HTMLElement) {
  const seen: string[] = [];
  for (const type of ['click', 'submit', 'input'])
    root.addEventListener(type, (event) => seen.push(`${type}:${(event.target as Element).id}`));
  return seen;
}

// Whether the browser would have done what the click asks (jsdom cannot navigate, so it is stopped
// at the window, after the contract and the page have had it).
let leftToBrowser = false;
window.addEventListener('click', (event) => {
  leftToBrowser = !event.defaultPrevented;
  if ((event.target as Element).closest('a')) event.preventDefault();
});
const tap = (element: Element, init: MouseEventInit = {}) => {
  leftToBrowser = false;
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return leftToBrowser;
};

/** React's mark on a node it has hydrated and committed: a fiber whose way up reaches the root. */
const adopt = (element: Element) =>
  ((element as unknown as Record<string, unknown>)['__reactFiber$test'] ??= {
    tag: 5,
    flags: 0,
    alternate: null,
    return: { tag: 3, flags: 0, alternate: null, return: null },
  });

/** React hydrates the section's part from the server's HTML, as the section's code does. */
const hydrateContent = (ui: ReactNode) =>
  act(async () => {
    hydrateRoot(document.getElementById('content')!, ui);
  });

/** The page takes over: React marks the nodes it hydrated, and the attributes go, as the shell and the section remove them. */
async function hydrated(root: HTMLElement, which: 'page' | 'section' | 'both' = 'both') {
  for (const element of root.querySelectorAll('*')) adopt(element);
  await act(async () => {
    if (which !== 'section') root.removeAttribute(EARLY_INPUT.pageAttribute);
    if (which !== 'page') root.removeAttribute(EARLY_INPUT.sectionAttribute);
    // The contract hands kept text over in steps a few tasks apart.
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
}

describe('the early input contract', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a tap on a button before the page is ready, marks it, and taps it again once ready', async () => {
    const root = page('<button id="pull" type="button">Pull ×10</button>');
    const seen = handlersOn(root);
    const pull = document.getElementById('pull')!;
    expect(tap(pull)).toBe(false);
    expect(seen).toEqual([]);
    expect(pull.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(true);
    await hydrated(root);
    expect(seen).toEqual(['click:pull']);
    expect(pull.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(false);
  });

  it('replays held taps in their order, once each', async () => {
    const root = page('<div role="tablist"><button id="a" role="tab">A</button><button id="b" role="tab">B</button></div>');
    const seen = handlersOn(root);
    tap(document.getElementById('b')!);
    tap(document.getElementById('a')!);
    tap(document.getElementById('b')!);
    await hydrated(root);
    expect(seen).toEqual(['click:b', 'click:a']);
  });

  it('leaves a link to another page to the browser and shows that the page is on its way', () => {
    const root = page('<a id="prayers" href="/prayers">Prayers</a>');
    const seen = handlersOn(root);
    expect(tap(document.getElementById('prayers')!)).toBe(true);
    expect(seen).toEqual(['click:prayers']);
    expect(document.documentElement.hasAttribute(EARLY_INPUT.navigatingAttribute)).toBe(true);
  });

  describe("a character's link", () => {
    const MODAL =
      '<link rel="stylesheet" href="/character-modal.css"><div role="dialog"><h2>Reimu Hakurei</h2><a id="close" href="/characters/release-order">Close</a></div>';
    let asked: string[] = [];
    let answer: { ok: boolean; html: string } = { ok: true, html: MODAL };
    beforeEach(() => {
      asked = [];
      answer = { ok: true, html: MODAL };
      window.history.replaceState(null, '', '/characters/release-order');
      (window as unknown as { fetch: unknown }).fetch = (url: string) => {
        asked.push(url);
        return Promise.resolve({ ok: answer.ok, text: () => Promise.resolve(answer.html) });
      };
    });
    const copy = () => document.getElementById(EARLY_INPUT.modalId);
    /** The server answers at once, but the modal's HTML comes only when the test says. */
    const slowModal = () => {
      let arrive: (html: string) => void = () => undefined;
      (window as unknown as { fetch: unknown }).fetch = () =>
        Promise.resolve({ ok: true, text: () => new Promise<string>((resolve) => (arrive = resolve)) });
      return (html: string) => arrive(html);
    };
    /** `n` of the page's animation frames gone by. */
    const frames = (n: number) =>
      act(
        () =>
          new Promise<void>((resolve) =>
            (function next(left: number) {
              if (left === 0) resolve();
              else requestAnimationFrame(() => next(left - 1));
            })(n),
          ),
      );
    // Each test opens its own character: what was fetched is kept for the page. A card comes in
    // the frame after the tap's, and is checked from the frame after that.
    const settle = async () => {
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      await frames(4);
    };
    /**
     * A page whose code has taken over its one link to character `id`. A tap on it takes the address to
     * the character, as the page's router does (unless `router` is false), and with `ownModal` opens the
     * page's own modal, its body still loading.
     */
    const readyLink = (id: number, { router = true, ownModal = false } = {}) => {
      const root = page(`<a id="reimu" title="Reimu Hakurei" href="/characters/release-order?character=${id}">Reimu</a>`, 'none');
      const link = document.getElementById('reimu')!;
      adopt(link);
      if (router)
        root.addEventListener('click', () => {
          window.history.pushState(null, '', `/characters/release-order?character=${id}`);
          if (ownModal)
            root.insertAdjacentHTML(
              'beforeend',
              `<div data-character-modal="${id}"><div role="status" aria-busy="true">Loading character…</div></div>`,
            );
        });
      return { root, link };
    };

    it('tapped before the page is ready shows the modal the server renders for it, outside #root, and is tapped again once ready', async () => {
      const root = page(
        '<a id="reimu" href="/characters/release-order?character=1001"><img alt="">Reimu</a><a id="top" href="#top">Top</a>',
      );
      const seen = handlersOn(root);
      // The page's router, once it has the tap, takes the address to the character.
      root.addEventListener('click', () => window.history.pushState(null, '', '/characters/release-order?character=1001'));
      expect(tap(document.querySelector('#reimu img')!)).toBe(false);
      expect(document.documentElement.getAttribute(EARLY_INPUT.navigatingAttribute)).toBe('character');
      await settle();
      expect(asked).toEqual([`${EARLY_INPUT.fragmentPath}?page=${encodeURIComponent('/characters/release-order?character=1001')}`]);
      expect(copy()!.parentElement).toBe(document.body);
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      expect(document.documentElement.hasAttribute(EARLY_INPUT.navigatingAttribute)).toBe(false);
      expect(seen).toEqual([]);
      await hydrated(root);
      expect(seen).toEqual(['click:reimu']);
      // The address asks for the character now: the copy stays until the page's own modal shows it.
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      // A link within the page goes nowhere: no modal, no sign of a page on its way.
      expect(tap(document.getElementById('top')!)).toBe(true);
      expect(document.documentElement.hasAttribute(EARLY_INPUT.navigatingAttribute)).toBe(false);
      copy()!.remove();
    });

    it('shown for a held tap closes with its X, and the tap is let go', async () => {
      const root = page('<a id="reimu" href="/characters/release-order?character=1001">Reimu</a>');
      const seen = handlersOn(root);
      tap(document.getElementById('reimu')!);
      await settle();
      expect(tap(document.getElementById('close')!)).toBe(false);
      expect(copy()).toBeNull();
      // Its stylesheet stays for the page's own modal.
      expect(document.head.querySelector('link[href="/character-modal.css"]')).not.toBeNull();
      await hydrated(root);
      expect(seen).toEqual([]);
    });

    it('is left to the browser when the server cannot answer with the modal', async () => {
      answer = { ok: false, html: '' };
      const root = page('<a id="reimu" href="/characters/release-order?character=1101">Reimu</a>');
      const seen = handlersOn(root);
      const navigated = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      tap(document.getElementById('reimu')!);
      await settle();
      expect(copy()).toBeNull();
      // jsdom says it cannot navigate: the browser was asked to open the link, and the page no longer holds the tap.
      expect(String(navigated.mock.calls[0]?.[0])).toMatch(/Not implemented: navigation/);
      navigated.mockRestore();
      expect(contract()!.taps).toEqual([]);
      expect(document.getElementById('reimu')!.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(false);
      await hydrated(root);
      expect(seen).toEqual([]);
    });

    it('tapped on a ready page fetches the modal beside its code and shows it once the address asks for it', async () => {
      const { link } = readyLink(1201);
      expect(tap(link)).toBe(true);
      await settle();
      expect(asked).toHaveLength(1);
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      copy()!.remove();
    });

    it('whose HTML is slow opens a card with the name and picture from the link, which the modal then replaces', async () => {
      const arrive = slowModal();
      const root = page(
        '<a id="reimu" title="Reimu Hakurei (Miko)" href="/characters/release-order?character=1401"><img src="/images/1401.svg" alt=""></a>',
      );
      root.addEventListener('click', () => window.history.pushState(null, '', '/characters/release-order?character=1401'));
      tap(document.getElementById('reimu')!);
      // Not in the tap's frame, whose paint answers the tap, but in the next, with no timer between (the
      // stylesheet keeps it unseen for its first moment).
      expect(copy()).toBeNull();
      await frames(1);
      expect(copy()).toBeNull();
      await frames(1);
      const card = copy()!;
      expect(card).toHaveAttribute('data-opening');
      await settle();
      expect(copy()).toBe(card);
      expect(card.querySelector('[role="dialog"]')).toHaveAccessibleName('Reimu Hakurei');
      expect(card.querySelector('h2')).toHaveTextContent('Reimu Hakurei');
      expect(card.querySelector('img')!.getAttribute('src')).toMatch(/\/images\/1401\.svg$/);
      expect(card.querySelector('a[aria-label="Close"]')!.getAttribute('href')).toBe('/characters/release-order?');
      await act(async () => arrive(MODAL));
      await settle();
      expect(copy()).not.toHaveAttribute('data-opening');
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      await hydrated(root);
      copy()!.remove();
    });

    it("whose card names the character by the words of its link, not its icon's title nor its tag", async () => {
      slowModal();
      const root = page(
        '<a id="kyouko" href="/characters/release-order?character=62096"><svg role="img" aria-label="Ultra Festival"><title>Ultra Festival</title><circle r="4"></circle></svg><span>Kyouko Kasodani</span><span> (N5)</span></a>',
      );
      root.addEventListener('click', () => window.history.pushState(null, '', '/characters/release-order?character=62096'));
      tap(document.getElementById('kyouko')!);
      await settle();
      expect(copy()!.querySelector('h2')).toHaveTextContent(/^Kyouko Kasodani$/);
      expect(copy()!.querySelector('[role="dialog"]')).toHaveAccessibleName('Kyouko Kasodani');
      await hydrated(root);
      copy()!.remove();
    });

    it("whose card speaks the page's language, with the words the server wrote on <html>", async () => {
      slowModal();
      document.documentElement.setAttribute(
        EARLY_INPUT.wordsAttribute,
        JSON.stringify({ close: '閉じる', loading: 'キャラクターを読み込み中…', character: 'キャラクター' }),
      );
      try {
        const root = page('<a id="nameless" href="/characters/release-order?character=1401"></a>');
        root.addEventListener('click', () => window.history.pushState(null, '', '/characters/release-order?character=1401'));
        tap(document.getElementById('nameless')!);
        await settle();
        const card = copy()!;
        expect(card.querySelector('h2')).toHaveTextContent('キャラクター');
        expect(card.querySelector('[role="status"]')).toHaveTextContent('キャラクターを読み込み中…');
        expect(card.querySelector('a[aria-label="閉じる"]')).not.toBeNull();
        await hydrated(root);
        copy()!.remove();
      } finally {
        document.documentElement.removeAttribute(EARLY_INPUT.wordsAttribute);
      }
    });

    it("whose card goes as soon as the page's own modal shows the character, though the server's HTML is still on its way", async () => {
      (window as unknown as { fetch: unknown }).fetch = () => new Promise(() => undefined);
      const { root, link } = readyLink(1601);
      tap(link);
      await settle();
      expect(copy()).toHaveAttribute('data-opening');
      expect(copy()).not.toHaveAttribute('inert'); // the one dialog so far
      // Still loading its body: the card stays.
      root.insertAdjacentHTML(
        'beforeend',
        '<div data-character-modal="1601"><div role="status" aria-busy="true">Loading character…</div></div>',
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(copy()).toHaveAttribute('data-opening');
      root.querySelector('[data-character-modal="1601"]')!.innerHTML = '<h3>Reimu Hakurei</h3>';
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(copy()).toBeNull();
    });

    it("whose HTML comes once the page's own modal is open is no second dialog", async () => {
      const { root, link } = readyLink(2001, { ownModal: true });
      tap(link);
      await settle();
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      expect(copy()).toHaveAttribute('inert');
      expect(copy()).toHaveAttribute('aria-hidden', 'true');
      copy()!.remove();
      root.querySelector('[data-character-modal="2001"]')!.remove();
    });

    it("opened over the page's own modal still loading its body, is no second dialog, nor is the copy that replaces it", async () => {
      const arrive = slowModal();
      const { link } = readyLink(1701, { ownModal: true });
      tap(link);
      await settle();
      expect(copy()).toHaveAttribute('data-opening');
      expect(copy()).toHaveAttribute('inert');
      expect(copy()).toHaveAttribute('aria-hidden', 'true');
      await act(async () => arrive(MODAL));
      await settle();
      expect(copy()).not.toHaveAttribute('data-opening');
      expect(copy()).toHaveAttribute('inert');
      expect(copy()).toHaveAttribute('aria-hidden', 'true');
      copy()!.remove();
    });

    it('whose card is closed lets the tap go, and the modal arriving later is not shown', async () => {
      const arrive = slowModal();
      const root = page('<a id="reimu" title="Reimu Hakurei" href="/characters/release-order?character=1501">Reimu</a>');
      const seen = handlersOn(root);
      tap(document.getElementById('reimu')!);
      await settle();
      expect(tap(copy()!.querySelector('a[aria-label="Close"]')!)).toBe(false);
      expect(copy()).toBeNull();
      await act(async () => arrive(MODAL));
      await settle();
      expect(copy()).toBeNull();
      await hydrated(root);
      expect(seen).toEqual([]);
    });

    it('shown for a tap the page handled goes when the address lets go of the character before the page has caught up (Back)', async () => {
      const { link } = readyLink(1801);
      tap(link);
      await settle();
      expect(copy()).toHaveTextContent('Reimu Hakurei');
      window.history.back();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(window.location.search).toBe('');
      expect(copy()).toBeNull();
      // Its stylesheet stays for the page's own modal.
      expect(document.head.querySelector('link[href="/character-modal.css"]')).not.toBeNull();
    });

    it('whose card, opened for a tap the page handled, goes when the address lets go of the character', async () => {
      slowModal();
      const { link } = readyLink(1901);
      tap(link);
      await settle();
      expect(copy()).toHaveAttribute('data-opening');
      window.history.replaceState(null, '', '/characters/release-order');
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(copy()).toBeNull();
    });

    it("is not shown once the page's own modal shows the character, or the address let go of it", async () => {
      const { root, link } = readyLink(1301, { router: false });
      tap(link);
      await settle();
      // Nobody took the address to the character.
      expect(copy()).toBeNull();
      window.history.pushState(null, '', '/characters/release-order?character=1301');
      root.insertAdjacentHTML('beforeend', '<div data-character-modal="1301"><h3>Reimu Hakurei</h3></div>');
      await expect(contract()!.showCharacter!('/characters/release-order?character=1301', () => true)).resolves.toBe(false);
      expect(copy()).toBeNull();
    });
  });

  it('shows the progress bar when a link to another page is pressed, and takes it away when the press was no tap', async () => {
    page('<a id="prayers" href="/prayers">Prayers</a><a id="top" href="#top">Top</a>');
    const pointer = (type: string, element: Element) => {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
      Object.defineProperty(event, 'isPrimary', { value: true });
      element.dispatchEvent(event);
    };
    const navigating = () => document.documentElement.getAttribute(EARLY_INPUT.navigatingAttribute);
    const link = document.getElementById('prayers')!;
    pointer('pointerdown', link);
    expect(navigating()).toBe('pressed');
    pointer('pointercancel', link);
    expect(navigating()).toBeNull();
    // Pressed, then let go off the link: no click.
    pointer('pointerdown', link);
    pointer('pointerup', link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigating()).toBeNull();
    // A tap: the bar stays, the link's own.
    pointer('pointerdown', link);
    pointer('pointerup', link);
    tap(link);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigating()).toBe('');
    document.documentElement.removeAttribute(EARLY_INPUT.navigatingAttribute);
    // A link within the page shows nothing.
    pointer('pointerdown', document.getElementById('top')!);
    expect(navigating()).toBeNull();
  });

  it('on a hydrated page, keeps the bar of a link the page follows itself until it moves, and ends it if it did not', async () => {
    window.history.replaceState(null, '', '/');
    const root = page('<a id="prayers" href="/prayers">Prayers</a><a id="tower" href="/tower">Tower</a>', 'none');
    await hydrated(root);
    const navigating = () => document.documentElement.getAttribute(EARLY_INPUT.navigatingAttribute);
    const press = (element: Element) => {
      const event = new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 });
      Object.defineProperty(event, 'isPrimary', { value: true });
      element.dispatchEvent(event);
    };
    // The page's router moves on the click, as React Router's links do.
    const prayers = document.getElementById('prayers')!;
    const moves = (event: Event) => {
      event.preventDefault();
      window.history.pushState(null, '', '/prayers');
    };
    prayers.addEventListener('click', moves);
    press(prayers);
    expect(navigating()).toBe('pressed');
    tap(prayers);
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(navigating()).toBe('page'); // the shell takes it away once the new page shows
    document.documentElement.removeAttribute(EARLY_INPUT.navigatingAttribute);
    // A link whose click the page turns into something else: no bar left behind.
    const tower = document.getElementById('tower')!;
    tower.addEventListener('click', (event) => event.preventDefault());
    press(tower);
    tap(tower);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(navigating()).toBeNull();
    window.history.replaceState(null, '', '/');
  });

  it('leaves a tap with a modifier key, and a link that opens elsewhere, to the browser', () => {
    window.history.replaceState(null, '', '/characters/release-order');
    const root = page('<a id="reimu" href="/characters/release-order?character=1001">Reimu</a><a id="out" target="_blank" href="/x">x</a>');
    expect(tap(document.getElementById('reimu')!, { ctrlKey: true })).toBe(true);
    expect(tap(document.getElementById('out')!)).toBe(true);
    expect(handlersOn(root)).toEqual([]);
  });

  it('once React runs but the section still hydrates, holds only taps inside the section', async () => {
    const root = page('<button id="pull" type="button">Pull</button>', 'section');
    const seen = handlersOn(root);
    tap(document.getElementById('settings')!);
    tap(document.getElementById('pull')!);
    expect(seen).toEqual(['click:settings']);
    await hydrated(root, 'section');
    expect(seen).toEqual(['click:settings', 'click:pull']);
  });

  it('holds nothing on a page the browser rendered itself', () => {
    const root = page('<button id="pull" type="button">Pull</button>', 'none');
    // Every node of it is React's.
    for (const element of root.querySelectorAll('*')) adopt(element);
    const seen = handlersOn(root);
    tap(document.getElementById('pull')!);
    expect(seen).toEqual(['click:pull']);
  });

  it('leaves a form with an action to the browser, and holds one without until the page submits it', async () => {
    const root = page(
      '<form id="get" action="" method="get"><input name="name"><button id="go">Go</button></form>' +
        '<form id="held"><input name="q"><button id="search">Search</button></form>',
    );
    const submitted: string[] = [];
    root.addEventListener('submit', (event) => {
      submitted.push((event.target as Element).id);
      event.preventDefault();
    });
    // The first is the browser's (a GET the server answers): not held, and the page shows it is on its way.
    expect(tap(document.getElementById('go')!)).toBe(true);
    expect(submitted).toEqual(['get']);
    expect(document.documentElement.hasAttribute(EARLY_INPUT.navigatingAttribute)).toBe(true);
    const heldForm = document.getElementById('held') as HTMLFormElement;
    expect(heldForm.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false);
    await hydrated(root);
    expect(submitted).toEqual(['get', 'held']);
  });

  it('finds a held control and a typed field again when their part was rendered afresh', async () => {
    const root = page('<div><input id="q" type="search"></div><div><button type="button">Pull</button></div>');
    const seen = handlersOn(root);
    const box = document.getElementById('q') as HTMLInputElement;
    box.value = 'ran';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    tap(document.querySelector('main button')!);
    // React throws the server's part away and builds its own (a difference it could not hydrate).
    document.getElementById('content')!.innerHTML =
      '<div><input id="q" type="search"></div><div><button id="fresh" type="button">Pull</button></div>';
    await hydrated(root);
    expect((document.getElementById('q') as HTMLInputElement).value).toBe('ran');
    // The kept text handed to the new box, then the tap.
    expect(seen).toEqual(['input:q', 'click:fresh']);
  });

  it('finds a held control again when what comes before it changed too, by what it says, never another control', async () => {
    const root = page('<div><button type="button">Pull</button></div><div><button type="button">Export</button></div>');
    const seen = handlersOn(root);
    for (const button of document.querySelectorAll('main button')) tap(button);
    // Drawn afresh: the header before the part is gone, and a notice pushes the buttons down.
    root.querySelector('header')!.remove();
    document.getElementById('content')!.innerHTML =
      '<p>5 new cards</p><div><button id="export" type="button">Export</button></div><div><button id="pull" type="button">Pull</button></div>';
    await hydrated(root);
    expect(seen).toEqual(['click:pull', 'click:export']);
  });

  it('waits for React to take over the part tapped, which may hydrate after its section says it has', async () => {
    const root = page('<button id="pull" type="button">Pull</button>');
    const seen = handlersOn(root);
    const pull = document.getElementById('pull')!;
    tap(pull);
    await act(async () => {
      root.removeAttribute(EARLY_INPUT.pageAttribute);
      root.removeAttribute(EARLY_INPUT.sectionAttribute);
      await new Promise((resolve) => setTimeout(resolve, 120));
    });
    expect(seen).toEqual([]);
    adopt(pull);
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(seen).toEqual(['click:pull']);
  });

  it('replays a tap only once React has committed its part, not while a render that may be set aside has marked it', async () => {
    // The part's data: at hand on the server, still on its way in the browser, so its hydration
    // suspends after React has marked the button, and keeps the server's HTML meanwhile.
    const ready = Object.assign(Promise.resolve('5 cards'), { status: 'fulfilled', value: '5 cards' });
    let arrive: (value: string) => void = () => undefined;
    const later = new Promise<string>((resolve) => (arrive = resolve));
    const pulls: string[] = [];
    const Count = ({ data }: { data: Promise<string> }) => <span>{use(data)}</span>;
    const Part = ({ data }: { data: Promise<string> }) => (
      <Suspense fallback={<p>Loading</p>}>
        <div>
          <button id="export" type="button" onClick={() => pulls.push('export')}>
            Export
          </button>
          <Count data={data} />
        </div>
      </Suspense>
    );
    const root = page(renderToString(<Part data={ready} />));
    tap(document.getElementById('export')!);
    await hydrateContent(<Part data={later} />);
    await act(async () => {
      root.removeAttribute(EARLY_INPUT.pageAttribute);
      root.removeAttribute(EARLY_INPUT.sectionAttribute);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // Marked by the render that suspended, not committed: a click now would reach no handler.
    expect(Object.keys(document.getElementById('export')!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(pulls).toEqual([]);
    // React commits the part once its data is in (at the end of act), and the held tap follows.
    await act(async () => arrive('5 cards'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(pulls).toEqual(['export']);
  });

  it('shows a checkbox tapped before the page was ready ticked at once, and hands it to the page as a change', async () => {
    const root = page(
      '<label id="owned-label"><input id="owned" type="checkbox"><span>Owned</span></label><input id="other" type="checkbox">',
    );
    const owned = document.getElementById('owned') as HTMLInputElement;
    const changes: string[] = [];
    root.addEventListener('change', (event) =>
      changes.push(`${(event.target as Element).id}:${String((event.target as HTMLInputElement).checked)}`),
    );
    const seen = handlersOn(root);
    tap(document.querySelector('#owned-label span')!);
    // Ticked as the browser ticks it, marked as waiting, and kept from the page's handlers until it is ready.
    expect(owned.checked).toBe(true);
    expect(owned.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(true);
    expect(seen).toEqual([]);
    const other = document.getElementById('other') as HTMLInputElement;
    tap(other);
    expect(other.checked).toBe(true);
    tap(other);
    expect(other.checked).toBe(false);
    expect(other.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(false);
    // Whatever the box shows by then (a render may tick it), it ends ticked, by a change.
    owned.checked = true;
    await hydrated(root);
    expect(owned.checked).toBe(true);
    expect(changes).toEqual(['owned:true']);
    expect(other.checked).toBe(false);
  });

  it('shows a radio tapped before the page was ready chosen at once, and hands the choice to the page', async () => {
    const root = page(
      '<fieldset><input id="lb0" type="radio" name="lb" checked><label id="lb2-label"><input id="lb2" type="radio" name="lb"> 2</label></fieldset>',
    );
    const changes: string[] = [];
    root.addEventListener('change', (event) => changes.push((event.target as Element).id));
    tap(document.getElementById('lb2-label')!);
    const [lb0, lb2] = ['lb0', 'lb2'].map((id) => document.getElementById(id) as HTMLInputElement);
    expect([lb0!.checked, lb2!.checked]).toEqual([false, true]);
    expect(changes).toEqual([]);
    await hydrated(root);
    expect([lb0!.checked, lb2!.checked]).toEqual([false, true]);
    expect(changes).toEqual(['lb2']);
  });

  it('waits, to replay a tap, until the part tapped is no longer busy (about to render with the data it waits for)', async () => {
    const root = page('<fieldset id="marks" aria-busy="true"><input id="owned" type="checkbox"></fieldset>');
    const changes: string[] = [];
    root.addEventListener('change', (event) =>
      changes.push(`${(event.target as Element).id}:${String((event.target as HTMLInputElement).checked)}`),
    );
    tap(document.getElementById('owned')!);
    await hydrated(root);
    expect(changes).toEqual([]);
    document.getElementById('marks')!.removeAttribute('aria-busy');
    await act(() => new Promise((resolve) => setTimeout(resolve, 120)));
    expect(changes).toEqual(['owned:true']);
  });

  it('holds a tap on a part React has not taken over yet, though the section says it has hydrated', async () => {
    const root = page('<button id="advanced" type="button">Advanced Search</button>', 'none');
    const seen = handlersOn(root);
    const button = document.getElementById('advanced')!;
    expect(tap(button)).toBe(false);
    expect(seen).toEqual([]);
    adopt(button);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(seen).toEqual(['click:advanced']);
  });

  describe('on a part React takes over only after seconds (a slow phone)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());
    const wait = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

    // Past the wait the contract clicks the control, and, still not React's, holds that click again.
    it('makes a tap on a button once React has it, however late, never into the HTML before', async () => {
      const root = page('<button id="advanced" type="button">Advanced Search</button>', 'none');
      const seen = handlersOn(root);
      const button = document.getElementById('advanced')!;
      tap(button);
      await wait(30_000);
      expect(seen).toEqual([]);
      expect(button.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(true);
      adopt(button);
      await wait(100);
      expect(seen).toEqual(['click:advanced']);
      expect(button.hasAttribute(EARLY_INPUT.pendingAttribute)).toBe(false);
    });
  });

  it('is installed once per page, however often its script runs', () => {
    const root = page('<button id="pull" type="button">Pull</button>');
    earlyInput(document, window, EARLY_INPUT);
    const seen = handlersOn(root);
    tap(document.getElementById('pull')!);
    expect(seen).toEqual([]);
    expect(contract()!.taps).toHaveLength(1);
  });

  it('is inlined as its own source with its settings', () => {
    expect(EARLY_INPUT_SCRIPT.startsWith('(function earlyInput(doc, win, settings) {')).toBe(true);
    expect(EARLY_INPUT_SCRIPT.endsWith(`)(document,window,${JSON.stringify(EARLY_INPUT)})`)).toBe(true);
  });
});

/** A controlled search box as the pages have them: React's state echoed beside the box. */
function SearchBox() {
  const [text, setText] = useState('');
  return (
    <>
      <input id="search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
      <output id="shown">{text}</output>
    </>
  );
}

/** An import field: the page reads the files chosen when it sees their change. */
function FileChooser({ seen }: { seen: string[] }) {
  const [names, setNames] = useState('');
  return (
    <>
      <input
        id="file"
        type="file"
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])].map((file) => file.name).join(', ');
          seen.push(chosen);
          setNames(chosen);
        }}
      />
      <output id="chosen">{names}</output>
    </>
  );
}

/** A list that takes several choices, as a filter form draws it (uncontrolled), telling the page each change. */
function ManyChoices({ seen }: { seen: string[] }) {
  return (
    <select
      id="many"
      multiple
      defaultValue={[]}
      onChange={(event) => seen.push([...event.target.selectedOptions].map((o) => o.value).join(','))}
    >
      {['1001', '1002', '1003'].map((id) => (
        <option key={id} value={id}>
          {id}
        </option>
      ))}
    </select>
  );
}

describe('a shortcut key pressed before the page has run its code', () => {
  const press = (target: EventTarget, init: KeyboardEventInit) =>
    target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

  it('reaches the page once its shell has hydrated, unless the page took it already; keys into a field are typing', async () => {
    const root = page('<input id="q" type="search">');
    press(document.body, { key: 'k', ctrlKey: true });
    press(document.getElementById('q')!, { key: 'r' });
    // The page's own listener, from its code (which runs after the key), and one that takes `/` at once.
    const seen: string[] = [];
    const listener = (event: KeyboardEvent) =>
      seen.push(`${event.ctrlKey ? 'Ctrl-' : ''}${event.key} on ${(event.target as Element).tagName}`);
    const taker = (event: KeyboardEvent) => event.key === '/' && event.preventDefault();
    document.addEventListener('keydown', taker);
    press(document.body, { key: '/' });
    document.addEventListener('keydown', listener);
    expect(seen).toEqual([]);
    await hydrated(root, 'page');
    expect(seen).toEqual(['Ctrl-k on BODY']);
    document.removeEventListener('keydown', listener);
    document.removeEventListener('keydown', taker);
  });
});

describe('a press before hydration', () => {
  const PRESS = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'mouseup', 'touchend', 'contextmenu'];
  const press = (target: Element) => {
    for (const type of PRESS) {
      const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
      Object.defineProperty(event, 'isPrimary', { value: true });
      target.dispatchEvent(event);
    }
  };

  it("is the contract's while its part waits: React, which would hydrate the part inside it, sees none of it", async () => {
    const root = page('<a id="prayers" href="/prayers">Prayers</a>', 'section');
    const seen: string[] = [];
    for (const type of PRESS) root.addEventListener(type, (event) => seen.push(event.type), true);
    const link = document.getElementById('prayers')!;
    press(link);
    expect(seen).toEqual([]);
    // The link's progress bar shows at the press all the same.
    expect(document.documentElement.getAttribute(EARLY_INPUT.navigatingAttribute)).toBe('pressed');
    // Nothing is taken from the browser: selecting text, a long press's menu.
    const down = new Event('mousedown', { bubbles: true, cancelable: true });
    link.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(false);
    await hydrated(root);
    press(link);
    expect(seen).toEqual(PRESS);
  });

  it('reaches the page at once in a part already hydrated', () => {
    const root = page('<button id="pull" type="button">Pull</button>', 'none');
    const seen: string[] = [];
    root.addEventListener('pointerdown', (event) => seen.push(event.type));
    press(document.getElementById('pull')!);
    expect(seen).toEqual(['pointerdown']);
  });
});

describe('text typed before hydration', () => {
  it("is the browser's and the contract's while its part waits: the page's handlers get none of its keys, then all of them", async () => {
    const root = page('<input id="q" type="search">', 'section');
    const keys: string[] = [];
    const types = [
      'keydown',
      'keypress',
      'keyup',
      'textInput',
      'compositionstart',
      'compositionupdate',
      'compositionend',
      'beforeinput',
      'input',
    ];
    for (const type of types) root.addEventListener(type, (event) => keys.push(event.type), true);
    const box = document.getElementById('q') as HTMLInputElement;
    const key = () => {
      box.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'r' }));
      box.dispatchEvent(new KeyboardEvent('keypress', { bubbles: true, key: 'r' }));
      // Chromium's own event before beforeinput (React's beforeinput listens to it), and an IME's.
      box.dispatchEvent(new Event('textInput', { bubbles: true }));
      box.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      box.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, data: 'r' }));
      box.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'r' }));
      box.dispatchEvent(new InputEvent('beforeinput', { bubbles: true, data: 'r' }));
      box.value += 'r';
      box.dispatchEvent(new InputEvent('input', { bubbles: true, data: 'r' }));
      box.dispatchEvent(new KeyboardEvent('keyup', { bubbles: true, key: 'r' }));
    };
    key();
    expect(keys).toEqual([]);
    await hydrated(root);
    // The kept text handed over, then a key of the page's own.
    keys.splice(0);
    key();
    expect(keys).toEqual([
      'keydown',
      'keypress',
      'textInput',
      'compositionstart',
      'compositionupdate',
      'compositionend',
      'beforeinput',
      'input',
      'keyup',
    ]);
    expect(box.value).toBe('rr');
  });

  it('keeps a click into the box, a paste and a change from the page while its part waits, and leaves the focus to the browser', async () => {
    const root = page('<input id="q" type="search"><p id="text">Cards</p>', 'section');
    const seen: string[] = [];
    for (const type of ['click', 'paste', 'cut', 'copy', 'change']) root.addEventListener(type, (event) => seen.push(event.type), true);
    const box = document.getElementById('q') as HTMLInputElement;
    const all = () => {
      tap(box);
      tap(document.getElementById('text')!);
      for (const type of ['paste', 'cut', 'copy', 'change']) box.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
    };
    all();
    expect(seen).toEqual([]);
    // Stopped, not cancelled: the click still focuses the box and a paste still pastes.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    box.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    await hydrated(root);
    seen.splice(0);
    all();
    expect(seen).toEqual(['click', 'click', 'paste', 'cut', 'copy', 'change']);
  });

  it('stays in the box and reaches the page once it has hydrated, even when React renders the box again first', async () => {
    const root = page(renderToString(<SearchBox />));
    const box = document.getElementById('search') as HTMLInputElement;
    // The player types "ran" into the server's HTML.
    for (const value of ['r', 'ra', 'ran']) {
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await hydrateContent(<SearchBox />);
    // React hydrated without reading the box: its state is still empty.
    expect(document.getElementById('shown')).toHaveTextContent(/^$/);
    await hydrated(root);
    expect(box.value).toBe('ran');
    expect(document.getElementById('shown')).toHaveTextContent('ran');
  });

  it('keeps the files chosen in a file field while its part waits, and hands them to the page once, as their change', async () => {
    const seen: string[] = [];
    const root = page(renderToString(<FileChooser seen={seen} />));
    const field = document.getElementById('file') as HTMLInputElement;
    // What the browser holds once the player has chosen (no script may set a file field's files or value).
    const files = [new File(['{}'], 'other.json', { type: 'application/json' })];
    Object.defineProperty(field, 'files', { configurable: true, get: () => files });
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrateContent(<FileChooser seen={seen} />);
    // React hydrated, but its part never saw the change.
    expect(seen).toEqual([]);
    await hydrated(root);
    expect(seen).toEqual(['other.json']);
    expect(document.getElementById('chosen')).toHaveTextContent('other.json');
  });

  it('keeps every choice made in a list that takes several, and hands them all to the page', async () => {
    const seen: string[] = [];
    const root = page(renderToString(<ManyChoices seen={seen} />));
    const list = document.getElementById('many') as HTMLSelectElement;
    list.options[0]!.selected = true;
    list.options[2]!.selected = true;
    list.dispatchEvent(new Event('change', { bubbles: true }));
    await hydrateContent(<ManyChoices seen={seen} />);
    expect(seen).toEqual([]);
    await hydrated(root);
    expect(seen).toEqual(['1001,1003']);
    expect([...list.selectedOptions].map((o) => o.value)).toEqual(['1001', '1003']);
  });

  it('keeps what is typed into a part React has not taken over, though the page says it has, and hands it over once React has it', async () => {
    const root = page('<input id="late" type="search">', 'none');
    const seen = handlersOn(root);
    const box = document.getElementById('late') as HTMLInputElement;
    box.value = 'ran';
    box.dispatchEvent(new Event('input', { bubbles: true }));
    expect(seen).toEqual([]);
    await hydrated(root);
    expect(seen).toEqual(['input:late']);
    expect(box.value).toBe('ran');
  });

  it('keeps the keys typed once the page has the box but before the early text is handed over', async () => {
    const root = page(renderToString(<SearchBox />));
    const box = document.getElementById('search') as HTMLInputElement;
    const type = (value: string) => {
      box.value = value;
      box.dispatchEvent(new Event('input', { bubbles: true }));
    };
    type('r');
    await hydrateContent(<SearchBox />);
    // The page has the box now; two more keys come before the contract hands "r" over.
    await act(async () => {
      root.removeAttribute(EARLY_INPUT.pageAttribute);
      root.removeAttribute(EARLY_INPUT.sectionAttribute);
      type('ra');
      type('ran');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(box.value).toBe('ran');
    expect(document.getElementById('shown')).toHaveTextContent('ran');
  });
});
