import { catalogue, type Translate } from '../src/messages/catalogue';

/**
 * The section's messages in English, for what the server writes in no page's language (link
 * previews, calendar feeds): they stay English whatever the reader's language.
 */
export async function englishMessages(): Promise<Translate> {
  await catalogue.load('en');
  return catalogue.in('en');
}
