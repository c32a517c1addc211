import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Link, Outlet, redirect, RouterProvider, type RouteObject } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import { sectionById } from 'shared-domain/federation/sections';
import { settingToggled, themeSet } from 'shared-domain/settings/settings-slice';
import { loadSettings, SETTINGS_STORAGE_KEY } from 'shared-domain/settings/settings-storage';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';
import { useAppDispatch, useAppSelector } from '../hooks/store-hooks';
import '../styles/tokens';

/** A bare bar so a feature team can flip the settings their section reacts to. */
function HarnessBar({ title }: { title: string }) {
  const settings = useAppSelector((s) => s.settings);
  const dispatch = useAppDispatch();
  return (
    <nav style={{ display: 'flex', gap: 12, padding: 8, borderBottom: '1px solid var(--border)' }}>
      <Link to="/">{title} (standalone)</Link>
      <label>
        <input type="checkbox" checked={settings.jpContent} onChange={() => dispatch(settingToggled('jpContent'))} /> JP content
      </label>
      <label>
        <input type="checkbox" checked={settings.useUtc} onChange={() => dispatch(settingToggled('useUtc'))} /> UTC
      </label>
      <button type="button" onClick={() => dispatch(themeSet(settings.theme === 'dark' ? 'light' : 'dark'))}>
        Theme: {settings.theme}
      </button>
    </nav>
  );
}

/** Runs one remote's route tree alone: the same store factory and router the shell uses. */
export function mountStandalone(module: RemoteRoutesModule<RouteObject>) {
  const section = sectionById(module.section);
  const store = createAppStore({
    api: baseApi,
    settings: loadSettings(localStorage.getItem(SETTINGS_STORAGE_KEY)).settings,
    storage: localStorage,
  });
  store.subscribe(() => {
    document.documentElement.dataset.theme = store.getState().settings.theme;
  });
  const router = createBrowserRouter([
    {
      path: '/',
      element: (
        <>
          <HarnessBar title={section.title} />
          <main>
            <Outlet />
          </main>
        </>
      ),
      children: [
        { index: true, loader: () => redirect(section.basePath) },
        { path: section.basePath.slice(1), children: module.routes },
      ],
    },
  ]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
  document.getElementById('loading-cover')?.classList.add('hidden');
}
