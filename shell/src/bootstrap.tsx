import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'shared-ui/styles/tokens';
import { startLinkPrefetch } from './federation/link-prefetch';
import { discoverRemotes } from './federation/remote-registry';
import { appRoutes } from './routing/app-routes';
import { createShellStore } from './store/shell-store';

// Links can only be prefetched once the remotes are known.
void discoverRemotes().then(() => startLinkPrefetch());
const store = createShellStore();
const router = createBrowserRouter(appRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
