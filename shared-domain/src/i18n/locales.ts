/** The interface's languages. English is the default and has no prefix in the URL. */
export const LOCALES = ['en', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** Each language named in itself, as a switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ja: '日本語' };

/**
 * The language a path is in and the path without it: another language than English is the path's
 * first segment ("/ja/prayers" is the Japanese "/prayers"; "/ja" and "/ja/" the Japanese home).
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) return { locale: match[1], path: match[2] || '/' };
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** A path (with its query, if any) in a language: "/prayers?x=1" in Japanese is "/ja/prayers?x=1", the home "/ja/". */
export const localePath = (path: string, locale: Locale): string => (locale === DEFAULT_LOCALE ? path : `/${locale}${path}`);

/** The router's base for a language: none for English, "/ja" for Japanese. */
export const localeBase = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The language to answer an `Accept-Language` header in: the first of its languages, by weight,
 * that the site speaks ("ja-JP" is Japanese); English when none is, or for no header.
 */
export function preferredLocale(acceptLanguage: string | undefined | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.language).find(isLocale) ?? DEFAULT_LOCALE;
}
