import { createCatalogue, type Translate } from 'shared-ui/i18n/catalogue';
import type en from './en';

export type MessageKey = keyof typeof en;
/** A message of this section in one language (what pure logic takes to word a visible text). */
export type T = Translate<MessageKey>;

// One chunk per language: a page loads its own language's words only.
export const catalogue = createCatalogue<MessageKey>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  ja: () => import(/* webpackChunkName: "messages-ja" */ './ja'),
});
export const useT = catalogue.useT;
