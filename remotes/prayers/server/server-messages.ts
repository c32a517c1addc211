import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import { catalogue, type Translate } from '../src/messages/catalogue';

/**
 * The section's messages in a language: a link's preview in the link's, and English for what the
 * server writes in no page's language (calendar feeds).
 */
export async function serverMessages(locale: Locale = DEFAULT_LOCALE): Promise<Translate> {
  await catalogue.load(locale);
  return catalogue.in(locale);
}
