import { SCROLL_BATCH_MAX, SCROLL_BATCH_MIN } from 'shared-domain/settings/scroll-batch';
import { SETTINGS_SCHEMA_VERSION, SETTINGS_STORAGE_KEY } from 'shared-domain/settings/settings-storage';
import { EARLY_SETTINGS, EARLY_SETTINGS_SCRIPT, earlySettings, showStoredSettings } from './early-settings.cjs';

/** The server's settings form, reduced to its controls as it draws them: the defaults. */
const SERVER_HTML = `<div id="root" data-server-rendered-at="1764700000000">
  <form data-stored-settings="">
    <input type="checkbox" role="switch" name="jpContent">
    <input type="checkbox" role="switch" name="useUtc">
    <input type="radio" name="nameScript" value="en" checked=""><input type="radio" name="nameScript" value="ja"><input type="radio" name="nameScript" value="both">
    <input type="radio" name="theme" value="dark" checked=""><input type="radio" name="theme" value="light">
    <input type="text" name="scrollBatch" value="10">
  </form>
  <form id="other"><input type="checkbox" name="jpContent"></form>
</div>`;

const stored = (settings: Record<string, unknown>, version = 2) => JSON.stringify({ version, settings });
const input = (selector: string) => document.querySelector<HTMLInputElement>(`form[data-stored-settings] ${selector}`)!;
const checkedOf = (name: string) =>
  document.querySelector<HTMLInputElement>(`form[data-stored-settings] input[name="${name}"]:checked`)?.value;

describe('the settings drawn before the page has hydrated', () => {
  beforeEach(() => {
    document.body.innerHTML = SERVER_HTML;
    localStorage.clear();
  });

  it('puts each stored setting into the control named for it, in the settings form only', () => {
    expect(
      showStoredSettings(
        document,
        stored({ jpContent: true, useUtc: false, nameScript: 'both', theme: 'light', scrollBatch: 25 }),
        EARLY_SETTINGS,
      ),
    ).toBe(true);
    expect(input('[name="jpContent"]').checked).toBe(true);
    expect(input('[name="useUtc"]').checked).toBe(false);
    expect(checkedOf('nameScript')).toBe('both');
    expect(checkedOf('theme')).toBe('light');
    expect(input('[name="scrollBatch"]').value).toBe('25');
    expect(document.querySelector<HTMLInputElement>('#other input')!.checked).toBe(false);
  });

  it('leaves a control as drawn for a value of the wrong kind, a choice not offered or a batch size out of range', () => {
    showStoredSettings(document, stored({ jpContent: 'yes', nameScript: 'klingon', theme: 7, scrollBatch: 5000 }), EARLY_SETTINGS);
    expect(input('[name="jpContent"]').checked).toBe(false);
    expect(checkedOf('nameScript')).toBe('en');
    expect(checkedOf('theme')).toBe('dark');
    expect(input('[name="scrollBatch"]').value).toBe('10');
    showStoredSettings(document, stored({ scrollBatch: 2.5 }), EARLY_SETTINGS);
    expect(input('[name="scrollBatch"]').value).toBe('10');
    showStoredSettings(document, stored({ scrollBatch: null }), EARLY_SETTINGS);
    expect(input('[name="scrollBatch"]').value).toBe('10');
  });

  it('reads nothing from a text that is not the stored document', () => {
    for (const text of ['{not json', 'null', '[]', stored({ jpContent: true }, 1), JSON.stringify({ version: 2, settings: 'x' })])
      expect(showStoredSettings(document, text, EARLY_SETTINGS)).toBe(false);
    expect(input('[name="jpContent"]').checked).toBe(false);
  });

  it('reads what the site stores, where it stores it', () => {
    expect(EARLY_SETTINGS.storageKey).toBe(SETTINGS_STORAGE_KEY);
    expect(EARLY_SETTINGS.version).toBe(SETTINGS_SCHEMA_VERSION);
    expect([EARLY_SETTINGS.batchMin, EARLY_SETTINGS.batchMax]).toEqual([SCROLL_BATCH_MIN, SCROLL_BATCH_MAX]);
  });

  it('fills the form of a page not yet hydrated from the storage, and never a hydrated one', () => {
    localStorage.setItem('tlw-tracker:settings', stored({ jpContent: true }));
    document.getElementById('root')!.removeAttribute('data-server-rendered-at');
    earlySettings(document, window, EARLY_SETTINGS, showStoredSettings);
    expect(input('[name="jpContent"]').checked).toBe(false);
    document.getElementById('root')!.setAttribute('data-server-rendered-at', '1764700000000');
    earlySettings(document, window, EARLY_SETTINGS, showStoredSettings);
    expect(input('[name="jpContent"]').checked).toBe(true);
  });

  it('fills each control as the parser adds it, once: a value the player has typed since stays, and a hydrated page is left alone', async () => {
    localStorage.setItem('tlw-tracker:settings', stored({ jpContent: true, useUtc: true, scrollBatch: 25 }));
    document.body.innerHTML = `<div id="root" data-server-rendered-at="1764700000000"><form data-stored-settings=""></form></div>`;
    const form = document.querySelector('form')!;
    const parsed = (html: string) => form.insertAdjacentHTML('beforeend', html);
    const onParsed: Array<() => void> = [];
    const parsing = {
      readyState: 'loading',
      documentElement: document.documentElement,
      querySelector: (selector: string) => document.querySelector(selector),
      querySelectorAll: (selector: string) => document.querySelectorAll(selector),
      addEventListener: (_type: string, listener: () => void) => onParsed.push(listener),
    } as unknown as Document;
    const observed = () => new Promise((resolve) => setTimeout(resolve, 0));
    earlySettings(parsing, window, EARLY_SETTINGS, showStoredSettings);

    parsed('<input type="text" name="scrollBatch" value="10">');
    await observed();
    expect(input('[name="scrollBatch"]').value).toBe('25');
    input('[name="scrollBatch"]').value = '7';
    parsed('<input type="checkbox" name="jpContent">');
    await observed();
    expect(input('[name="jpContent"]').checked).toBe(true);
    expect(input('[name="scrollBatch"]').value).toBe('7');

    document.getElementById('root')!.removeAttribute('data-server-rendered-at');
    parsed('<input type="checkbox" name="useUtc">');
    await observed();
    onParsed.forEach((listener) => listener());
    expect(input('[name="useUtc"]').checked).toBe(false);
  });

  it('is an inline script of the function itself, with its settings', () => {
    expect(EARLY_SETTINGS_SCRIPT.startsWith('(function earlySettings(doc, win, settings, show) {')).toBe(true);
    expect(EARLY_SETTINGS_SCRIPT).toContain(`)(document,window,${JSON.stringify(EARLY_SETTINGS)},function showStoredSettings(`);
  });
});
