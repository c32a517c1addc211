import { LOCALES, type Locale } from 'shared-domain/i18n/locales';
import { catalogue as sharedWords } from 'shared-ui/messages/catalogue';
import { catalogue as shellWords } from '../messages/catalogue';

/** The shell's words and shared-ui's in a language: loaded before the shell renders a page in it (a section's own come with its routes). */
export const loadPageLanguage = (locale: Locale): Promise<void> =>
  Promise.all([shellWords.load(locale), sharedWords.load(locale)]).then(() => undefined);

export const pageLanguageReady = (locale: Locale): boolean => shellWords.ready(locale) && sharedWords.ready(locale);

/** Every language at once: the server renders pages in any of them. */
export const loadEveryPageLanguage = (): Promise<void> => Promise.all(LOCALES.map(loadPageLanguage)).then(() => undefined);
