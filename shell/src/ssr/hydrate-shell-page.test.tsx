import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { loadPageLanguage } from '../i18n/page-language';
import { createShellStore } from '../store/shell-store';
import { renderShellPage } from './render-section';
import { loadSettingsForm } from '../chrome/settings/lazy-settings-form';
import { EARLY_SETTINGS, earlySettings, showStoredSettings } from '../delivery/early-settings.cjs';

const RENDERED = Date.UTC(2026, 10, 23, 1, 46, 9);

let hydrated: Root | null = null;
beforeAll(() => Promise.all([loadPageLanguage('en'), loadSettingsForm()]));
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  setServerRenderedAt(null);
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The page at `url` as the server renders it, put into #root; the head it set. */
function serverPage(url: string) {
  const rendered = renderShellPage({ url, now: RENDERED });
  expect(rendered).not.toBeNull();
  document.body.innerHTML = `<div id="root">${rendered!.html}</div>`;
  window.history.replaceState(null, '', url);
  return rendered!.head;
}

/** Hydrates #root as the browser does; the errors React recovered from (a difference from the server's HTML). */
async function hydrate(url: string) {
  setServerRenderedAt(RENDERED);
  const errors: unknown[] = [];
  await act(async () => {
    hydrated = hydrateRoot(
      document.getElementById('root')!,
      <AppTree
        store={createShellStore()}
        pages={createPageChanges(url)}
        locale="en"
        router={(children) => <BrowserRouter>{children}</BrowserRouter>}
      />,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return errors;
}

describe('a shell page rendered on the server', () => {
  it('the settings page arrives with its heading, its languages and the form with the defaults, then hydrates without a difference', async () => {
    expect(serverPage('/settings')).toEqual({ title: 'Settings | Touhou LostWord Tracker', status: 200 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(within(screen.getByRole('region', { name: 'Language' })).getByRole('link', { name: '日本語' })).toHaveAttribute(
      'href',
      '/set-language?lang=ja&next=%2Fsettings',
    );
    expect(screen.queryByText('Loading settings…')).toBeNull();
    expect(screen.getByRole('switch', { name: 'Enable JP-only content' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Items loaded per scroll/ })).toHaveValue('10');

    expect(await hydrate('/settings')).toEqual([]);
    expect(screen.getByRole('switch', { name: 'Enable JP-only content' })).not.toBeChecked();
  });

  it("the settings page shows the visitor's stored settings before it hydrates, keeps them through hydration, and the form then works", async () => {
    localStorage.setItem(
      'tlw-tracker:settings',
      JSON.stringify({ version: 2, settings: { jpContent: true, nameScript: 'both', theme: 'light', scrollBatch: 25 } }),
    );
    serverPage('/settings');
    // As the server sends it: the page says it is not hydrated yet.
    document.getElementById('root')!.setAttribute('data-server-rendered-at', String(RENDERED));
    earlySettings(document, window, EARLY_SETTINGS, showStoredSettings);
    const expectStored = () => {
      expect(screen.getByRole('switch', { name: 'Enable JP-only content' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Both' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Dark' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: /Items loaded per scroll/ })).toHaveValue('25');
    };
    expectStored();

    expect(await hydrate('/settings')).toEqual([]);
    expectStored();
    // The page's own form now: a tap changes the setting, and the control shows it.
    await act(async () => screen.getByRole('switch', { name: 'Enable JP-only content' }).click());
    expect(screen.getByRole('switch', { name: 'Enable JP-only content' })).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem('tlw-tracker:settings')!).settings.jpContent).toBe(false);
  });

  it('the menu arrives with its links, and hydrates without a difference', async () => {
    expect(serverPage('/menu')).toEqual({ title: 'Menu | Touhou LostWord Tracker', status: 200 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1 })).toHaveTextContent('Menu');
    expect(within(main).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(await hydrate('/menu')).toEqual([]);
  });

  it('an unknown path arrives as the 404 page with a way home, and hydrates without a difference', async () => {
    expect(serverPage('/no/such/page')).toEqual({ title: 'Error Page Not Found | Touhou LostWord Tracker', status: 404 });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toContain('/');
    expect(await hydrate('/no/such/page')).toEqual([]);
  });
});
