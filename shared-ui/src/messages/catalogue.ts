// federation: singleton — one instance on a page, loaded by the shell before its first render, for every unit's shared components
import { createCatalogue } from 'shared-ui/i18n/catalogue';
import type en from './en';

export type MessageKey = keyof typeof en;

/** shared-ui's messages: the shell loads the page's language before it renders, so its components never wait. */
export const catalogue = createCatalogue<MessageKey>({
  en: () => import(/* webpackChunkName: "shared-ui-messages-en" */ './en'),
  ja: () => import(/* webpackChunkName: "shared-ui-messages-ja" */ './ja'),
});
export const useT = catalogue.useT;
