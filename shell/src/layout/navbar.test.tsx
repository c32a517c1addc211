import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { Navbar } from './navbar';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';

// The navbar's and menu's section links come from the remotes' page manifests, as published.
beforeAll(() => setPageManifests(remoteManifests()));

const EXPECTED_LINKS: Array<[string, string]> = [
  ['Home', '/'],
  ['Characters', '/characters'],
  ['Story Cards', '/story-cards'],
  ['Scarlet Tower', '/stages/scarlet-devil-tower'],
  ['Prayers', '/prayers'],
  ['Menu', '/menu'],
  ['Update Log', '/update-log'],
  ['Settings', '/settings'],
];

/** The navbar as the server renders it at `url`, to render to a string and hydrate. */
const serverTree = (url: string) => (
  <Provider store={createAppStore({ settings: DEFAULT_SETTINGS })}>
    <MemoryRouter initialEntries={[url]}>
      <Navbar />
    </MemoryRouter>
  </Provider>
);

const mount = (url: string) => renderRoutes([{ path: '*', element: <Navbar /> }], url);

let media: ReturnType<typeof stubMatchMedia>;
afterEach(() => media.restore());

describe('Navbar on a wide screen', () => {
  beforeEach(() => {
    media = stubMatchMedia(1280);
  });

  it('links home, characters, story cards, Scarlet Tower, prayers, menu, update log and settings', () => {
    mount('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual(EXPECTED_LINKS);
    expect(screen.queryByRole('button', { name: /navigation/ })).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Home'],
    ['/characters/release-order', 'Characters'],
    ['/stages/scarlet-devil-tower/rewards', 'Scarlet Tower'],
    ['/prayers/standard-prayer/info', 'Prayers'],
    ['/settings', 'Settings'],
  ])('at %s marks %s as the current page, and only it', (url, label) => {
    mount(url);
    const current = screen.getAllByRole('link').filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual([label]);
  });

  it('has a button that opens the settings modal', () => {
    const { router } = mount('/characters');
    fireEvent.click(screen.getByRole('button', { name: 'Quick settings' }));
    expect(router.state.location).toMatchObject({ pathname: '/characters', state: expect.objectContaining({ modal: 'settings' }) });
  });
});

describe('Navbar below 1000 px', () => {
  beforeEach(() => {
    media = stubMatchMedia(999);
  });

  it('hides the links behind a menu button until opened', async () => {
    mount('/');
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();

    fireEvent.click(toggle);
    // The disclosure's toggle event comes in a task after the click.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    expect(toggle).toHaveAccessibleName('Close navigation');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(EXPECTED_LINKS.map(([, href]) => href));
    expect(toggle).toHaveAttribute('aria-controls', nav.id);
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    mount('/');
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(toggle).toHaveFocus();
  });

  it("closes on a press outside the header, even one the input contract keeps from the page's handlers", async () => {
    mount('/');
    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'true'));
    // As the contract does with a press on a section still hydrating: stopped at the document.
    const outside = document.createElement('p');
    document.body.append(outside);
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener('pointerdown', stop, true);
    try {
      fireEvent.pointerDown(outside);
      await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    } finally {
      document.removeEventListener('pointerdown', stop, true);
      outside.remove();
    }
  });

  it('closes after following a link', async () => {
    const { router } = mount('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Prayers' }));
    });
    expect(router.state.location.pathname).toBe('/prayers');
    expect(screen.getByRole('navigation', { name: 'Main', hidden: true })).not.toBeVisible();
  });

  it("opens from the server's HTML, before any script has run: the menu is a disclosure", () => {
    const tree = serverTree('/');
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    const summary = container.querySelector('summary[aria-controls="mobile-nav-panel"]')!;
    expect(summary.closest('details')).not.toBeNull();
    expect(summary.closest('details')!.querySelector('nav[aria-label="Main"] a[href="/prayers"]')).not.toBeNull();
  });

  it('keeps a menu opened before hydration open once hydrated', async () => {
    const tree = serverTree('/');
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(tree);
    container.querySelector<HTMLDetailsElement>('details')!.open = true;
    await act(async () => {
      hydrateRoot(container, tree);
    });
    const toggle = within(container).getByRole('button', { name: 'Close navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(container).getByRole('navigation', { name: 'Main' })).toBeVisible();
    container.remove();
  });

  it('switches layout when the window crosses 1000 px', () => {
    mount('/');
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
    act(() => media.resize(1000));
    expect(screen.queryByRole('button', { name: 'Open navigation' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
    act(() => media.resize(768));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeInTheDocument();
  });
});

describe('Navbar hydrated from the server on a phone', () => {
  beforeEach(() => {
    media = stubMatchMedia(390);
  });

  it('keeps the phone header the server sent and drops only the wide one', async () => {
    const tree = serverTree('/story-cards');
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(tree);
    // The server sends both; the phone's is the one with the menu button.
    expect(container.querySelectorAll('header')).toHaveLength(2);
    const phoneHeader = container.querySelector('summary[aria-controls="mobile-nav-panel"]')!.closest('header');
    await act(async () => {
      hydrateRoot(container, tree);
    });
    expect([...container.querySelectorAll('header')]).toEqual([phoneHeader]);
    container.remove();
  });
});

describe('Navbar in Japanese', () => {
  beforeAll(() => loadJapanese());

  const mountJa = (url: string) => renderRoutes([{ path: '*', element: inJapanese(<Navbar />) }], url);
  /** The shell's own links by their path (the sections' labels are their manifests'). */
  const shellLinks = (nav: HTMLElement) =>
    within(nav)
      .getAllByRole('link')
      .filter((a) => ['/', '/menu', '/settings'].includes(a.getAttribute('href') ?? ''))
      .map((a) => [a.textContent, a.getAttribute('href')]);

  it('names its own links, buttons and landmarks in Japanese on a wide screen, with the other language beside them', async () => {
    media = stubMatchMedia(1280);
    mountJa('/characters?character=3');
    const nav = await screen.findByRole('navigation', { name: 'メイン' });
    expect(shellLinks(nav)).toEqual([
      ['ホーム', '/'],
      ['メニュー', '/menu'],
      ['設定', '/settings'],
    ]);
    expect(screen.getByRole('button', { name: 'クイック設定' })).toHaveAttribute('title', 'クイック設定');
    expect(screen.getByRole('button', { name: '検索' })).toHaveAttribute('title', '検索（Ctrl K または /）');
    const languages = within(screen.getByRole('list', { name: '言語' })).getAllByRole('link');
    expect(languages.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['EN English', '/set-language?lang=en&next=%2Fcharacters%3Fcharacter%3D3'],
    ]);
  });

  it('opens its phone menu in Japanese, the languages under the links', async () => {
    media = stubMatchMedia(390);
    mountJa('/');
    const toggle = await screen.findByRole('button', { name: 'メニューを開く' });
    expect(screen.getByRole('link', { name: '東方LostWord トラッカー：ホーム' })).toHaveAttribute('href', '/');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAccessibleName('メニューを閉じる'));
    const nav = screen.getByRole('navigation', { name: 'メイン' });
    expect(shellLinks(nav).map(([label]) => label)).toEqual(['ホーム', 'メニュー', '設定']);
    // Beside the landmark, not in it: the Main navigation lists the site's pages only.
    const languages = screen.getByRole('list', { name: '言語' });
    expect(nav).not.toContainElement(languages);
    expect(toggle.closest('details')).toContainElement(languages);
    expect(within(languages).getByRole('link', { name: 'English' })).toBeVisible();
  });
});
