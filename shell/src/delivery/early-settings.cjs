// @ts-check
// The visitor's settings on the server's settings form, before the page's scripts have run. The
// server has none of them and draws the defaults; this inline script reads the stored settings and
// puts each into the control named for it, once the page is parsed. It changes the controls' state
// only (checked, value), which React keeps as it hydrates. The form hydrates with the defaults, then
// renders the store's values, which are these: a value this script leaves alone is set right then.

/** Where the site stores the settings (shared-domain/settings/settings-storage.ts), and the form it fills. */
const EARLY_SETTINGS = {
  storageKey: 'tlw-tracker:settings',
  version: 2,
  form: 'form[data-stored-settings]',
  /** The page not hydrated yet (shell/src/delivery/server-rendered.ts). */
  serverRendered: '#root[data-server-rendered-at]',
  /** The bounds of a stored batch size (shared-domain/settings/scroll-batch.ts): outside them the page reads the default. */
  batchMin: 1,
  batchMax: 1000,
};

/**
 * Puts stored settings (the stored text, as the site writes it) into the settings forms under `root`;
 * false when the text is not a document it reads (the page's code then reads it, and says why).
 * A value of the wrong kind, or a choice the form does not offer, leaves its control as drawn.
 * @param {ParentNode} root
 * @param {string | null} text
 * @param {typeof EARLY_SETTINGS} settings
 */
function showStoredSettings(root, text, settings) {
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
 * Runs inline in the head: once the page is parsed, fills a settings form the server drew, unless the
 * page has hydrated meanwhile.
 * @param {Document} doc
 * @param {Window & typeof globalThis} win
 * @param {typeof EARLY_SETTINGS} settings
 * @param {typeof showStoredSettings} show
 */
function earlySettings(doc, win, settings, show) {
  var apply = function () {
    if (!doc.querySelector(settings.serverRendered) || !doc.querySelector(settings.form)) return;
    try {
      var text = win.localStorage.getItem(settings.storageKey);
      if (text !== null) show(doc, text, settings);
    } catch {
      // No storage here (a blocked one throws): the form keeps the defaults, as the page will.
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', apply);
  else apply();
}

/** The inline script's text. */
const EARLY_SETTINGS_SCRIPT = `(${earlySettings.toString()})(document,window,${JSON.stringify(EARLY_SETTINGS)},${showStoredSettings.toString()})`;

module.exports = { EARLY_SETTINGS, showStoredSettings, earlySettings, EARLY_SETTINGS_SCRIPT };
