import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toastRequested } from 'shared-domain/toasts/toasts-slice';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { useAppDispatch } from 'shared-ui/hooks/store-hooks';
import { PageFrame } from 'shared-ui/page/page-frame';
import { HomePage } from '../pages/home-page';
import { AppLayout } from './app-layout';
import { setPageManifests } from '../routing/site-pages';
import { remoteManifests } from '../routing/test-support/remote-manifests';

// The navbar's and menu's section links come from the remotes' page manifests, as published.
beforeAll(() => setPageManifests(remoteManifests()));

/** Stands in for a remote page: it renders its anchor late, like a lazily loaded section. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <PageFrame title="Late">{ready ? <h2 id="deep-anchor">Deep</h2> : <p>Loading…</p>}</PageFrame>;
}

/** Stands in for a remote that asks the shell for a toast. */
function ToastingPage() {
  const dispatch = useAppDispatch();
  return (
    <PageFrame title="Toaster">
      <button type="button" onClick={() => dispatch(toastRequested({ text: 'Hi from a remote', durationMs: 3000 }))}>
        Toast
      </button>
    </PageFrame>
  );
}

const mount = (url: string) =>
  renderRoutes(
    [
      {
        element: <AppLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'late', element: <LatePage /> },
          { path: 'toaster', element: <ToastingPage /> },
          { path: 'settings', element: <PageFrame title="Settings" /> },
          {
            path: 'stages/*',
            element: (
              <PageFrame title="Stage page">
                <Link to="/">home</Link>
              </PageFrame>
            ),
          },
        ],
      },
    ],
    url,
  );

let media: ReturnType<typeof stubMatchMedia>;
beforeEach(() => {
  media = stubMatchMedia(1280);
  window.scrollTo = jest.fn();
  Element.prototype.scrollIntoView = jest.fn();
});
afterEach(() => media.restore());

describe('AppLayout', () => {
  it('opens the settings modal from the navbar; Back closes it and stays on the page', async () => {
    const { router, store } = mount('/');
    const button = screen.getByRole('button', { name: 'Quick settings' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Settings' });
    fireEvent.click(await within(dialog).findByRole('radio', { name: 'Light' }));
    expect(store.getState().settings.theme).toBe('light');
    // The page keeps its one <h1>; the dialog title is an <h2>.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Touhou LostWord Tracker');
    expect(button).toHaveFocus();
  });

  it('closes the settings modal on Escape', async () => {
    mount('/');
    fireEvent.click(screen.getByRole('button', { name: 'Quick settings' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links from the modal to the settings page, replacing the modal entry', async () => {
    const { router } = mount('/');
    fireEvent.click(screen.getByRole('button', { name: 'Quick settings' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('link', { name: 'Open the settings page' }));
    });
    expect(router.state.location.pathname).toBe('/settings');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('shows a toast a remote asked for', () => {
    mount('/toaster');
    fireEvent.click(screen.getByRole('button', { name: 'Toast' }));
    expect(within(screen.getByRole('region', { name: 'Notifications' })).getByText('Hi from a remote')).toBeInTheDocument();
  });

  it('scrolls to a hash anchor that a lazy page renders later', async () => {
    mount('/late#deep-anchor');
    await screen.findByRole('heading', { name: 'Deep' });
    await waitFor(() => expect(Element.prototype.scrollIntoView).toHaveBeenCalled());
    const calls = (Element.prototype.scrollIntoView as jest.Mock).mock.contexts;
    expect(calls).toContain(screen.getByRole('heading', { name: 'Deep' }));
  });

  it('hides the footer on the tower floor page only', async () => {
    const { router } = mount('/stages/scarlet-devil-tower');
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    await act(() => router.navigate('/stages/scarlet-devil-tower/rewards'));
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('moves focus to the page after a link is followed, and the skip link focuses it too', async () => {
    mount('/');
    const main = screen.getByRole('main');
    fireEvent.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(main).toHaveFocus();
    screen.getByRole('link', { name: 'Scarlet Tower' }).focus();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Scarlet Tower' }));
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Stage page');
    expect(main).toHaveFocus();
  });
});
