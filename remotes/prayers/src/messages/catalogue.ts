import { createCatalogue, type MessageValues, type Translate as TranslateTo } from 'shared-ui/i18n/catalogue';
import type en from './en';

export type MessageKey = keyof typeof en;
export const catalogue = createCatalogue<MessageKey>({
  en: () => import(/* webpackChunkName: "messages-en" */ './en'),
  ja: () => import(/* webpackChunkName: "messages-ja" */ './ja'),
});
export const useT = catalogue.useT;

/** This unit's messages in one language: what pure logic that writes a visible text is given. */
export type Translate = TranslateTo<MessageKey>;

/** A text pure logic found to say (a problem with a link, a note), written out in the page's language where it is shown. */
export interface Message {
  key: MessageKey;
  values?: MessageValues;
}

export const messageText = (t: Translate, message: Message): string => t(message.key, message.values);
