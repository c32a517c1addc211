import { createCatalogue, type Translate as TranslateTo } from 'shared-ui/i18n/catalogue';
import type en from './en';

export type MessageKey = keyof typeof en;
export const catalogue = createCatalogue<MessageKey>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  ja: () => import(/* webpackChunkName: "messages-ja" */ './ja'),
});
export const useT = catalogue.useT;
export type Translate = TranslateTo<MessageKey>;
