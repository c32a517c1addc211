// @ts-check
// The page's inline scripts (their texts are fixed, so the CSP's hashes of them are too). The
// build replaces the entry's `<script defer>` with an inline loader, which fetches the entry, with what
// the server listed for it (the remote's code, the first data), once the page has painted, and runs it
// once the body is parsed; and puts in the head an input contract that keeps what the player does
// until the page hydrates, the player's marks (early-marks.cjs) and their settings (early-settings.cjs).

const { EARLY_MARKS_SCRIPT } = require('./early-marks.cjs');
const { EARLY_SETTINGS_SCRIPT } = require('./early-settings.cjs');
const { SERVER_RENDERED_AT } = require('./server-rendered-page.cjs');

/** The id of the JSON list of preloads the loader starts with the entry (shell/server/delivery/entry-preloads.ts reads it from here). */
const ENTRY_PRELOADS_ID = 'entry-preloads';

/** How long the loader waits for a first paint that may never come (a tab opened in the background). */
const FIRST_PAINT_FALLBACK_MS = 3000;

/**
 * The visitor's first sign of presence, as shared-ui's `visitorEngaged` keeps it on the window (its
 * key and events; a test holds the two to the same values): a move before the shell's code has run is
 * not lost.
 */
const ENGAGEMENT = {
  key: 'tlw-tracker/visitor-engaged@1',
  events: ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'],
};

/**
 * Runs inline in the head, in the script element that names the entry in its `data-src`. Once the
 * page has painted it preloads the entry and what the server listed for it (in the head too), while
 * the parser is still at the body; the entry itself runs once the body is parsed, as React hydrates
 * all of it. Plain script, and on its own (no closure over this module): it is inlined as its source,
 * its settings as arguments.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {string} listId
 * @param {number} fallbackMs
 * @param {{ key: string, events: string[] }} engagement
 */
