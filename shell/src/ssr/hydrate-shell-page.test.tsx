import { act, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { loadPageLanguage } from '../i18n/page-language';
import { createShellStore } from '../store/shell-store';
import { renderShellPage } from './render-section';

const RENDERED = Date.UTC(2026, 10, 23, 1, 46, 9);

let hydrated: Root | null = null;
beforeAll(() => loadPageLanguage('en'));
afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = null;
  setServerRenderedAt(null);
  window.history.replaceState(null, '', '/');
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
  it('the settings page arrives with its heading, its languages and a hint where the form goes, then hydrates without a difference and shows the form', async () => {
    expect(serverPage('/settings')).toEqual({ title: 'Settings | Touhou LostWord Tracker', status: 200 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(within(screen.getByRole('region', { name: 'Language' })).getByRole('link', { name: '日本語' })).toHaveAttribute(
      'href',
      '/set-language?lang=ja&next=%2Fsettings',
    );
    // What the visitor stored is the browser's to show: no control with the defaults in its place.
    expect(screen.getByRole('status')).toHaveTextContent('Loading settings…');
    expect(screen.queryByRole('switch')).toBeNull();

    expect(await hydrate('/settings')).toEqual([]);
    expect(await screen.findByRole('switch', { name: 'Enable JP-only content' })).not.toBeChecked();
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
