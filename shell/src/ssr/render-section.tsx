import { StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import type { RouteObject } from 'react-router-dom';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { CharacterModalBodyProps } from 'shared-domain/federation/character-modal-contract';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { DEFAULT_LOCALE, localePath, type Locale } from 'shared-domain/i18n/locales';
import { LocaleContext } from 'shared-ui/i18n/locale-context';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById, type SectionId } from 'shared-domain/federation/sections';
import type { AppStore } from 'shared-domain/store/app-store';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { baseApi } from 'shared-ui/api/base-api';
import type { PageHead } from 'shared-ui/hooks/use-page-title';
import { CharacterModalFrame } from 'shared-ui/modal/character-modal-frame';
import { searchWithoutCharacter } from 'shared-domain/routing/character-query';
import { provideSectionRoutes } from '../federation/remote-registry';
import { setPageManifests } from '../routing/site-pages';
import { installBaseApi } from '../store/install-base-api';
import { hasFailed, settledQueries, type ServerQuery } from './server-queries';
import { loadEveryPageLanguage, loadPageLanguage, pageLanguageReady } from '../i18n/page-language';
import { loadSettingsForm, settingsFormHere } from '../chrome/settings/lazy-settings-form';
import { catalogue as shellWords, type ShellT } from '../messages/catalogue';
import { defaultSettingsStore, renderWithHead, serverAppTree, StaticRouterAt } from './server-tree';

// The server renders in every language: their words load as this bundle starts. So does the
// settings form's code, which the browser loads only once it is on the page.
void loadEveryPageLanguage();
void loadSettingsForm();

export { loadSharedModules } from '../federation/shell-shares';

/** The shell's words in a language, for what its server writes without React (the search results and index, link previews). */
export async function shellMessages(locale: Locale): Promise<ShellT> {
  await loadPageLanguage(locale);
  return shellWords.in(locale);
}

export interface SectionRenderInput {
  /** The page's path and query. */
  url: string;
  now: number;
  sectionId: SectionId;
  /** The remote's `./routes` module, from its server bundle (evaluated with loadSharedModules()). */
  routes: RemoteRoutesModule<RouteObject>;
  /** The API's own origin: the queries go straight to it, not through the shell's proxy. */
  apiOrigin: string;
  /** The API calls' fetch (the server shares answers between renders). */
  fetchFn?: typeof fetch;
  /** Renders with queries still running after this many are given up (a page that keeps asking). */
  maxPasses?: number;
  /** The remotes' page manifests (the navbar and menu), as the HTML carries them for the browser. */
  manifests?: readonly PageManifest[];
  /** The page's language (`url` is without its prefix). */
  locale?: Locale;
}

export interface RenderedSection {
  html: string;
  /** The queries the HTML shows the answers of: the browser runs the same before hydrating. */
  queries: ServerQuery[];
  /** The title the page set while it rendered, and 404 for the not-found page. */
  head: PageHead;
}

let queue: Promise<unknown> = Promise.resolve();
let configured: { origin: string; fetchFn: typeof fetch | undefined } | null = null;

function configureApi(origin: string, fetchFn: typeof fetch | undefined) {
  if (configured?.origin === origin && configured.fetchFn === fetchFn) return;
  configureBaseQuery({ baseUrl: `${origin.replace(/\/+$/, '')}/api`, validate: false, ...(fetchFn ? { fetchFn } : {}) });
  configured = { origin, fetchFn };
}

/** One render after the other. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Renders with the store's queries answered: a render starts them (hooks query during render on a
 * server), they are awaited and it renders again, until a render starts none. `render` renders once
 * and returns what decides on that pass (its result, null to give up, undefined to go on).
 */
async function renderSettled<T>(
  store: AppStore,
  now: number,
  maxPasses: number,
  render: () => (failed: boolean, running: boolean) => T | null | undefined,
): Promise<T | null> {
  try {
    for (let pass = 0; pass < maxPasses; pass++) {
      setServerRenderedAt(now);
      const done = render();
      setServerRenderedAt(null);
      const running = store.dispatch(baseApi.util.getRunningQueriesThunk());
      const state = store.getState() as { api?: Parameters<typeof settledQueries>[0] };
      const failed = Object.values(state.api?.queries ?? {}).some(hasFailed);
      const result = done(failed, running.length > 0);
      if (result !== undefined) return result;
      await Promise.all(running);
    }
    return null;
  } finally {
    setServerRenderedAt(null);
    store.dispatch(baseApi.util.resetApiState());
  }
}

/**
 * A section page as HTML, rendered with the default settings at time `now` by the same tree the
 * browser hydrates (AppTree, the remote's routes inside it). A render starts the page's queries
 * (base-api.ts: hooks query during render on a server); they are awaited and the page rendered
 * again, until a render starts none. Null when a query failed or the page never settles: the
 * browser then renders the page itself, as without a server.
 * Renders run one at a time: a render sets the site's page manifests and the section's routes.
 */
