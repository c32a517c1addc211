import { StrictMode, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Locale } from 'shared-domain/i18n/locales';
import type { AppStore } from 'shared-domain/store/app-store';
import { LocaleContext } from 'shared-ui/i18n/locale-context';
import { usePageChanges, type PageChanges } from './chrome/deploy/page-changes';
import { NavigationSign } from './delivery/navigation-sign';
import { AppRoutes } from './routing/app-routes';

function PageChangeReporter({ feed }: { feed: PageChanges }) {
  usePageChanges(feed);
  return null;
}

/**
 * The whole site under one store and a router: the browser's (bootstrap.tsx) or, for the
 * server-rendered home, a static one (ssr/render-home.tsx). One tree for both, so what the server
 * renders is what the browser hydrates.
 */
export function AppTree({
  store,
  pages,
  router,
  locale,
}: {
  store: AppStore;
  pages: PageChanges;
  router: (children: ReactNode) => ReactNode;
  /** The interface's language, from the URL's prefix (its catalogues loaded before this renders). */
  locale: Locale;
}) {
  return (
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <Provider store={store}>
          {router(
            <>
              <PageChangeReporter feed={pages} />
              <NavigationSign />
              <AppRoutes />
            </>,
          )}
        </Provider>
      </LocaleContext.Provider>
    </StrictMode>
  );
}
