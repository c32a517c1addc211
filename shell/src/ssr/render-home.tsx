import { renderToString } from 'react-dom/server';
// The server bundle has its own router (no federation here): StaticRouter is not on the shared surface.
import { StaticRouter } from 'react-router';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, localeBase, localePath, type Locale } from 'shared-domain/i18n/locales';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { loadSettings } from 'shared-domain/settings/settings-storage';
import { createAppStore } from 'shared-domain/store/app-store';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { createPageHeadCollector, PageHeadContext, type PageHead } from 'shared-ui/hooks/use-page-title';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { setServerHome } from '../pages/home/inlined-home';
import { setPageManifests } from '../routing/site-pages';
import { loadEveryPageLanguage, pageLanguageReady } from '../i18n/page-language';

// The server renders in every language: their words load as this bundle starts (a page asked for
// before they are here is rendered by the browser).
void loadEveryPageLanguage();

/**
 * The home page as HTML, rendered on the shell's server from the same payload the page carries
 * (shell/server/home-ssr.ts), with the default settings, at time `now`. The browser hydrates it.
 */
export function renderHome(payload: HomeResponse, now: number, manifests: readonly PageManifest[] = []): string {
  return renderHomePage(payload, now, manifests).html;
}

/** The same, with the head (title) the page set while it rendered: what the server's HTML carries. */
export function renderHomePage(
  payload: HomeResponse,
  now: number,
  manifests: readonly PageManifest[] = [],
  locale: Locale = DEFAULT_LOCALE,
): { html: string; head: PageHead } {
  if (!pageLanguageReady(locale)) throw new Error(`the ${locale} words are not loaded yet`);
  // The navbar's section links come from the manifests the HTML carries for the browser.
  setPageManifests(manifests);
  setServerHome(payload);
  setServerRenderedAt(now);
  try {
    const store = createAppStore({ settings: loadSettings(null).settings });
    const head = createPageHeadCollector();
    const html = renderToString(
      <PageHeadContext.Provider value={head}>
        <AppTree
          store={store}
          pages={createPageChanges('/')}
          locale={locale}
          router={(children) => (
            <StaticRouter basename={localeBase(locale) || '/'} location={localePath('/', locale)}>
              {children}
            </StaticRouter>
          )}
        />
      </PageHeadContext.Provider>,
    );
    return { html, head: head.head() };
  } finally {
    setServerHome(null);
  }
}
