import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Settings } from 'shared-domain/settings/settings-model';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import type { Clock } from 'shared-domain/time/clock';
import { baseApi } from '../api/base-api';
import { ClockContext } from '../hooks/use-clock';

interface Options {
  settings?: Partial<Settings>;
  /** The page clock the tree reads (a test clock); the page's own clock when left out. */
  clock?: Clock;
}

/** Tests render with the same store factory as the site. */
export function renderWithProviders(ui: ReactElement, { settings, clock }: Options = {}) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, ...settings } });
  const tree = clock ? <ClockContext value={clock}>{ui}</ClockContext> : ui;
  return { store, ...render(<Provider store={store}>{tree}</Provider>) };
}

/** Renders a route tree (e.g. a remote's `routes` mounted under its base path) at a URL. */
export function renderRoutes(routes: RouteObject[], url: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
