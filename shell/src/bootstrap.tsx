import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import 'shared-ui/styles/tokens';
import { discoverRemotes } from './federation/remote-registry';
import { appRoutes } from './routing/app-routes';
import { createShellStore } from './store/shell-store';

void discoverRemotes();
const store = createShellStore();
const router = createBrowserRouter(appRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