function entryLoader(doc, win, listId, fallbackMs, engagement) {
  var holder = /** @type {any} */ (win);
  var engagedKey = Symbol.for(engagement.key);
  if (!holder[engagedKey])
    holder[engagedKey] = new Promise(function (resolve) {
      var options = { capture: true, passive: true };
      function done() {
        for (var k = 0; k < engagement.events.length; k++) win.removeEventListener(engagement.events[k], done, options);
        resolve(undefined);
      }
      for (var k = 0; k < engagement.events.length; k++) win.addEventListener(engagement.events[k], done, options);
    });
  var script = doc.currentScript;
  var src = script && script.getAttribute('data-src');
  var painted = false;
  var started = false;
  /** @param {string} href @param {string} as @param {boolean} [crossorigin] */
  function preload(href, as, crossorigin) {
    var link = doc.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', as);
    if (crossorigin) link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', href);
    doc.head.appendChild(link);
  }
  function paint() {
    if (painted || !src) return;
    painted = true;
    var list;
    try {
      var element = doc.getElementById(listId);
      list = element ? JSON.parse(element.textContent || '[]') : [];
    } catch {
      list = [];
    }
    preload(src, 'script');
    for (var i = 0; i < list.length; i++) {
      var item = list[i];
      if (!item || typeof item.href !== 'string' || (item.as !== 'fetch' && item.as !== 'script')) continue;
      preload(item.href, item.as, item.crossorigin);
    }
    start();
  }
  function start() {
    if (started || !painted || doc.readyState === 'loading') return;
    started = true;
    var entry = doc.createElement('script');
    entry.src = /** @type {string} */ (src);
    doc.head.appendChild(entry);
  }
  doc.addEventListener('DOMContentLoaded', start);
  try {
    var observer = new win.PerformanceObserver(function (entries) {
      var paints = entries.getEntries();
      for (var j = 0; j < paints.length; j++)
        if (paints[j].name === 'first-contentful-paint') {
          // Told after the frame has been presented: no timer needed (a page's faked clock would hold one).
          observer.disconnect();
          paint();
        }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    win.requestAnimationFrame(function () {
      win.setTimeout(paint, 0);
    });
  }
  win.setTimeout(paint, fallbackMs);
}

/** What the input contract is told: where the page says it is still the server's, and how it marks what waits. */
const EARLY_INPUT = {
  key: 'tlw-tracker/early-input@1',
  pageAttribute: SERVER_RENDERED_AT,
  sectionAttribute: 'data-server-rendered-section',
  sectionSelector: '#content',
  pendingAttribute: 'data-tap-pending',
  navigatingAttribute: 'data-navigating',
  /** The element of a character modal shown from the server's HTML (shell/src/delivery/server-modal.ts). */
  modalId: 'server-character-modal',
  /** Where the shell's server answers a page's `?character=` link with its modal alone. */
  fragmentPath: '/fragments/character-modal',
  /** Past this the modal's HTML is not waited for: the browser opens the link itself. */
  fragmentWaitMs: 4000,
  /** `<html>`'s words for that card in the page's language, as JSON (the server writes them: page-head.ts). */
  wordsAttribute: 'data-early-words',
};

/**
 * The page's input contract, inline in the head: what the player does between the first paint and
 * the moment the page's scripts have taken over its HTML is kept, not dropped. Until then:
 * - a link to another page is left to the browser (the server renders every page), and the page
 *   shows that it is on its way;
 * - a link that opens a character on this page shows the character's modal as the server renders
 *   it, fetched alone, and is tapped again once the page is ready (its own modal then takes over);
 * - a tap on a control the page handles (a button, a tab, a chip, a link to the same page with
 *   another query) is held, marked as pending, and tapped again once the page is ready;
 * - text typed into a field stays in it and is handed to the page once it is ready, and so do the
 *   files chosen in a file field;
 * - a key pressed outside a field (a shortcut) is handed to the page once its shell has hydrated;
 * - a form with an action is submitted by the browser; one without waits like a tap.
 * Plain script, on its own (it is inlined as its source, its settings as arguments).
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {typeof EARLY_INPUT} settings
 */
function earlyInput(doc, win, settings) {
  var holder = /** @type {any} */ (win);
  var key = Symbol.for(settings.key);
  if (holder[key]) return;
  /** @typedef {{ id: string, path: number[], sign: string }} Place */
  /** @type {{ element: Element, place: Place, checked?: boolean }[]} */
  var taps = [];
  /** @type {{ field: any, value: string, place: Place, tries?: number, files?: FileList }[]} */
  var typed = [];
  /** Kept texts being handed over to the page (taken from `typed`). @type {typeof typed} */
  var handing = [];
  var CONTROLS =
    'button,[role=button],[role=tab],[role=option],[role=switch],[role=checkbox],[role=radio],[role=menuitem],input[type=checkbox],input[type=radio],input[type=submit],label';
  /** @type {{ taps: typeof taps, typed: typeof typed, showCharacter?: (href: string, wanted: () => boolean) => Promise<boolean> }} */
  var state = { taps: taps, typed: typed };
  holder[key] = state;
  /** The held tap on a character's link whose modal is shown from the server's HTML meanwhile. */
  /** @type {Element | null} */
  var standIn = null;

  /**
   * Whether the page has yet to take over this element: all of a server-rendered page until React
   * has started on it, then its section's part until the section has hydrated (React answers the
   * rest itself, hydrating the part tapped at once).
   * @param {Element | null} element
   */
  function waiting(element) {
    var root = doc.getElementById('root');
    if (!root || !element) return false;
    if (serversPage()) return true;
    return root.hasAttribute(settings.sectionAttribute) && element.closest(settings.sectionSelector) !== null;
  }
  /** Whether all of the page is still the server's: React has not started on it. */
  function serversPage() {
    var root = doc.getElementById('root');
    return !!root && root.hasAttribute(settings.pageAttribute);
  }
  /** @param {Element} element */
  function unadopted(element) {
    var root = doc.getElementById('root');
    return !!root && element.closest(settings.sectionSelector) !== null && !adopted(element);
  }
  /** Whether React would drop an event here: its part still waits, or React has not taken it over yet. @param {Element} element */
  function beforeReact(element) {
    return waiting(element) || unadopted(element);
  }
  /** A tap held only until React takes its part over: the wait for it starts now, not at an attribute's change. */
  function soon() {
    win.setTimeout(replay, 0);
  }
  /** @param {EventTarget | null} target */
  function elementOf(target) {
    var node = /** @type {any} */ (target);
    return node && node.nodeType === 1 ? /** @type {Element} */ (node) : node && node.parentElement ? node.parentElement : null;
  }
  /** What a control says it is: its tag, name, label, type and text. @param {Element} element */
  function signOf(element) {
    return [
      element.tagName,
      element.getAttribute('name'),
      element.getAttribute('aria-label'),
      element.getAttribute('type'),
      element.textContent,
    ].join('|');
  }
  /**
   * Where an element is, to find it again if React renders its part afresh (a difference from the
   * server's HTML) instead of hydrating it: its child indexes from its nearest ancestor with an id
   * (what comes before that may change too), and what it says it is.
   * @param {Element} element
   */
  function placeOf(element) {
    /** @type {number[]} */
    var path = [];
    var node = element;
    for (; !node.id && node.parentElement; node = node.parentElement)
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    return { id: node.id, path: path, sign: signOf(element) };
  }
  /**
   * The element itself while it is in the page, else the one at its place that says the same, else
   * the only one that says the same, else the one of its tag at its place.
   * @param {Element} element @param {Place} place
   */
  function current(element, place) {
    if (element.isConnected) return element;
    /** @type {Element | null} */
    var node = place.id ? doc.getElementById(place.id) : doc.documentElement;
    for (var i = 0; node && i < place.path.length; i++) node = node.children[place.path[i]] || null;
    if (node && signOf(node) === place.sign) return node;
    var alike = Array.prototype.filter.call(doc.getElementsByTagName(element.tagName), function (/** @type {Element} */ other) {
      return signOf(other) === place.sign;
    });
    if (alike.length === 1) return alike[0];
    return node && node.tagName === element.tagName ? node : null;
  }
  /** @param {Element} element */
  function heldIndex(element) {
    for (var i = 0; i < taps.length; i++) if (taps[i].element === element) return i;
    return -1;
  }
  /** @param {Element} element */
  function drop(element) {
    var at = heldIndex(element);
    if (at >= 0) taps.splice(at, 1);
    element.removeAttribute(settings.pendingAttribute);
  }
  /** @param {Element} element @param {boolean} [checked] the state a checkbox or radio is to reach */
  function hold(element, checked) {
    if (heldIndex(element) >= 0) {
      // Tapped again before the page was ready: a button is pressed once, a checkbox tapped
      // twice is back where it was.
      if (checked === undefined || /** @type {any} */ (element).type === 'radio') return;
      return drop(element);
    }
    taps.push({ element: element, place: placeOf(element), checked: checked });
    element.setAttribute(settings.pendingAttribute, '');
  }
  /** @param {Event} event */
  function stop(event) {
    event.preventDefault();
    event.stopPropagation();
  }
  /** A URL's page and query without its character, the query sorted. @param {URL} url */
  function withoutCharacter(url) {
    var params = new URLSearchParams(url.search);
    params.delete('character');
    params.sort();
    return url.pathname + '?' + params.toString();
  }
  /** A link to this very page that opens a character on it. @param {URL} url */
  function opensCharacter(url) {
    var here = new URL(win.location.href);
    return (
      /^[0-9]+$/.test(url.searchParams.get('character') || '') &&
      url.search !== here.search &&
      withoutCharacter(url) === withoutCharacter(here)
    );
  }
  /** Takes the modal's copy away, its stylesheets kept in the head (the page's own modal uses them). */
  function removeCopy() {
    var copy = doc.getElementById(settings.modalId);
    if (!copy) return;
    var links = copy.querySelectorAll('link[rel=stylesheet]');
    for (var i = 0; i < links.length; i++) doc.head.appendChild(links[i]);
    copy.remove();
  }
  /** @type {Record<string, Promise<string | null>>} */
  var fetching = {};
  /** The modal's HTML for a page's URL, fetched once however many ask for it meanwhile. @param {URL} url */
  function fragmentOf(url) {
    var href = settings.fragmentPath + '?page=' + encodeURIComponent(url.pathname + url.search);
    if (!fetching[href]) {
      var controller = new AbortController();
      var timer = win.setTimeout(function () {
        controller.abort();
      }, settings.fragmentWaitMs);
      fetching[href] = win
        .fetch(href, { signal: controller.signal })
        .then(function (response) {
          return response.ok ? response.text() : null;
        })
        .catch(function () {
          return null;
        })
        .then(function (html) {
          win.clearTimeout(timer);
          delete fetching[href];
          return html;
        });
    }
    return fetching[href];
  }
  /** Whether the page's own modal is open (its body loaded or not): there is one dialog, the page's. */
  function ownOpen() {
    var bodies = doc.querySelectorAll('[data-character-modal]');
    for (var i = 0; i < bodies.length; i++) if (!bodies[i].closest('#' + settings.modalId)) return true;
    return false;
  }
  /** Whether the page's own modal shows the character already. @param {string} id */
  function ownShows(id) {
    var bodies = doc.querySelectorAll('[data-character-modal="' + id + '"]');
    for (var i = 0; i < bodies.length; i++) {
      var body = bodies[i];
      if (!body.closest('#' + settings.modalId) && (body.textContent || '').trim() && !body.querySelector('[aria-busy=true]')) return true;
    }
    return false;
  }
  /**
   * Shows a character's modal as the server renders it (outside #root, so React never hydrates
   * it), unless it is no longer `wanted` once its HTML is in, or the page's own modal shows the
   * character by then. Resolves whether the copy is on screen. The page asks for it too, while its
   * modal's code downloads.
   * @param {string} href @param {() => boolean} wanted
   */
  function showCharacter(href, wanted) {
    var url = new URL(href, win.location.href);
    return showFrom(fragmentOf(url), url.searchParams.get('character') || '', wanted);
  }
  /** @param {Promise<string | null>} fetched @param {string} id @param {() => boolean} wanted */
  function showFrom(fetched, id, wanted) {
    return fetched.then(function (html) {
      if (html === null || !wanted() || ownShows(id)) {
        // A card opened for it goes with the tap; one waiting for a page that never came stays until it does.
        var card = doc.getElementById(settings.modalId);
        if (card && card.hasAttribute('data-opening') && card.getAttribute('data-character') === id && (html !== null || !wanted()))
          removeCopy();
        return false;
      }
      var shown = doc.getElementById(settings.modalId);
      if (shown && shown.getAttribute('data-character') === id && !shown.hasAttribute('data-opening')) return true;
      // The page's own dialog open already, or a card standing in for it: the copy only shows.
      var hidden = (!!shown && shown.hasAttribute('inert')) || ownOpen();
      removeCopy();
      var copy = doc.createElement('div');
      copy.id = settings.modalId;
      copy.setAttribute('data-character', id);
      if (hidden) {
        copy.setAttribute('inert', '');
        copy.setAttribute('aria-hidden', 'true');
      }
      copy.innerHTML = html;
      doc.body.appendChild(copy);
      keepWhileWanted(copy, id, wanted);
      return true;
    });
  }
  /**
   * A modal's copy or card stays while it is wanted (its tap held) or the address asks for its
   * character: Back before the page has caught up with the tap takes it away, as it would the
   * page's own modal (the page has not seen the character come, so it does not see it go). It goes
   * too once `replaced` says the page's own modal has taken its place.
   * @param {Element} shown @param {string} id @param {() => boolean} wanted @param {() => boolean} [replaced]
   */
  function keepWhileWanted(shown, id, wanted, replaced) {
    (function watch() {
      if (!shown.isConnected) return;
      if ((!wanted() && !asked(id)) || (replaced && replaced())) return removeCopy();
      win.requestAnimationFrame(watch);
    })();
  }
  /** That card's words in the page's language, as the server wrote them on `<html>`; English without them. */
  function cardWords() {
    /** @type {Record<string, string>} */
    var words = { close: 'Close', loading: 'Loading\u2026', character: 'Character' };
    try {
      var written = JSON.parse(doc.documentElement.getAttribute(settings.wordsAttribute) || '{}');
      for (var name in words) if (typeof written[name] === 'string') words[name] = written[name];
    } catch {
      // Not JSON: the English words stay.
    }
    return words;
  }
  /**
   * The words a link shows, without its icons' (an SVG's title names the icon: "Ultra Festival").
   * @param {Node} node
   */
  function wordsOf(node) {
    var text = '';
    for (var child = node.firstChild; child; child = child.nextSibling)
      if (child.nodeType === 3) text += child.nodeValue;
      else if (child.nodeType === 1 && child.nodeName.toLowerCase() !== 'svg') text += wordsOf(child);
    return text;
  }
  /**
   * A tapped character's modal whose HTML is not in yet (a slow network, a busy connection): a card
   * with the name and picture the link already shows opens, and the modal takes its place. It is
   * made in the tap's own task and put in the frame after the tap's: drawn in the tap's frame, it
   * held back the paint that answers the tap. The stylesheet keeps it unseen for its first moment,
   * so a modal that comes at once replaces it unseen. Frames and an animation, not a timer: a main
   * thread busy with the page's images (a scroll brings a screenful of them) held a timer back well
   * past the tap.
   * @param {Element} link @param {string} id @param {() => boolean} wanted
   */
  function openingCard(link, id, wanted) {
    var words = cardWords();
    var name = (link.getAttribute('title') || link.getAttribute('aria-label') || wordsOf(link)).replace(/ \(.*$/, '').trim();
    var card = doc.createElement('div');
    card.id = settings.modalId;
    card.setAttribute('data-character', id);
    card.setAttribute('data-opening', '');
    var dialog = doc.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-busy', 'true');
    dialog.setAttribute('aria-label', name || words.character);
    var close = doc.createElement('a');
    close.href = withoutCharacter(new URL(/** @type {HTMLAnchorElement} */ (link).href, win.location.href));
    close.setAttribute('aria-label', words.close);
    close.textContent = '\u00d7';
    dialog.appendChild(close);
    var picture = link.querySelector('img');
    if (picture) {
      var image = doc.createElement('img');
      image.src = /** @type {HTMLImageElement} */ (picture).currentSrc || /** @type {HTMLImageElement} */ (picture).src;
      image.alt = '';
      dialog.appendChild(image);
    }
    var title = doc.createElement('h2');
    title.textContent = name || words.character;
    dialog.appendChild(title);
    var status = doc.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = words.loading;
    dialog.appendChild(status);
    card.appendChild(dialog);
    // The page's own modal open (its body still loading), now or later: it is the one dialog, the card only shows.
    function standBehind() {
      if (!ownOpen() || card.hasAttribute('inert')) return;
      card.setAttribute('inert', '');
      card.setAttribute('aria-hidden', 'true');
    }
    // The first callback runs before the tap's frame is painted, the second before the next one's.
    win.requestAnimationFrame(function () {
      win.requestAnimationFrame(function () {
        // The page's own modal showing the character, or the server's copy of it, needs no card.
        if (ownShows(id) || doc.getElementById(settings.modalId)) return;
        doc.body.appendChild(card);
        standBehind();
        // Checked from the next frame too: a page that opens the modal itself may put the character
        // in the address late (a transition). The card goes once the page's own modal shows the
        // character, which may come before the server's HTML (its code and data were here).
        win.requestAnimationFrame(function () {
          keepWhileWanted(card, id, wanted, function () {
            standBehind();
            return ownShows(id);
          });
        });
      });
    });
  }
  /** Whether the address asks for this character now. @param {string} id */
  function asked(id) {
    return new URL(win.location.href).searchParams.get('character') === id;
  }
  state.showCharacter = showCharacter;
  /** A character's link tapped before the page can open it: its modal from the server now, the tap once the page is ready. @param {Element} link @param {URL} url */
  function standInFor(link, url) {
    if (standIn) drop(standIn);
    standIn = link;
    hold(link);
    soon();
    // Its own value: a link to another page tapped meanwhile keeps the page's sign of it.
    doc.documentElement.setAttribute(settings.navigatingAttribute, 'character');
    var id = url.searchParams.get('character') || '';
    var fetched = fragmentOf(url);
    var wanted = function () {
      return standIn === link && heldIndex(link) >= 0;
    };
    openingCard(link, id, wanted);
    showFrom(fetched, id, wanted).then(function (shown) {
      if (doc.documentElement.getAttribute(settings.navigatingAttribute) === 'character')
        doc.documentElement.removeAttribute(settings.navigatingAttribute);
      if (standIn !== link || shown || heldIndex(link) < 0) return;
      // No modal from the server in time: the browser opens the link, whose page has it.
      drop(link);
      standIn = null;
      win.location.assign(url.href);
    });
  }

  /**
   * The link to another page of the site that an element is in, if any (not a character's modal,
   * a download or another window).
   * @param {Element | null} element
   */
  function pageLink(element) {
    var link = /** @type {HTMLAnchorElement | null} */ (element && element.closest('a[href]'));
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
    var url = new URL(link.href, win.location.href);
    if (url.origin !== win.location.origin || opensCharacter(url)) return null;
    if (url.pathname === win.location.pathname && url.search === win.location.search) return null;
    return link;
  }
  /**
   * A link to another page pressed: the progress bar shows at the press, not at the click. A page
   * being left paints no frame until the next page comes, and a page that changes section itself
   * may wait for that section's code first.
   * @param {Event} event
   */
  function press(event) {
    var pointer = /** @type {PointerEvent} */ (event);
    if (pointer.button || !pointer.isPrimary || !pageLink(elementOf(event.target))) return;
    if (!doc.documentElement.hasAttribute(settings.navigatingAttribute))
      doc.documentElement.setAttribute(settings.navigatingAttribute, 'pressed');
  }
  /**
   * A link the page handles itself: its bar stays until the page shows the new address (the shell
   * takes it away then), or goes at once if the page did not move.
   */
  function inPage() {
    var from = win.location.href;
    if (doc.documentElement.getAttribute(settings.navigatingAttribute) !== 'character')
      doc.documentElement.setAttribute(settings.navigatingAttribute, 'page');
    win.setTimeout(function () {
      if (win.location.href === from && doc.documentElement.getAttribute(settings.navigatingAttribute) === 'page')
        doc.documentElement.removeAttribute(settings.navigatingAttribute);
    }, 0);
  }
  /** A press that was no tap (a scroll, a drag off the link): its progress bar goes. */
  function unpress() {
    if (doc.documentElement.getAttribute(settings.navigatingAttribute) === 'pressed')
      doc.documentElement.removeAttribute(settings.navigatingAttribute);
  }
  doc.addEventListener('pointerdown', press, true);
  doc.addEventListener('pointercancel', unpress, true);
  doc.addEventListener(
    'pointerup',
    function () {
      // The click, if it is one, comes first and makes the bar the link's own.
      win.setTimeout(unpress, 500);
    },
    true,
  );
  doc.addEventListener(
    'click',
    function (event) {
      var mouse = /** @type {MouseEvent} */ (event);
      var element = elementOf(event.target);
      if (event.defaultPrevented || !element) return;
      if (mouse.button || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
      var link = /** @type {HTMLAnchorElement | null} */ (element.closest('a[href]'));
      var copy = doc.getElementById(settings.modalId);
      if (copy && copy.contains(element)) {
        // The X of a modal shown for a held tap: the tap is let go with it. Anything else in the
        // copy waits for the page's own modal (the copy goes once it is there).
        if (standIn && link && !new URL(link.href, win.location.href).searchParams.has('character')) {
          stop(event);
          drop(standIn);
          standIn = null;
          removeCopy();
        }
        return;
      }
      var control = link ? null : element.closest(CONTROLS);
      var tapped = link || control;
      var target = link ? new URL(link.href, win.location.href) : null;
      if (link && target && target.origin === win.location.origin && !link.target && opensCharacter(target)) {
        if (beforeReact(link)) {
          stop(event);
          standInFor(link, target);
        } else {
          // The page opens it: its HTML from the server comes now, beside the modal's code, and is
          // shown once the page's handler of this tap has put the character in the address.
          var id = target.searchParams.get('character') || '';
          var fetched = fragmentOf(target);
          openingCard(link, id, function () {
            return asked(id);
          });
          win.setTimeout(function () {
            showFrom(fetched, id, function () {
              return asked(id);
            });
          }, 0);
        }
        return;
      }
      // A click on text or into a field of a part still waiting needs nothing of the page (the
      // browser focuses the field): seen by React, it would hydrate the whole part inside the click.
      if (!tapped && waiting(element)) {
        event.stopPropagation();
        return;
      }
      // Also a part of the section React has not taken over yet, though the section says it has
      // hydrated (a part may hydrate after it): React would drop a tap there.
      if (!tapped || !beforeReact(tapped)) {
        if (link && pageLink(link)) inPage();
        return;
      }
      if (link) {
        if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
        var url = new URL(link.href, win.location.href);
        if (url.origin !== win.location.origin) return;
        // The server answers every page of the site, a character's modal or a tower floor as well as
        // another section: the browser goes there, and the page says so at once.
        if (url.pathname !== win.location.pathname || url.search !== win.location.search)
          doc.documentElement.setAttribute(settings.navigatingAttribute, '');
        return;
      }
      if (!control || control.closest('summary')) return;
      if (/** @type {any} */ (control).disabled) return;
      var form = /** @type {HTMLFormElement | null} */ (/** @type {any} */ (control).form || null);
      var submits = form && (control.getAttribute('type') === 'submit' || (control.tagName === 'BUTTON' && !control.hasAttribute('type')));
      if (submits && form && form.hasAttribute('action')) {
        doc.documentElement.setAttribute(settings.navigatingAttribute, '');
        return;
      }
      // A checkbox or radio shows the tap at once, as the browser draws it, and is held as the state
      // it shows; a tap on its label goes on to the box, which the browser clicks next.
      var box = /** @type {any} */ (control.tagName === 'LABEL' ? /** @type {any} */ (control).control : control);
      var toggles = box && box.tagName === 'INPUT' && (box.type === 'checkbox' || box.type === 'radio');
      if (toggles) event.stopPropagation();
      else stop(event);
      if (toggles && box !== control) return;
      hold(control, toggles ? box.checked : undefined);
      soon();
    },
    true,
  );
  doc.addEventListener(
    'submit',
    function (event) {
      var form = /** @type {HTMLFormElement} */ (event.target);
      if (!waiting(form)) return;
      if (form.hasAttribute('action')) {
        doc.documentElement.setAttribute(settings.navigatingAttribute, '');
        return;
      }
      stop(event);
      hold(form);
    },
    true,
  );
  /** The text field an event is for, or null (a checkbox or radio is a tap, not text; a file field is files). @param {Event} event */
  function textField(event) {
    var field = /** @type {any} */ (event.target);
    return field && typeof field.value === 'string' && field.type !== 'checkbox' && field.type !== 'radio' && field.type !== 'file'
      ? field
      : null;
  }
  /** The file field an event is for, or null: what it holds is the files chosen, which no script may type in. @param {Event} event */
  function fileField(event) {
    var field = /** @type {any} */ (event.target);
    return field && field.tagName === 'INPUT' && field.type === 'file' ? field : null;
  }
  /** The field an event is for, text or files, or null. @param {Event} event */
  function fieldOf(event) {
    return textField(event) || fileField(event);
  }
  /** @param {Event} event */
  function keep(event) {
    var file = fileField(event);
    var field = file || textField(event);
    if (!field) return;
    // What the player types into a field whose kept text is not handed over yet is kept too, even
    // once the page has it: handing over an older text would undo those keys.
    var lists = [typed, handing];
    for (var l = 0; l < lists.length; l++)
      for (var i = 0; i < lists[l].length; i++)
        if (lists[l][i].field === field) {
          lists[l][i].value = valueOf(field);
          if (file) lists[l][i].files = field.files;
          return;
        }
    // Also in a part React has not taken over though the page says it has (the settings form
    // hydrates apart): React would drop a change there.
    var early = waiting(elementOf(field));
    if (!early && !unadopted(field)) return;
    typed.push({ field: field, value: valueOf(field), place: placeOf(field), files: file ? field.files : undefined });
    if (!early) soon();
  }
  doc.addEventListener('input', keep, true);
  doc.addEventListener('change', keep, true);
  /**
   * The keys typed into a field of a part still waiting are the browser's and the contract's: the
   * page gets the text once it has that part. Seen by React first, each key would hydrate the whole
   * part inside it, and the next key would wait for that. Chromium's textInput and an IME's
   * composition events are keys too: React listens to them for its beforeinput. A paste, a cut and a
   * field's change (kept above) are text as well, and so is a tapped box's input and change.
   * @param {Event} event
   */
  function typing(event) {
    var field = fieldOf(event) || boxOf(event);
    if (field && beforeReact(field)) event.stopPropagation();
  }
  /** The checkbox or radio an event is for: its input and change follow a tap the browser has drawn. @param {Event} event */
  function boxOf(event) {
    var box = /** @type {any} */ (event.target);
    return box && box.tagName === 'INPUT' && (box.type === 'checkbox' || box.type === 'radio') ? box : null;
  }
  [
    'keydown',
    'keypress',
    'keyup',
    'textInput',
    'compositionstart',
    'compositionupdate',
    'compositionend',
    'beforeinput',
    'input',
    'change',
    'paste',
    'cut',
    'copy',
  ].forEach(function (type) {
    doc.addEventListener(type, typing, true);
  });
  /**
   * So is a press on a part still waiting, down to its click (which the contract holds, or leaves to
   * the browser): React hydrates a part inside every press it sees there, and the press's progress
   * bar could not paint until that was done. Passive: a touch never waits for this to scroll.
   * @param {Event} event
   */
  function pressing(event) {
    if (waiting(elementOf(event.target))) event.stopPropagation();
  }
  [
    'pointerdown',
    'pointerup',
    'pointercancel',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'touchcancel',
    'auxclick',
    'dblclick',
    'contextmenu',
  ].forEach(function (type) {
    doc.addEventListener(type, pressing, { capture: true, passive: true });
  });

  /** What a field holds: its text, or each value chosen in a list that takes several, one per line. @param {any} field */
  function valueOf(field) {
    if (field.tagName !== 'SELECT' || !field.multiple) return field.value;
    var chosen = [];
    for (var i = 0; i < field.options.length; i++) if (field.options[i].selected) chosen.push(field.options[i].value);
    return chosen.join('\n');
  }
  /**
   * A key pressed outside a field before the page's code has run (its shortcuts: Ctrl-K, `/`) is
   * handed to the page once its shell has hydrated, unless something on the page took it already.
   * The browser has done its own part (a scroll, a move of the focus); a key handed over does none.
   * @type {KeyboardEvent[]}
   */
  var keys = [];
  doc.addEventListener(
    'keydown',
    function (event) {
      if (!serversPage() || fieldOf(event)) return;
      if (event.key === 'Tab' || ['Control', 'Meta', 'Shift', 'Alt'].indexOf(event.key) >= 0) return;
      keys.push(event);
    },
    true,
  );
  function replayKeys() {
    if (serversPage()) return;
    keys.splice(0).forEach(function (pressed) {
      if (pressed.defaultPrevented) return;
      var target = /** @type {any} */ (pressed.target);
      var init = {
        key: pressed.key,
        code: pressed.code,
        ctrlKey: pressed.ctrlKey,
        metaKey: pressed.metaKey,
        shiftKey: pressed.shiftKey,
        altKey: pressed.altKey,
        bubbles: true,
        cancelable: true,
      };
      (target && target.isConnected ? target : doc).dispatchEvent(new win.KeyboardEvent('keydown', init));
    });
  }

  /** Hands a kept value to the page as if typed now (React reads a change against the value it last saw). */
  function retype(/** @type {any} */ field, /** @type {string} */ value) {
    if (!field) return;
    if (field.tagName === 'SELECT' && field.multiple) {
      // Its value is the first chosen only: each option is chosen again as it was.
      var chosen = value === '' ? [] : value.split('\n');
      for (var i = 0; i < field.options.length; i++) field.options[i].selected = chosen.indexOf(field.options[i].value) >= 0;
      field.dispatchEvent(new win.Event('change', { bubbles: true }));
      return;
    }
    var proto = Object.getPrototypeOf(field);
    var descriptor = Object.getOwnPropertyDescriptor(proto, 'value');
    var focused = doc.activeElement === field;
    field.value = value === '' ? ' ' : '';
    if (descriptor && descriptor.set) descriptor.set.call(field, value);
    else field.value = value;
    field.dispatchEvent(new win.Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }));
    if (focused && typeof field.setSelectionRange === 'function') {
      try {
        field.setSelectionRange(value.length, value.length);
      } catch {
        // A field without a caret (a number, an email): nothing to move.
      }
    }
  }
  /** @template T @param {T[]} list @param {(item: T) => Element} elementOfItem */
  function takeReady(list, elementOfItem) {
    var ready = [];
    for (var i = 0; i < list.length;)
      if (waiting(elementOfItem(list[i]))) i++;
      else ready.push(list.splice(i, 1)[0]);
    return ready;
  }
  /**
   * Whether React has taken the element over and will hand it a click: it marks each node it
   * hydrates with its fiber, but during the render, before it commits. A render may yet be set aside
   * (a part that suspends) or thrown away (a difference from the server's HTML, the part then drawn
   * afresh): a click on that node reaches no handler. So the fiber must be committed, tested as
   * React tests a click's target (getNearestMountedFiber): up its new fibers, none still being
   * placed or hydrated (flags 2 and 4096), to the root.
   * A section says it has hydrated once its page has, but a part of the page may hydrate after it.
   * @param {Element} element
   */
  function adopted(element) {
    /** @type {any} */
    var fiber = null;
    // Its own keys only: a for-in would walk every property of the element's prototypes too.
    var names = Object.keys(element);
    for (var i = 0; i < names.length && !fiber; i++)
      if (names[i].indexOf('__reactFiber') === 0) fiber = /** @type {any} */ (element)[names[i]];
    if (!fiber) return false;
    var node = fiber;
    var mounted = fiber;
    for (var next = fiber; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & 4098) mounted = node.return;
    }
    while (node.return) node = node.return;
    return node.tag === 3 && mounted === fiber;
  }
  var ADOPTION_WAIT_MS = 10000;
  function replay() {
    replayKeys();
    var fields = takeReady(typed, function (item) {
      return item.field;
    });
    handing = handing.concat(fields);
    var held = takeReady(taps, function (tap) {
      return tap.element;
    });
    if (!fields.length && !held.length) return;
    var since = Date.now();
    // The kept text first, then one held tap per task (the page renders what each did before the
    // next), each once React has its element, or after a while anyway.
    function next() {
      var late = Date.now() - since > ADOPTION_WAIT_MS;
      if (fields.length) {
        var kept = fields[0];
        var field = current(kept.field, kept.place);
        if (field && !adopted(field) && !late) return win.setTimeout(next, 50);
        // Typed once, and again while React renders the field from its own state (an effect of its
        // hydration may do so once) until the page has taken the text.
        var tries = kept.tries || 0;
        if (field && kept.files) {
          // The files chosen, handed over once as the change the browser made.
          if (field !== kept.field) field.files = kept.files;
          field.dispatchEvent(new win.Event('input', { bubbles: true }));
          field.dispatchEvent(new win.Event('change', { bubbles: true }));
        } else if (field && (tries === 0 || (valueOf(field) !== kept.value && tries < 5))) {
          kept.tries = tries + 1;
          retype(field, kept.value);
          return win.setTimeout(next, 50);
        }
        handing.splice(handing.indexOf(/** @type {any} */ (fields.shift())), 1);
        return win.setTimeout(next, 0);
      }
      if (!held.length) return;
      var tap = held[0];
      var element = current(tap.element, tap.place);
      // A part that says it is busy (its player's data not read yet) is about to render again: a
      // tap replayed into that render is dropped, so it waits for the part to be done.
      if (element && (!adopted(element) || element.closest('[aria-busy=true]')) && !late) return win.setTimeout(next, 50);
      held.shift();
      tap.element.removeAttribute(settings.pendingAttribute);
      if (standIn === tap.element) standIn = null;
      if (element) {
        var input = /** @type {any} */ (element);
        // The click that reaches the state asked for, seen as a change by the page (React compares
        // with the state it last saw, which this assignment sets).
        if (tap.checked !== undefined) input.checked = !tap.checked;
        if (element.tagName === 'FORM') /** @type {HTMLFormElement} */ (element).requestSubmit();
        else if (tap.checked === undefined || input.checked !== tap.checked) input.click();
      }
      win.setTimeout(next, 0);
    }
    next();
  }
  // The document, not #root: it is watched from the head, before #root is parsed.
  new win.MutationObserver(replay).observe(doc.documentElement, {
    subtree: true,
    attributes: true,
    attributeFilter: [settings.pageAttribute, settings.sectionAttribute],
  });
  // Back to a page kept in the browser's memory after leaving it: it is not on its way anywhere.
  win.addEventListener('pageshow', function () {
    doc.documentElement.removeAttribute(settings.navigatingAttribute);
  });
}

/** The input contract's inline text (in the head, so it listens from the first paint on). */
const EARLY_INPUT_SCRIPT = `(${earlyInput.toString()})(document,window,${JSON.stringify(EARLY_INPUT)})`;

/** The inline script's text. */
const ENTRY_LOADER = `(${entryLoader.toString()})(document,window,${JSON.stringify(ENTRY_PRELOADS_ID)},${FIRST_PAINT_FALLBACK_MS},${JSON.stringify(ENGAGEMENT)})`;

/**
 * Turns the page's entry scripts from `<script defer src>` in the head into inline loaders in the
 * head, after the input contract (HtmlRspackPlugin's tag hook).
 * @param {any} rspack
 */
function inlineEntryPlugin(rspack) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.compilation.tap('InlineEntry', (/** @type {any} */ compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
          'InlineEntry',
          async (/** @type {any} */ data) => {
            const isEntry = (/** @type {any} */ tag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string';
            const entries = data.headTags.filter(isEntry);
            data.headTags = data.headTags.filter((/** @type {any} */ tag) => !isEntry(tag));
            data.headTags.push({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: EARLY_INPUT_SCRIPT });
            data.headTags.push({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: EARLY_MARKS_SCRIPT });
            data.headTags.push({ tagName: 'script', voidTag: false, attributes: {}, innerHTML: EARLY_SETTINGS_SCRIPT });
            for (const tag of entries)
              data.headTags.push({
                tagName: 'script',
                voidTag: false,
                attributes: { 'data-src': tag.attributes.src },
                innerHTML: ENTRY_LOADER,
              });
            return data;
          },
        );
      });
    },
  };
}

module.exports = {
  ENTRY_PRELOADS_ID,
  FIRST_PAINT_FALLBACK_MS,
  ENGAGEMENT,
  entryLoader,
  ENTRY_LOADER,
  EARLY_INPUT,
  earlyInput,
  EARLY_INPUT_SCRIPT,
  inlineEntryPlugin,
};
