// @ts-check
// The visitor's settings on the server's settings form, before the page's scripts have run. The
// server has none of them and draws the defaults; this inline script reads the stored settings and
// puts each into the control named for it as the parser adds it, before it is painted. It changes
// the controls' state only (checked, value), which React keeps as it hydrates. The form hydrates with
// the defaults, then renders the store's values, which are these: a value this script leaves alone
// is set right then.

const { SERVER_RENDERED_PAGE } = require('./server-rendered-page.cjs');

/** Where the site stores the settings (shared-domain/settings/settings-storage.ts), and the form it fills. */
const EARLY_SETTINGS = {
  storageKey: 'tlw-tracker:settings',
  version: 2,
  form: 'form[data-stored-settings]',
  serverRendered: SERVER_RENDERED_PAGE,
  /** The bounds of a stored batch size (shared-domain/settings/scroll-batch.ts): outside them the page reads the default. */
  batchMin: 1,
  batchMax: 1000,
};

/**
 * Puts stored settings (the stored text, as the site writes it) into the settings forms under `root`;
 * false when the text is not a document it reads (the page's code then reads it, and says why).
 * A value of the wrong kind, or a choice the form does not offer, leaves its control as drawn. A
 * control in `done` is left alone, and each one set joins it: a control the player has touched since
 * is theirs.
 * @param {ParentNode} root
 * @param {string | null} text
 * @param {typeof EARLY_SETTINGS} settings
 * @param {Element[]} [done]
 */
function showStoredSettings(root, text, settings, done) {
  /** @type {any} */
  var doc;
  try {
    doc = JSON.parse(text || 'null');
  } catch {
    return false;
  }
  if (!doc || doc.version !== settings.version || !doc.settings || typeof doc.settings !== 'object') return false;
  var stored = doc.settings;
  var own = Object.prototype.hasOwnProperty;
  var forms = root.querySelectorAll(settings.form);
  for (var f = 0; f < forms.length; f += 1) {
    var fields = /** @type {HTMLFormElement} */ (forms[f]).elements;
    for (var i = 0; i < fields.length; i += 1) {
      var field = /** @type {HTMLInputElement} */ (fields[i]);
      if (field.tagName !== 'INPUT' || !field.name || !own.call(stored, field.name)) continue;
      if (done) {
        if (done.indexOf(field) >= 0) continue;
        done.push(field);
      }
      var value = stored[field.name];
      if (field.type === 'checkbox') {
        if (typeof value === 'boolean') field.checked = value;
      } else if (field.type === 'radio') {
        // Checking one unchecks the rest of its group; a choice the form does not offer checks none.
        if (field.value === value) field.checked = true;
      } else if (field.type === 'text') {
        if (typeof value === 'number' && Math.floor(value) === value && value >= settings.batchMin && value <= settings.batchMax)
          field.value = String(value);
      }
    }
  }
  return true;
}

/**
 * Runs inline in the head: fills a settings form the server drew as its controls are parsed (a
 * mutation observer's callback comes before the next paint), until the page is parsed or hydrated.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {typeof EARLY_SETTINGS} settings
 * @param {typeof showStoredSettings} show
 */
function earlySettings(doc, win, settings, show) {
  /** @type {string | null} */
  var text = null;
  try {
    text = win.localStorage.getItem(settings.storageKey);
  } catch {
    // No storage here (a blocked one throws): the form keeps the defaults, as the page will.
  }
  if (text === null) return;
  /** @type {Element[]} */
  var done = [];
  var fill = function () {
    if (doc.querySelector(settings.serverRendered)) show(doc, text, settings, done);
  };
  fill();
  if (doc.readyState !== 'loading') return;
  // Only a control added asks for a look at the forms: every other node the parser adds costs a comparison.
  var observer = new win.MutationObserver(function (records) {
    for (var r = 0; r < records.length; r += 1)
      for (var n = 0; n < records[r].addedNodes.length; n += 1) if (records[r].addedNodes[n].nodeName === 'INPUT') return fill();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  doc.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
    fill();
  });
}

/** The inline script's text. */
const EARLY_SETTINGS_SCRIPT = `(${earlySettings.toString()})(document,window,${JSON.stringify(EARLY_SETTINGS)},${showStoredSettings.toString()})`;

module.exports = { EARLY_SETTINGS, showStoredSettings, earlySettings, EARLY_SETTINGS_SCRIPT };
