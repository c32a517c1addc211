import { Suspense, type ReactNode } from 'react';
import { LocaleContext } from 'shared-ui/i18n/locale-context';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from '../catalogue';

/** The shell's and shared-ui's Japanese messages, loaded as the shell does before a Japanese page renders. */
export const loadJapanese = (): Promise<unknown> => Promise.all([catalogue.load('ja'), sharedUiCatalogue.load('ja')]);

/** A tree on a Japanese page (under Suspense, as a section renders: nothing waits once loadJapanese has run). */
export const inJapanese = (ui: ReactNode) => (
  <LocaleContext.Provider value="ja">
    <Suspense fallback={null}>{ui}</Suspense>
  </LocaleContext.Provider>
);
