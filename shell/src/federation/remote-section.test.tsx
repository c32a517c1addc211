import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { RemoteSection } from './remote-section';
import { TEST_REMOTES } from './test-support/test-remotes';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
// The federation runtime itself is exercised by the e2e journeys; here only its answers matter.
jest.mock('./federation', () => {
  const mf = {
    loadRemote: (...args: unknown[]) => loadRemote(...args),
    registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  };
  return { federation: async () => mf };
});

beforeAll(async () => {
  const { discoverRemotes } = await import('./remote-registry');
  await discoverRemotes(async () => new Response(JSON.stringify(TEST_REMOTES)));
});
beforeEach(async () => {
  // Each test starts with nothing loaded, as after a fresh page load.
  const { resetSection } = await import('./remote-registry');
  await resetSection('prayers');
  loadRemote.mockReset();
  registerRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const mount = (url = '/prayers') => renderRoutes([{ path: '/prayers/*', element: <RemoteSection sectionId="prayers" /> }], url);

describe('RemoteSection', () => {
  it('renders the remote route tree under the section', async () => {
    loadRemote.mockResolvedValue({
      default: { contractVersion: 1, section: 'prayers', build: '1.2.3', routes: [{ path: 'menu', element: <h1>Prayer Menu</h1> }] },
    });
    mount('/prayers/menu');
    expect(await screen.findByRole('heading', { name: 'Prayer Menu' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('prayers/routes');
    expect(document.querySelector('[data-remote="prayers"]')).toHaveAttribute('data-remote-build', '1.2.3');
  });

  it("loads the landing page's chunk before it first renders the section, so the page does not suspend", async () => {
    let loaded = false;
    const preload = jest.fn(async () => {
      loaded = true;
    });
    const Page = () => {
      // Rendering before the page's chunk has loaded would show the Suspense fallback first.
      if (!loaded) throw new Error('rendered before preload');
      return <h1>Info 7</h1>;
    };
    loadRemote.mockResolvedValue({
      default: { contractVersion: 1, section: 'prayers', routes: [{ path: 'info/:id', element: <Page /> }], preload },
    });
    mount('/Prayers/info/7');
    expect(await screen.findByRole('heading', { name: 'Info 7' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledWith('/info/7');
  });

  it('renders the section anyway when the page preload fails', async () => {
    const preload = jest.fn(async () => {
      throw new Error('chunk failed');
    });
    loadRemote.mockResolvedValue({
      default: { contractVersion: 1, section: 'prayers', routes: [{ index: true, element: <h1>List</h1> }], preload },
    });
    mount('/prayers');
    expect(await screen.findByRole('heading', { name: 'List' })).toBeInTheDocument();
    expect(preload).toHaveBeenCalledWith('/');
  });

  it('shows a message with Retry when the remote fails, and Retry loads it afresh', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    mount();
    expect(await screen.findByRole('heading', { name: 'Prayer Tracker is unavailable' })).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifest')).toBeInTheDocument();

    loadRemote.mockResolvedValue({
      default: { contractVersion: 1, section: 'prayers', routes: [{ index: true, element: <h1>Back</h1> }] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back' })).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'prayers', entry: TEST_REMOTES.prayers.entry }], { force: true });
  });

  it('refuses a remote with an incompatible contract', async () => {
    loadRemote.mockResolvedValue({ default: { contractVersion: 2, section: 'prayers', routes: [] } });
    mount();
    expect(await screen.findByText(/incompatible contract/)).toBeInTheDocument();
  });

  it('keeps a render error inside the section', async () => {
    const Boom = () => {
      throw new Error('kaboom');
    };
    loadRemote.mockResolvedValue({ default: { contractVersion: 1, section: 'prayers', routes: [{ index: true, element: <Boom /> }] } });
    mount();
    expect(await screen.findByRole('heading', { name: 'Sorry, you got an error' })).toBeInTheDocument();
    expect(screen.getByText('kaboom')).toBeInTheDocument();
  });

  it('drops a render error when the visitor goes to another page of the same section', async () => {
    const Boom = () => {
      throw new Error('kaboom');
    };
    loadRemote.mockResolvedValue({
      default: {
        contractVersion: 1,
        section: 'prayers',
        routes: [
          { path: 'broken', element: <Boom /> },
          { path: 'menu', element: <h1>Prayer Menu</h1> },
        ],
      },
    });
    const { router } = mount('/prayers/broken');
    expect(await screen.findByRole('heading', { name: 'Sorry, you got an error' })).toBeInTheDocument();
    await act(() => router.navigate('/prayers/menu'));
    expect(await screen.findByRole('heading', { name: 'Prayer Menu' })).toBeInTheDocument();
    // And back on the broken page the boundary catches again.
    await act(() => router.navigate('/prayers/broken'));
    expect(await screen.findByRole('heading', { name: 'Sorry, you got an error' })).toBeInTheDocument();
  });
});
