import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Locale } from 'shared-domain/i18n/locales';
import type { Settings } from 'shared-domain/settings/settings-model';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import type { Clock } from 'shared-domain/time/clock';
import { baseApi } from '../api/base-api';
import { ClockContext } from '../hooks/use-clock';
import { LocaleContext } from '../i18n/locale-context';

interface Options {
  settings?: Partial<Settings>;
  /** The page clock the tree reads (a test clock); the page's own clock when left out. */
  clock?: Clock;
  /** The page's language, as the shell provides it from the URL (its catalogues loaded first); English when left out. */
  locale?: Locale;
}

/** Tests render with the same store factory as the site. */
export function renderWithProviders(ui: ReactElement, { settings, clock, locale }: Options = {}) {
  const store = createAppStore({ api: baseApi, settings: { ...DEFAULT_SETTINGS, ...settings } });
  const inLocale = locale ? <LocaleContext.Provider value={locale}>{ui}</LocaleContext.Provider> : ui;
  const tree = clock ? <ClockContext value={clock}>{inLocale}</ClockContext> : inLocale;
  return { store, ...render(<Provider store={store}>{tree}</Provider>) };
}

/** Renders a route tree (e.g. a remote's `routes` mounted under its base path) at a URL. */
export function renderRoutes(routes: RouteObject[], url: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  return { router, ...renderWithProviders(<RouterProvider router={router} />, options) };
}
