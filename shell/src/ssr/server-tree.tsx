import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// The server bundle has its own router (no federation here): StaticRouter is not on the shared surface.
import { StaticRouter } from 'react-router';
import { localeBase, localePath, type Locale } from 'shared-domain/i18n/locales';
import { loadSettings } from 'shared-domain/settings/settings-storage';
import { createAppStore, type AppStore } from 'shared-domain/store/app-store';
import { createPageHeadCollector, PageHeadContext, type PageHead } from 'shared-ui/hooks/use-page-title';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';

/** A store with the default settings: what a visitor stored is known only to their browser. */
export const defaultSettingsStore = (): AppStore => createAppStore({ settings: loadSettings(null).settings });

/** A router fixed at `path` (path and query, without the language's prefix) in `locale`'s URLs. */
export function StaticRouterAt({ path, locale, children }: { path: string; locale: Locale; children: ReactNode }) {
  return (
    <StaticRouter basename={localeBase(locale) || '/'} location={localePath(path, locale)}>
      {children}
    </StaticRouter>
  );
}

/** The tree the browser hydrates (AppTree) at `location`, in `locale`. */
export function serverAppTree(store: AppStore, location: { pathname: string; search: string }, locale: Locale) {
  return (
    <AppTree
      store={store}
      pages={createPageChanges(location.pathname)}
      locale={locale}
      router={(children) => (
        <StaticRouterAt path={location.pathname + location.search} locale={locale}>
          {children}
        </StaticRouterAt>
      )}
    />
  );
}

/** A tree as HTML, with the head (title, status) its page set while it rendered. */
export function renderWithHead(tree: ReactNode): { html: string; head: PageHead } {
  const head = createPageHeadCollector();
  const html = renderToString(<PageHeadContext.Provider value={head}>{tree}</PageHeadContext.Provider>);
  return { html, head: head.head() };
}
