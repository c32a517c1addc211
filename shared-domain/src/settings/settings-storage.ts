import { DEFAULT_SETTINGS, ELEMENT_LANGS, NAME_SCRIPTS, THEMES, type Settings } from './settings-model';
import { scrollBatchAtStartup } from './scroll-batch';

export const SETTINGS_STORAGE_KEY = 'tlw-tracker:settings';
export const SETTINGS_SCHEMA_VERSION = 2;

/** Version 1 stored the spec's kebab-case keys flat, with string booleans and batch sizes. */
interface SettingsV1 {
  'jp-content'?: unknown;
  'use-utc'?: unknown;
  'element-lang'?: unknown;
  'use-traditional-name'?: unknown;
  'use-translit-name'?: unknown;
  'scroll-batch'?: unknown;
  theme?: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const bool = (v: unknown, fallback: boolean): boolean => {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return fallback;
};
const oneOf = <T extends string>(options: readonly T[], v: unknown, fallback: T): T => (options.includes(v as T) ? (v as T) : fallback);
const batch = (v: unknown) => scrollBatchAtStartup(typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v);

/** Field by field, so one bad value costs that value only, never the others. */
function fromCurrent(v: Record<string, unknown>): Settings {
  const d = DEFAULT_SETTINGS;
  return {
    jpContent: bool(v.jpContent, d.jpContent),
    useUtc: bool(v.useUtc, d.useUtc),
    elementLang: oneOf(ELEMENT_LANGS, v.elementLang, d.elementLang),
    useTraditionalName: bool(v.useTraditionalName, d.useTraditionalName),
    useTranslitName: bool(v.useTranslitName, d.useTranslitName),
    nameScript: oneOf(NAME_SCRIPTS, v.nameScript, d.nameScript),
    scrollBatch: batch(v.scrollBatch),
    theme: oneOf(THEMES, v.theme, d.theme),
  };
}

function migrateV1(v: SettingsV1): Settings {
  return fromCurrent({
    jpContent: v['jp-content'],
    useUtc: v['use-utc'],
    elementLang: v['element-lang'],
    useTraditionalName: v['use-traditional-name'],
    useTranslitName: v['use-translit-name'],
    scrollBatch: v['scroll-batch'],
    theme: v.theme,
  });
}

export interface LoadedSettings {
  settings: Settings;
  /** Why the stored value was not used as it was; for a console note, never shown on screen. */
  problem: string | null;
}

/** Reads whatever localStorage held (possibly null, corrupt or foreign) into valid settings. */
export function loadSettings(raw: string | null): LoadedSettings {
  if (raw === null) return { settings: { ...DEFAULT_SETTINGS }, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { settings: { ...DEFAULT_SETTINGS }, problem: 'stored settings are not JSON' };
  }
  if (!isRecord(parsed)) return { settings: { ...DEFAULT_SETTINGS }, problem: 'stored settings are not an object' };
  if (parsed.version === SETTINGS_SCHEMA_VERSION && isRecord(parsed.settings)) {
    return { settings: fromCurrent(parsed.settings), problem: null };
  }
  if (parsed.version === undefined || parsed.version === 1) {
    return { settings: migrateV1(parsed as SettingsV1), problem: null };
  }
  return { settings: { ...DEFAULT_SETTINGS }, problem: `unknown settings version ${String(parsed.version)}` };
}

export function serializeSettings(settings: Settings): string {
  return JSON.stringify({ version: SETTINGS_SCHEMA_VERSION, settings });
}
