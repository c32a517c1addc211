// @ts-check
// The shell's entry script runs once the server's HTML is on screen, not before: a phone paints the
// page without first downloading and running the code it hydrates with. The build replaces the
// entry's `<script defer>` with an inline loader (its text is fixed, so the CSP's hash of it is too).

/** The id of the JSON list of preloads a page asks for once it has painted (shell/server/after-paint-preloads.ts reads it from here). */
const AFTER_PAINT_PRELOADS_ID = 'after-paint-preloads';

/** How long the loader waits for a first paint that may never come (a tab opened in the background). */
const AFTER_PAINT_FALLBACK_MS = 3000;

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
 * Runs inline, in the script element that names the entry in its `data-src`. Plain script, and on
 * its own (no closure over this module): it is inlined as its source, its settings as arguments.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {string} listId
 * @param {number} fallbackMs
 * @param {{ key: string, events: string[] }} engagement
 */
function afterPaintLoader(doc, win, listId, fallbackMs, engagement) {
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
  var started = false;
  function start() {
    if (started || !src) return;
    started = true;
    var list;
    try {
      var element = doc.getElementById(listId);
      list = element ? JSON.parse(element.textContent || '[]') : [];
    } catch {
      list = [];
    }
    for (var i = 0; i < list.length; i++) {
      var item = list[i];
      if (!item || typeof item.href !== 'string' || (item.as !== 'fetch' && item.as !== 'script')) continue;
      var link = doc.createElement('link');
      link.setAttribute('rel', 'preload');
      link.setAttribute('as', item.as);
      if (item.crossorigin) link.setAttribute('crossorigin', 'anonymous');
      link.setAttribute('href', item.href);
      doc.head.appendChild(link);
    }
    var entry = doc.createElement('script');
    entry.src = src;
    doc.head.appendChild(entry);
  }
  try {
    var observer = new win.PerformanceObserver(function (entries) {
      var paints = entries.getEntries();
      for (var j = 0; j < paints.length; j++)
        if (paints[j].name === 'first-contentful-paint') {
          // Told after the frame has been presented: no timer needed (a page's faked clock would hold one).
          observer.disconnect();
          start();
        }
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    win.requestAnimationFrame(function () {
      win.setTimeout(start, 0);
    });
  }
  win.setTimeout(start, fallbackMs);
}

/** The inline script's text. */
const AFTER_PAINT_LOADER = `(${afterPaintLoader.toString()})(document,window,${JSON.stringify(AFTER_PAINT_PRELOADS_ID)},${AFTER_PAINT_FALLBACK_MS},${JSON.stringify(ENGAGEMENT)})`;

/**
 * Moves the page's entry scripts from `<script defer src>` in the head to inline loaders at the end
 * of the body (HtmlRspackPlugin's tag hook).
 * @param {any} rspack
 */
function afterPaintEntryPlugin(rspack) {
  return {
    /** @param {any} compiler */
    apply(compiler) {
      compiler.hooks.compilation.tap('AfterPaintEntry', (/** @type {any} */ compilation) => {
        rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(
          'AfterPaintEntry',
          async (/** @type {any} */ data) => {
            const isEntry = (/** @type {any} */ tag) => tag.tagName === 'script' && typeof tag.attributes?.src === 'string';
            const entries = data.headTags.filter(isEntry);
            data.headTags = data.headTags.filter((/** @type {any} */ tag) => !isEntry(tag));
            for (const tag of entries)
              data.bodyTags.push({
                tagName: 'script',
                voidTag: false,
                attributes: { 'data-src': tag.attributes.src },
                innerHTML: AFTER_PAINT_LOADER,
              });
            return data;
          },
        );
      });
    },
  };
}

module.exports = {
  AFTER_PAINT_PRELOADS_ID,
  AFTER_PAINT_FALLBACK_MS,
  ENGAGEMENT,
  afterPaintLoader,
  AFTER_PAINT_LOADER,
  afterPaintEntryPlugin,
};
