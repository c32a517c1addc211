import { DEFAULT_SETTINGS } from './settings-model';
import { loadSettings, serializeSettings, SETTINGS_SCHEMA_VERSION } from './settings-storage';

describe('loadSettings', () => {
  it('gives defaults (dark theme, batch 10) when nothing is stored', () => {
    expect(loadSettings(null)).toEqual({ settings: DEFAULT_SETTINGS, problem: null });
    expect(DEFAULT_SETTINGS.theme).toBe('dark');
    expect(DEFAULT_SETTINGS.scrollBatch).toBe(10);
  });

  it('round-trips the current version', () => {
    const s = { ...DEFAULT_SETTINGS, jpContent: true, theme: 'light' as const, scrollBatch: 250, elementLang: 'jp' as const };
    expect(loadSettings(serializeSettings(s)).settings).toEqual(s);
  });

  it.each([
    ['not json', '{oops'],
    ['a number', '42'],
    ['an array', '[1,2]'],
    ['a string', '"dark"'],
    ['null', 'null'],
    ['a future version', JSON.stringify({ version: 99, settings: { jpContent: true } })],
  ])('falls back to defaults for %s', (_label, raw) => {
    const loaded = loadSettings(raw);
    expect(loaded.settings).toEqual(DEFAULT_SETTINGS);
    expect(loaded.problem).toEqual(expect.any(String));
  });

  it('keeps the good fields when one field is foreign', () => {
    const raw = JSON.stringify({
      version: SETTINGS_SCHEMA_VERSION,
      settings: { jpContent: true, theme: 'neon', scrollBatch: 5000, elementLang: 7, useUtc: 'true' },
    });
    expect(loadSettings(raw).settings).toEqual({ ...DEFAULT_SETTINGS, jpContent: true, useUtc: true });
  });

  it.each([
    [0, 10],
    [-3, 10],
    [1, 1],
    [1000, 1000],
    [1001, 10],
    [2.5, 10],
    [null, 10],
    ['12', 12],
    ['abc', 10],
  ])('scroll batch %p at start-up becomes %p', (stored, expected) => {
    const raw = JSON.stringify({ version: SETTINGS_SCHEMA_VERSION, settings: { scrollBatch: stored } });
    expect(loadSettings(raw).settings.scrollBatch).toBe(expected);
  });

  it('migrates version 1 (flat kebab-case keys, string values)', () => {
    const v1 = JSON.stringify({
      'jp-content': 'true',
      'use-utc': true,
      'element-lang': 'jp',
      'use-traditional-name': 'false',
      'use-translit-name': true,
      'scroll-batch': '30',
      theme: 'light',
    });
    expect(loadSettings(v1)).toEqual({
      settings: {
        jpContent: true,
        useUtc: true,
        elementLang: 'jp',
        useTraditionalName: false,
        useTranslitName: true,
        nameScript: 'en',
        scrollBatch: 30,
        theme: 'light',
      },
      problem: null,
    });
  });

  it.each([
    ['en', 'en'],
    ['ja', 'ja'],
    ['both', 'both'],
    ['jp', 'en'],
    ['JA', 'en'],
    [2, 'en'],
    [null, 'en'],
    [['ja'], 'en'],
  ])('name script %j is repaired to %p, the other fields kept', (stored, expected) => {
    const raw = JSON.stringify({ version: SETTINGS_SCHEMA_VERSION, settings: { nameScript: stored, useTranslitName: true } });
    expect(loadSettings(raw)).toEqual({ settings: { ...DEFAULT_SETTINGS, useTranslitName: true, nameScript: expected }, problem: null });
  });

  it('reads a stored version 2 written before the name script existed as English names', () => {
    const raw = JSON.stringify({ version: 2, settings: { jpContent: true, useTraditionalName: true, theme: 'light' } });
    expect(loadSettings(raw).settings).toEqual({
      ...DEFAULT_SETTINGS,
      jpContent: true,
      useTraditionalName: true,
      theme: 'light',
      nameScript: 'en',
    });
  });
});
