/** The visitor's local settings. */
export interface Settings {
  /** 'Enable JP-only content': reveals spoilers and JP-only items. */
  jpContent: boolean;
  /** Show times in UTC instead of the browser's zone. */
  useUtc: boolean;
  /** Element names in English or Japanese. */
  elementLang: ElementLang;
  /** Family-name-first name form. */
  useTraditionalName: boolean;
  /** Transliterated (romaji) names instead of translated ones. */
  useTranslitName: boolean;
  /** Character names in English (in the form the two settings above choose), Japanese, or both. */
  nameScript: NameScript;
  /** Progressive-list batch size; null while the visitor has the field blank. */
  scrollBatch: number | null;
  theme: Theme;
}

export const ELEMENT_LANGS = ['en', 'jp'] as const;
export type ElementLang = (typeof ELEMENT_LANGS)[number];
export const NAME_SCRIPTS = ['en', 'ja', 'both'] as const;
export type NameScript = (typeof NAME_SCRIPTS)[number];
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const DEFAULT_SCROLL_BATCH = 10;

export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  jpContent: false,
  useUtc: false,
  elementLang: 'en',
  useTraditionalName: false,
  useTranslitName: false,
  nameScript: 'en',
  scrollBatch: DEFAULT_SCROLL_BATCH,
  theme: 'dark',
});

export type BooleanSettingKey = { [K in keyof Settings]: Settings[K] extends boolean ? K : never }[keyof Settings];
