import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import 'shared-ui/styles/tokens';
import { createPageChanges, usePageChanges, type PageChanges } from './chrome/deploy/page-changes';
import { reloadAfterRedeploy } from './chrome/deploy/reload-after-redeploy';
import { afterLandingSettled, startLinkPrefetch } from './federation/link-prefetch';
import { discovered } from './federation/remote-registry';
import { AppRoutes } from './routing/app-routes';
import { createShellStore } from './store/shell-store';

function PageChangeReporter({ feed }: { feed: PageChanges }) {
  usePageChanges(feed);
  return null;
}

/** Creates the one store and the router and renders the site into #root. */
export function startApp() {
  // Links can only be prefetched once the remotes are known, and only once the landing page has
  // everything it asked for: other remotes' entries must not compete with it for the network.
  void Promise.all([discovered(), afterLandingSettled()]).then(() => startLinkPrefetch());
  const store = createShellStore();
  // Hourly: has the shell been redeployed? Then the next page change loads the new one.
  const pages = createPageChanges(window.location.pathname);
  reloadAfterRedeploy(pages);

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <PageChangeReporter feed={pages} />
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
