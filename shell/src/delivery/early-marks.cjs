// @ts-check
// The player's own marks on the server's HTML, before the page's scripts have run. The server has
// no collection, so it draws every owned mark empty and every owned count as '–'; the page's code
// shows the collection only once it has hydrated, which on a phone is seconds after the first
// paint. This inline script reads the stored collection at once and marks the server's HTML where
// it says what to mark:
//   data-mark-unit="ID" / data-mark-card="ID"       gets data-owned (and loses hidden) when the unit
//                                                   or card is owned; a card's controls (a fieldset)
//                                                   get its values (owned, limit breaks);
//   data-count-units="RANGES" / data-count-cards="RANGES"  gets the number owned of those ids;
//   data-shown-with-marks                           loses hidden when anything is marked.
// It changes attributes, control values and the counts' text only (the counts' elements accept a
// different text at hydration), so the page hydrates over it as over the server's HTML, and the
// collection the page then reads shows the same.

const { SERVER_RENDERED_PAGE } = require('./server-rendered-page.cjs');

/** Where the site stores the collection (shell/src/store/collection-idb.ts), and what it reads. */
const EARLY_MARKS = {
  database: 'tlw-tracker',
  store: 'collection',
  key: 'current',
  format: 'tlw-tracker-collection',
  version: 2,
  /** A shared collection's link (`#c=…`) shows someone else's marks: none of the player's. */
  sharedFragment: '^#(?:[^&]*&)*c=',
  serverRendered: SERVER_RENDERED_PAGE,
};

/**
 * Marks `root` from a stored collection document; false when the document is not one it reads
 * (the page's code then reads it, and says what is wrong).
 * @param {ParentNode} root
 * @param {unknown} stored
 * @param {{ format: string, version: number }} settings
 */
function markOwned(root, stored, settings) {
  var doc = /** @type {any} */ (stored);
  if (!doc || doc.format !== settings.format || doc.version !== settings.version) return false;
  var units = doc.units;
  var cards = doc.cards;
  if (!units || typeof units !== 'object' || !cards || typeof cards !== 'object') return false;
  var own = Object.prototype.hasOwnProperty;
  /** @param {string | null} id */
  var hasUnit = function (id) {
    return id !== null && own.call(units, id);
  };
  /** @param {string | null} id */
  var limitBreak = function (id) {
    var lb = id !== null && own.call(cards, id) ? cards[id] : null;
    return typeof lb === 'number' && lb >= 0 && lb <= 4 && Math.floor(lb) === lb ? lb : null;
  };
  /** @param {string} selector @param {(el: Element) => void} mark */
  var each = function (selector, mark) {
    var found = root.querySelectorAll(selector);
    for (var i = 0; i < found.length; i += 1) mark(/** @type {Element} */ (found[i]));
  };
  /** @param {Element} el */
  var owned = function (el) {
    el.setAttribute('data-owned', '');
    el.removeAttribute('hidden');
  };
  each('[data-mark-unit]', function (el) {
    if (hasUnit(el.getAttribute('data-mark-unit'))) owned(el);
  });
  each('[data-mark-card]', function (el) {
    var lb = limitBreak(el.getAttribute('data-mark-card'));
    if (el.tagName !== 'FIELDSET') {
      if (lb !== null) owned(el);
      return;
    }
    var box = /** @type {HTMLInputElement | null} */ (el.querySelector('input[type="checkbox"]'));
    var breaks = /** @type {HTMLInputElement | null} */ (el.querySelector('input[type="radio"][value="' + (lb === null ? 0 : lb) + '"]'));
    if (box) box.checked = lb !== null;
    if (breaks) breaks.checked = true;
    el.removeAttribute('aria-busy');
  });
  var anyMarked = Object.keys(units).length + Object.keys(cards).length > 0;
  // What shows only with marks to show (the home's summary): not for a collection with none.
  if (anyMarked)
    each('[data-shown-with-marks]', function (el) {
      el.removeAttribute('hidden');
    });
  each('[data-count-units], [data-count-cards]', function (el) {
    var forUnits = el.hasAttribute('data-count-units');
    var ranges = (el.getAttribute(forUnits ? 'data-count-units' : 'data-count-cards') || '').split(',');
    var count = 0;
    for (var i = 0; i < ranges.length; i += 1) {
      var ends = ranges[i].split('-');
      var from = Number(ends[0]);
      var to = ends.length > 1 ? Number(ends[1]) : from;
      if (ranges[i] === '' || !(to >= from) || to - from > 100000) continue;
      for (var id = from; id <= to; id += 1) if (forUnits ? hasUnit(String(id)) : limitBreak(String(id)) !== null) count += 1;
    }
    el.textContent = count.toLocaleString('en-US');
    var holder = el.closest('[data-owned]');
    if (holder) {
      holder.setAttribute('data-owned', String(count));
      holder.removeAttribute('aria-busy');
    }
  });
  return true;
}

/**
 * Runs inline in the head: opens the collection's database (never creating it), reads the
 * collection, and marks the page once it is parsed, unless the page has hydrated meanwhile.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {typeof EARLY_MARKS} settings
 * @param {typeof markOwned} mark
 */
function earlyMarks(doc, win, settings, mark) {
  if (new RegExp(settings.sharedFragment).test(win.location.hash)) return;
  /** @type {IDBOpenDBRequest} */
  var request;
  try {
    request = win.indexedDB.open(settings.database);
  } catch {
    return;
  }
  // No database yet: it is the site's code that makes one, with its stores.
  request.onupgradeneeded = function () {
    if (request.transaction) request.transaction.abort();
  };
  request.onerror = function (event) {
    event.preventDefault();
  };
  request.onsuccess = function () {
    var db = request.result;
    // The site's code may need the database upgraded: this reader never stands in its way.
    db.onversionchange = function () {
      db.close();
    };
    try {
      var get = db.transaction(settings.store, 'readonly').objectStore(settings.store).get(settings.key);
      get.onsuccess = function () {
        db.close();
        whenParsed(get.result);
      };
      get.onerror = function () {
        db.close();
      };
    } catch {
      db.close();
    }
  };
  /** @param {unknown} stored */
  function whenParsed(stored) {
    if (stored === undefined) return;
    var apply = function () {
      if (doc.querySelector(settings.serverRendered)) mark(doc, stored, settings);
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', apply);
    else apply();
  }
}

/** The inline script's text (in the head, so the read starts with the page). */
const EARLY_MARKS_SCRIPT = `(${earlyMarks.toString()})(document,window,${JSON.stringify(EARLY_MARKS)},${markOwned.toString()})`;

module.exports = { EARLY_MARKS, markOwned, earlyMarks, EARLY_MARKS_SCRIPT };
