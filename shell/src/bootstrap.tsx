import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { localeBase, splitLocalePath } from 'shared-domain/i18n/locales';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { afterLoad, engagedAndQuiet, quietMoment } from 'shared-ui/hooks/idle-moments';
import 'shared-ui/styles/tokens';
import { AppTree } from './app-tree';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';
import { createPageChanges } from './chrome/deploy/page-changes';
import { reloadAfterRedeploy } from './chrome/deploy/reload-after-redeploy';
import { prefetchCharacterModal } from './delivery/character-modal-prefetch';
import { startLinkPrefetch } from './delivery/link-prefetch';
import { discovered, peekSectionRoutes } from './federation/remote-registry';
import { followLinksToUnloadedSections } from './delivery/section-links';
import { loadPageManifests, readInlineManifests, setPageManifests } from './routing/site-pages';
import { SERVER_RENDERED_ATTRIBUTE, serverRenderTime } from './delivery/server-rendered';
import { WhenHydrated } from './delivery/when-hydrated';
import { browserCollectionSync } from './store/collection-start';
import { watchSharedCollectionLinks } from './store/collection-share-start';
import { createShellStore } from './store/shell-store';
import { loadPageLanguage } from './i18n/page-language';

/**
 * Creates the one store and the router and renders the site into #root (hydrates a server-rendered
 * page). In tasks of its own, not one: on a phone each step costs tens of milliseconds, and together
 * they would hold the main thread past what a tap may wait.
 */
export async function startApp() {
  // The first task evaluated this module and the ones it imports.
  await nextTask();
  // Links can only be prefetched once the remotes are known, and only once the page has loaded and
  // the visitor is there.
  void Promise.all([discovered(), engagedAndQuiet()]).then(() => startLinkPrefetch());
  // A character's modal is what a page of characters is tapped for: its code does not wait for the
  // visitor, only for the page's own downloads (the load event) and a quiet moment.
  void afterLoad()
    .then(() => quietMoment())
    .then(() => prefetchCharacterModal())
    .catch(() => undefined);
  followLinksToUnloadedSections((id) => peekSectionRoutes(id) !== undefined);
  // The page's language is its URL's prefix; its words load beside the store (one small module each).
  const { locale } = splitLocalePath(window.location.pathname);
  const language = loadPageLanguage(locale);
  // The menu, navbar and alias redirects come from the remotes' page manifests: inlined by the
  // shell's server (so the first render has them), else fetched from each remote.
  const manifests = readInlineManifests(document);
  if (manifests) setPageManifests(manifests);
  else void loadPageManifests();
  await nextTask();
  const collection = browserCollectionSync();
  const store = createShellStore({ collection });
  // Hourly: has the shell been redeployed? Then the next page change loads the new one.
  const pages = createPageChanges(window.location.pathname);
  reloadAfterRedeploy(pages);
  await nextTask();

  await language;
  const root = document.getElementById('root')!;
  const tree = (
    <AppTree
      store={store}
      pages={pages}
      locale={locale}
      router={(children) => <BrowserRouter basename={localeBase(locale) || '/'}>{children}</BrowserRouter>}
    />
  );
  const renderedAt = serverRenderTime(root);
  if (renderedAt === null) {
    createRoot(root).render(tree);
    // Once the page has loaded: the collection's storage code must not compete with the page's own.
    void afterLoad().then(() => collection.start());
    watchSharedCollectionLinks(store);
    return;
  }
  // The clock reads the server's render time while hydrating (React asks for it only then), then
  // moves on to now.
  setServerRenderedAt(renderedAt);
  // In a transition, React hydrates in slices that yield to the browser, not in one long task; a
  // click before it is done hydrates the part clicked at once.
  // The page stays the server's for the input contract until the shell's part has hydrated: a tap on
  // the chrome before then is the contract's (a link the browser's, a button held), not a hydration
  // of the whole page inside the tap.
  const hydrated = () => root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
  startTransition(() => {
    hydrateRoot(root, <WhenHydrated then={hydrated}>{tree}</WhenHydrated>, {
      // A difference (settings other than the defaults, another time zone) is no error: React renders
      // that part afresh in the browser. Logged, so tests can see that the default page hydrates cleanly.
      onRecoverableError: (error) =>
        console.info(`[ssr] rendered afresh: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`),
    });
  });
  // Views show the collection only once hydrated (useShownCollection), so reading it now is safe.
  // As above: once the page has loaded.
  void afterLoad().then(() => collection.start());
  watchSharedCollectionLinks(store);
}
