import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { useOpenCharacter } from 'shared-ui/hooks/use-open-character';
import { CharacterModalHost } from './character-modal-host';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
// The federation runtime itself is exercised by the e2e journeys; here only its answers matter.
jest.mock('../../federation/federation', () => {
  const mf = { loadRemote: (...args: unknown[]) => loadRemote(...args), registerRemotes: (...args: unknown[]) => registerRemotes(...args) };
  return { federation: async () => mf };
});

beforeAll(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { discoverRemotes } = await import('../../federation/remote-registry');
  await discoverRemotes(async () => new Response(JSON.stringify({ characters: { entry: 'http://localhost:3001/mf-manifest.json' } })));
});
beforeEach(async () => {
  const { resetCharacterModalBody } = await import('../../federation/character-modal-loader');
  await resetCharacterModalBody();
  loadRemote.mockReset();
  registerRemotes.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const Body = ({ id, onClose }: { id: number; onClose: () => void }) => (
  <>
    <p>Body of {id}</p>
    <button type="button" onClick={onClose}>
      Done
    </button>
  </>
);

/** A page of some section that opens a character without knowing the characters remote. */
function TowerPage() {
  const open = useOpenCharacter();
  return (
    <>
      <h1>Floor #3</h1>
      <button type="button" onClick={() => open(1001)}>
        Open Reimu
      </button>
      <Link to="/stages">Stages</Link>
    </>
  );
}

const mount = (url: string) =>
  renderRoutes(
    [
      {
        element: (
          <>
            <TowerPage />
            <CharacterModalHost />
          </>
        ),
        children: [{ path: '/stages/scarlet-devil-tower' }, { path: '/stages' }],
      },
    ],
    url,
  );

describe('CharacterModalHost', () => {
  it('opens on useOpenCharacter with the remote body, and its onClose steps back', async () => {
    loadRemote.mockResolvedValue({ default: { contractVersion: 1, Body } });
    const { router } = mount('/stages/scarlet-devil-tower?floor=3');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open Reimu' }));
    expect(await screen.findByText('Body of 1001')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Character' })).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('characters/character-modal');
    expect(router.state.location.search).toBe('?floor=3&character=1001');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.search).toBe('?floor=3'));
    // It fades out for 300 ms, no longer answering, then leaves.
    expect(screen.getByTestId('modal-backdrop')).toHaveAttribute('inert');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("keeps the server's copy of the modal on screen while its own body's code loads, and takes it away once the body is there", async () => {
    let load: (module: unknown) => void = () => undefined;
    loadRemote.mockReturnValue(new Promise((resolve) => (load = resolve)));
    const copy = document.createElement('div');
    copy.id = 'server-character-modal';
    copy.textContent = 'Reimu Hakurei';
    document.body.appendChild(copy);
    mount('/stages?character=1001');
    expect(await screen.findByText(/Loading character/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(copy.isConnected).toBe(true);
    load({ default: { contractVersion: 1, Body } });
    expect(await screen.findByText('Body of 1001')).toBeInTheDocument();
    await waitFor(() => expect(copy.isConnected).toBe(false));
  });

  it('opens from a pasted link and closes on Escape without leaving the page', async () => {
    loadRemote.mockResolvedValue({ default: { contractVersion: 1, Body } });
    const { router } = mount('/stages?character=42');
    expect(await screen.findByText('Body of 42')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname + router.state.location.search).toBe('/stages');
  });

  it('shows the unavailable message with Retry when the characters remote is down, and Retry loads it', async () => {
    loadRemote.mockRejectedValueOnce(new Error('Failed to get manifest'));
    mount('/stages?character=7');
    expect(await screen.findByRole('heading', { name: 'Character Tracker is unavailable', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('Failed to get manifest')).toBeInTheDocument();
    // Only the page keeps an h1.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    loadRemote.mockResolvedValue({ default: { contractVersion: 1, Body } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Body of 7')).toBeInTheDocument();
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'characters', entry: 'http://localhost:3001/mf-manifest.json' }], {
      force: true,
    });
  });

  it('refuses a body under another contract version, inside the dialog', async () => {
    loadRemote.mockResolvedValue({ default: { contractVersion: 2, Body } });
    mount('/stages?character=7');
    expect(await screen.findByText(/answered the character modal with an incompatible contract/)).toBeInTheDocument();
  });

  it('keeps a body that throws inside the dialog', async () => {
    const Broken = () => {
      throw new Error('no portrait');
    };
    loadRemote.mockResolvedValue({ default: { contractVersion: 1, Body: Broken } });
    mount('/stages?character=7');
    expect(await screen.findByText('no portrait')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Floor #3', level: 1 })).toBeInTheDocument();
  });

  it('explains a bad id instead of showing a blank dialog', async () => {
    mount('/stages?character=reimu');
    expect(await screen.findByText(/"reimu" is not a character id/)).toBeInTheDocument();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
