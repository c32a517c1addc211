import { createContext, useContext } from 'react';
import { DEFAULT_LOCALE, localePath, type Locale } from 'shared-domain/i18n/locales';

/** The interface's language on this page: the shell provides it from the URL, for its own parts and every remote's. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export const useLocale = (): Locale => useContext(LocaleContext);

/** The `lang` of English game text shown for want of Japanese: marked only where the page itself is Japanese. */
export const useEnglishTextLang = (): 'en' | undefined => (useLocale() === 'ja' ? 'en' : undefined);

/**
 * A site path in the page's language, for a plain `<a href>` (a router `<Link>` adds the language
 * itself): "/prayers" on a Japanese page is "/ja/prayers".
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localePath(path, locale);
}
