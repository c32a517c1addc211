import { act } from '@testing-library/react';
import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PageSuspense } from 'shared-ui/page/page-suspense';
import { createAppStore } from 'shared-domain/store/app-store';
import { provideSectionRoutes } from './remote-registry';
import { RemoteSection } from './remote-section';
import { TEST_REMOTES } from './test-support/test-remotes';

const loadRemote = jest.fn();
// The queries a page carries are read once per document: here each test's page carries its own.
jest.mock('../ssr/server-queries', () => {
  const actual = jest.requireActual<typeof import('../ssr/server-queries')>('../ssr/server-queries');
  return { ...actual, serverQueries: () => actual.serverQueries(document.cloneNode(true) as Document) };
});
// The queries the server ran, run again before the section hydrates (the real function, watched).
jest.mock('../store/install-base-api', () => {
  const actual = jest.requireActual<typeof import('../store/install-base-api')>('../store/install-base-api');
  return { ...actual, runServerQueries: jest.fn(actual.runServerQueries) };
});
// The federation runtime itself is exercised by the e2e journeys; here only its answers matter.
jest.mock('./federation', () => ({
  federation: async () => ({ loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: () => undefined }),
}));

/** Whether the page still carried the server-rendered marker when its own effects ran. */
const markedAtPageEffect: boolean[] = [];
function MenuPage() {
  useEffect(() => {
    markedAtPageEffect.push(document.getElementById('root')?.hasAttribute('data-server-rendered-section') ?? false);
  }, []);
  return <h1>Prayer Menu</h1>;
}

/** The section's routes; `paged`: its page in shared-ui's page boundary, which says when it hydrated. */
const routesModule = (build: string, paged = false) => ({
  contractVersion: 1 as const,
  section: 'prayers' as const,
  build,
  routes: [
    {
      path: 'menu',
      element: paged ? (
        <PageSuspense>
          <MenuPage />
        </PageSuspense>
      ) : (
        <MenuPage />
      ),
    },
  ],
  marksHydrated: paged,
});

const tree = () => (
  <Provider store={createAppStore()}>
    <MemoryRouter initialEntries={['/prayers/menu']}>
      <Routes>
        <Route path="/prayers/*" element={<RemoteSection sectionId="prayers" />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

/** The section as the shell's server renders it, in a page as the server sends it. */
async function serverRenderedPage(build: string, paged = false) {
  provideSectionRoutes('prayers', routesModule(build, paged));
  const html = renderToString(tree());
  const { resetSection } = await import('./remote-registry');
  await resetSection('prayers'); // the browser starts with nothing loaded
  document.body.innerHTML = `<div id="root" data-server-rendered-section="prayers">${html}</div>`;
  return document.getElementById('root')!;
}

/** The section's load starts in a task after the hydration's commit, and joins the api in another. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));

beforeAll(async () => {
  const { discoverRemotes } = await import('./remote-registry');
  await discoverRemotes(async () => new Response(JSON.stringify(TEST_REMOTES)));
});

describe('a server-rendered section in the browser', () => {
  // Hydrated directly, and in a transition as the shell's bootstrap does.
  it.each([
    ['hydrated directly', (hydrate: () => void) => hydrate()],
    ['hydrated in a transition', (hydrate: () => void) => startTransition(hydrate)],
  ])('keeps the server HTML on screen while the remote loads, then hydrates that same HTML (%s)', async (_how, start) => {
    const root = await serverRenderedPage('1.0.0');
    const heading = root.querySelector('h1')!;
    let arrive!: (module: unknown) => void;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    const errors: unknown[] = [];
    await act(async () => {
      start(() => hydrateRoot(root, tree(), { onRecoverableError: (error) => errors.push(error) }));
    });
    // Loading: no "Loading…" in its place, the server's heading is still there.
    expect(root.querySelector('h1')).toBe(heading);
    expect(root.textContent).not.toMatch(/Loading/);
    await act(async () => arrive({ default: routesModule('1.0.0') }));
    await settle();
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading); // hydrated, not replaced
    expect(root).not.toHaveAttribute('data-server-rendered-section');
  });

  it('runs the queries the server ran before it hydrates, even when its remote is here already', async () => {
    const { runServerQueries } = jest.requireMock<{ runServerQueries: jest.Mock }>('../store/install-base-api');
    runServerQueries.mockClear();
    const root = await serverRenderedPage('1.0.0');
    const queries = [{ endpoint: 'prayerMenuCounts', args: null }];
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" id="ssr-queries">${JSON.stringify(queries)}</script>`);
    // Loaded early (while the page's words loaded): the module is here when the section first renders.
    provideSectionRoutes('prayers', routesModule('1.0.0'));
    loadRemote.mockResolvedValue({ default: routesModule('1.0.0') });
    const errors: unknown[] = [];
    await act(async () => {
      startTransition(() => void hydrateRoot(root, tree(), { onRecoverableError: (error) => errors.push(error) }));
    });
    await settle();
    expect(runServerQueries).toHaveBeenCalledWith(expect.anything(), queries);
    expect(errors).toEqual([]);
    expect(root).not.toHaveAttribute('data-server-rendered-section');
  });

  it("says the page is hydrated only once the page's own effects (its listeners) are in place", async () => {
    const root = await serverRenderedPage('1.0.0');
    markedAtPageEffect.length = 0;
    loadRemote.mockResolvedValue({ default: routesModule('1.0.0') });
    await act(async () => {
      hydrateRoot(root, tree());
    });
    await settle();
    // The page's effect saw the marker still there: the marker goes after the page is live.
    expect(markedAtPageEffect).toEqual([true]);
    expect(root).not.toHaveAttribute('data-server-rendered-section');
  });

  it('a page in its own boundary (hydrated after the section) says itself, after its effects, that it has hydrated', async () => {
    const root = await serverRenderedPage('1.0.0', true);
    const heading = root.querySelector('h1')!;
    markedAtPageEffect.length = 0;
    loadRemote.mockResolvedValue({ default: routesModule('1.0.0', true) });
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, tree(), { onRecoverableError: (error) => errors.push(error) });
    });
    await settle();
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).toBe(heading);
    expect(markedAtPageEffect).toEqual([true]);
    expect(root).not.toHaveAttribute('data-server-rendered-section');
  });

  it('renders afresh when the server rendered another build of the remote than the one loaded', async () => {
    const root = await serverRenderedPage('1.0.0');
    const heading = root.querySelector('h1')!;
    loadRemote.mockResolvedValue({ default: routesModule('2.0.0') });
    await act(async () => {
      hydrateRoot(root, tree());
    });
    await settle();
    expect(root.querySelector('[data-remote="prayers"]')).toHaveAttribute('data-remote-build', '2.0.0');
    expect(root.querySelector('h1')).not.toBe(heading);
    expect(root.querySelector('h1')).toHaveTextContent('Prayer Menu');
  });

  it('no longer says a section is waiting to hydrate once its remote could not be had (its message replaces the HTML)', async () => {
    const root = await serverRenderedPage('1.0.0');
    loadRemote.mockRejectedValue(new Error('remote down'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(root, tree(), { onRecoverableError: () => undefined });
    });
    await settle();
    expect(root.querySelector('h1')).toHaveTextContent('Prayer Tracker is unavailable');
    expect(root).not.toHaveAttribute('data-server-rendered-section');
    logged.mockRestore();
  });
});