export function renderSection(input: SectionRenderInput): Promise<RenderedSection | null> {
  return inTurn(() => renderOne(input));
}

async function renderOne({
  url,
  now,
  sectionId,
  routes,
  apiOrigin: origin,
  fetchFn,
  maxPasses = 8,
  manifests = [],
  locale = DEFAULT_LOCALE,
}: SectionRenderInput): Promise<RenderedSection | null> {
  setPageManifests(manifests);
  configureApi(origin, fetchFn);
  provideSectionRoutes(sectionId, routes);
  const location = new URL(url, 'http://shell.invalid');
  await Promise.all([
    routes.preload?.(location.pathname.slice(sectionById(sectionId).basePath.length) || '/'),
    loadPageLanguage(locale),
    routes.messages?.load(locale),
  ]);
  const store = defaultSettingsStore();
  await installBaseApi(store);
  const tree = serverAppTree(store, location, locale);
  return renderSettled(store, now, maxPasses, () => {
    const { html, head: pageHead } = renderWithHead(tree);
    return (failed: boolean, running: boolean) => {
      const queries = () => settledQueries((store.getState() as { api?: Parameters<typeof settledQueries>[0] }).api);
      // A failed answer is the browser's to show (with Retry), unless the page said it does not
      // exist: that page is done, though rendering it asked for the failed answer again.
      if (failed && pageHead.status === 404) return { html, queries: queries(), head: pageHead };
      if (!running) return failed ? null : { html, queries: queries(), head: pageHead };
      return undefined;
    };
  });
}

export interface CharacterModalRenderInput {
  /** The page's path and query (with `?character=`). */
  url: string;
  id: number;
  now: number;
  /** The characters remote's modal body, from its server bundle. */
  Body: ComponentType<CharacterModalBodyProps>;
  apiOrigin: string;
  fetchFn?: typeof fetch;
  maxPasses?: number;
  locale?: Locale;
}

/**
 * The character modal a `?character=` link opens, as HTML the page shows before any script has
 * run: the shell's frame, in place and closed by a link, around the remote's body with its data.
 * The browser does not hydrate it; the page's own modal replaces it. Null when its data failed.
 */
export async function renderCharacterModal(input: CharacterModalRenderInput): Promise<string | null> {
  // Not in turn with the pages: each pass sets the clock and renders in one go, so passes may
  // interleave, and the page a link opens and its modal render side by side.
  const { url, id, now, Body, apiOrigin, fetchFn, maxPasses = 8, locale = DEFAULT_LOCALE } = input;
  configureApi(apiOrigin, fetchFn);
  await loadPageLanguage(locale);
  const location = new URL(url, 'http://shell.invalid');
  const closeHref = location.pathname + searchWithoutCharacter(location.search);
  const store = defaultSettingsStore();
  await installBaseApi(store);
  const noop = () => undefined;
  const tree = (
    <StrictMode>
      <LocaleContext.Provider value={locale}>
        <Provider store={store}>
          <StaticRouterAt path={location.pathname + location.search} locale={locale}>
            <CharacterModalFrame character={{ kind: 'id', id }} onClose={noop} closeHref={localePath(closeHref, locale)}>
              {(shown) => <Body id={shown} onClose={noop} />}
            </CharacterModalFrame>
          </StaticRouterAt>
        </Provider>
      </LocaleContext.Provider>
    </StrictMode>
  );
  return renderSettled(store, now, maxPasses, () => {
    const html = renderToString(tree);
    return (failed: boolean, running: boolean) => (failed ? null : running ? undefined : html);
  });
}

/**
 * A shell page (menu, settings, offline, the 404 page and any unknown path) and its head, from the
 * same tree the browser hydrates, with the default settings at time `now`. What only the visitor's
 * browser knows (the settings they stored) is shown there: by an inline script before hydration,
 * then by the page. Null before the language's words and the form's code are loaded.
 */
export function renderShellPage({
  url,
  now,
  manifests = [],
  locale = DEFAULT_LOCALE,
}: {
  url: string;
  now: number;
  manifests?: readonly PageManifest[];
  locale?: Locale;
}): { html: string; head: PageHead } | null {
  // Before the bundle's words (and the settings form's code) are here, the browser renders the page
  // and the HTML keeps the title its manifest declares.
  if (!pageLanguageReady(locale) || !settingsFormHere()) return null;
  const location = new URL(url, 'http://shell.invalid');
  setPageManifests(manifests);
  setServerRenderedAt(now);
  try {
    return renderWithHead(serverAppTree(defaultSettingsStore(), location, locale));
  } finally {
    setServerRenderedAt(null);
  }
}
