import { createCatalogue, type Translate } from 'shared-ui/i18n/catalogue';
import type en from './en';

export type MessageKey = keyof typeof en;
/** The shell's messages in one language: what its pure text functions take. */
export type ShellT = Translate<MessageKey>;

export const catalogue = createCatalogue<MessageKey>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  ja: () => import(/* webpackChunkName: "messages-ja" */ './ja'),
});
export const useT = catalogue.useT;
