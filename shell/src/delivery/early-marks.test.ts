import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { EARLY_MARKS, EARLY_MARKS_SCRIPT, earlyMarks, markOwned } from './early-marks.cjs';
import { openCollectionBackend } from '../store/collection-idb';
import { SHARED_FRAGMENT } from '../store/collection-share-start';

/** A stored collection document, as the site writes it (format version 2). */
const stored = (units: Record<string, { fr: boolean }>, cards: Record<string, number>) => ({
  format: 'tlw-tracker-collection',
  version: 2,
  units,
  cards,
  changesSinceExport: 0,
});

const limitBreaks = (name: string) =>
  [0, 1, 2, 3, 4].map((n) => `<input type="radio" name="${name}" value="${n}"${n === 0 ? ' checked=""' : ''}>`).join('');

/** The server's HTML of a few marks, as the site's components draw them before the collection is read. */
const SERVER_HTML = `<div id="root" data-server-rendered-at="2026-11-22T19:00:00Z">
  <a href="?character=1001"><span class="frame" data-mark-unit="1001"></span></a>
  <a href="?character=1002"><span class="frame" data-mark-unit="1002"></span></a>
  <span role="img" aria-label="Owned" data-mark-unit="1003" hidden=""></span>
  <span role="img" aria-label="Owned" data-mark-card="7" hidden=""></span>
  <fieldset id="card-7" data-owned="" aria-busy="true" data-mark-card="7">
    <input type="checkbox">${limitBreaks('lb-7')}
  </fieldset>
  <fieldset id="card-8" data-owned="" aria-busy="true" data-mark-card="8">
    <input type="checkbox">${limitBreaks('lb-8')}
  </fieldset>
  <span id="units" data-owned="" aria-busy="true">Owned <span data-count-units="1001-1005,2001">–</span> of 6</span>
  <span id="cards" data-owned=""><span data-count-cards="5-9">–</span>/5</span>
  <div id="summary" data-shown-with-marks="" hidden=""></div>
</div>`;

const $ = (selector: string) => document.querySelector(selector)!;

describe('the marks drawn before the page has hydrated', () => {
  beforeEach(() => {
    document.body.innerHTML = SERVER_HTML;
  });

  it("marks the player's units and cards, sets a card's controls and fills the counts", () => {
    expect(markOwned(document, stored({ 1001: { fr: false }, 1003: { fr: true }, 2001: { fr: false } }, { 7: 3, 9: 0 }), EARLY_MARKS)).toBe(
      true,
    );
    expect($('[data-mark-unit="1001"]').hasAttribute('data-owned')).toBe(true);
    expect($('[data-mark-unit="1002"]').hasAttribute('data-owned')).toBe(false);
    expect($('[data-mark-unit="1003"]').hasAttribute('hidden')).toBe(false);
    expect($('span[data-mark-card="7"]').hasAttribute('hidden')).toBe(false);
    expect(($('#card-7 input') as HTMLInputElement).checked).toBe(true);
    expect(($('#card-7 input[value="3"]') as HTMLInputElement).checked).toBe(true);
    expect(($('#card-7 input[value="0"]') as HTMLInputElement).checked).toBe(false);
    expect(($('#card-8 input') as HTMLInputElement).checked).toBe(false);
    expect(($('#card-8 input[value="0"]') as HTMLInputElement).checked).toBe(true);
    expect(document.querySelectorAll('[aria-busy]')).toHaveLength(0);
    // 1001, 1003 and 2001 of 1001–1005 and 2001; 7 and 9 of 5–9.
    expect($('#units').textContent).toBe('Owned 3 of 6');
    expect($('#units').getAttribute('data-owned')).toBe('3');
    expect($('#cards').textContent).toBe('2/5');
    expect($('#summary').hasAttribute('hidden')).toBe(false);
  });

  it('shows what waits for marks only when something is marked, and counts 0 for a collection with none', () => {
    markOwned(document, stored({}, {}), EARLY_MARKS);
    expect($('#summary').hasAttribute('hidden')).toBe(true);
    expect($('#units').textContent).toBe('Owned 0 of 6');
  });

  it('leaves the page as the server drew it for what is no collection document it reads', () => {
    for (const value of [
      null,
      'text',
      { ...stored({}, {}), version: 1 },
      { ...stored({}, {}), format: 'other' },
      { ...stored({}, {}), cards: null },
    ]) {
      expect(markOwned(document, value, EARLY_MARKS)).toBe(false);
    }
    expect(document.body.innerHTML).toBe(SERVER_HTML);
  });

  it('counts no limit break outside 0–4 as owned, and no key of the object itself', () => {
    markOwned(document, stored({ toString: { fr: false } } as never, { 7: 9, 8: -1, 9: 1.5 }), EARLY_MARKS);
    expect(($('#card-7 input') as HTMLInputElement).checked).toBe(false);
    expect($('#cards').textContent).toBe('0/5');
  });

  it("knows a shared collection's link as the shell does", () => {
    expect(EARLY_MARKS.sharedFragment).toBe(SHARED_FRAGMENT.source);
  });

  it('is an inline script of the function itself, with its settings', () => {
    expect(EARLY_MARKS_SCRIPT.startsWith('(function earlyMarks(doc, win, settings, mark) {')).toBe(true);
    expect(EARLY_MARKS_SCRIPT).toContain(`)(document,window,${JSON.stringify(EARLY_MARKS)},function markOwned(`);
  });
});

describe('the inline reader', () => {
  beforeEach(() => {
    (globalThis as unknown as { indexedDB: IDBFactory }).indexedDB = new IDBFactory();
    document.body.innerHTML = SERVER_HTML;
    window.history.replaceState(null, '', '/');
  });

  const frame = (id: number) => $(`[data-mark-unit="${id}"]`);
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    return check();
  };

  it('reads what the site stored and marks the page', async () => {
    const backend = await openCollectionBackend();
    await backend.update({ kind: 'unit', id: 1001, owned: true });
    earlyMarks(document, window, EARLY_MARKS, markOwned);
    expect(await until(() => frame(1001).hasAttribute('data-owned'))).toBe(true);
  });

  it('makes no database where there is none: the site then makes its own, with its stores', async () => {
    earlyMarks(document, window, EARLY_MARKS, markOwned);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await indexedDB.databases()).toEqual([]);
    const backend = await openCollectionBackend();
    expect((await backend.read()).collection).toEqual({ units: {}, cards: {} });
  });

  it("marks nothing on a shared collection's link, nor on a page that has hydrated meanwhile", async () => {
    const backend = await openCollectionBackend();
    await backend.update({ kind: 'unit', id: 1001, owned: true });
    window.history.replaceState(null, '', '/#c=abc');
    earlyMarks(document, window, EARLY_MARKS, markOwned);
    window.history.replaceState(null, '', '/');
    $('#root').removeAttribute('data-server-rendered-at');
    earlyMarks(document, window, EARLY_MARKS, markOwned);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(frame(1001).hasAttribute('data-owned')).toBe(false);
  });
});
