import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, type Locale } from 'shared-domain/i18n/locales';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import type { PageHead } from 'shared-ui/hooks/use-page-title';
import { setServerHome } from '../pages/home/inlined-home';
import { setPageManifests } from '../routing/site-pages';
import { loadEveryPageLanguage, pageLanguageReady } from '../i18n/page-language';
import { defaultSettingsStore, renderWithHead, serverAppTree } from './server-tree';

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
    return renderWithHead(serverAppTree(defaultSettingsStore(), { pathname: '/', search: '' }, locale));
  } finally {
    setServerHome(null);
  }
}
