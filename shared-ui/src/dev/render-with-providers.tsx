import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Settings } from 'shared-domain/settings/settings-model';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';

interface Options {
  settings?: Partial<Settings>;
}

/** Tests render with the same store factory as the site. */
export function renderWithProviders(ui: ReactElement, { settings }: Options = {}) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, ...settings } });
  return { store, ...render(<Provider store={store}>{ui}</Provider>) };
}

/** Renders a route tree (e.g. a remote's `routes` mounted under its base path) at a URL. */
export function renderRoutes(routes: RouteObject[], url: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
