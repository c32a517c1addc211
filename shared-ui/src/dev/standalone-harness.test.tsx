import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, useMatches } from 'react-router-dom';
import type { RemoteRoutesModule } from 'shared-domain/federation/remote-contract';
import type { RouteObject } from 'react-router-dom';
import { useOpenCharacter } from '../hooks/use-open-character';
import { renderRoutes } from './render-with-providers';
import { harnessRoutes } from './standalone-harness';

jest.mock('../styles/tokens', () => ({}));

/** How many route matches the page sees: under the shell's mount the remote's routes are not data routes. */
function DataMatches() {
  return <output aria-label="data matches">{useMatches().length}</output>;
}

function FloorPage() {
  const open = useOpenCharacter();
  return (
    <>
      <h1>Floor page</h1>
      <button type="button" onClick={() => open(1001)}>
        Reimu
      </button>
      <Link to="../rewards">Rewards</Link>
      <DataMatches />
    </>
  );
}

const tower: RemoteRoutesModule<RouteObject> = {
  contractVersion: 1,
  section: 'tower',
  routes: [
    { path: 'scarlet-devil-tower', element: <FloorPage /> },
    { path: 'rewards', element: <h1>Rewards page</h1> },
  ],
};

const Body = ({ id, onClose }: { id: number; onClose: () => void }) => (
  <button type="button" onClick={onClose}>
    Body {id}
  </button>
);

// The tower's section alias and its floor alias, as a remote's manifest declares them.
const SDT_ALIASES = [
  { from: '/stage', to: '/stages', kind: 'prefix' as const },
  { from: '/stages/sdt', to: '/stages/scarlet-devil-tower', kind: 'prefix' as const },
];

describe('the standalone harness', () => {
  it("mounts the remote's routes as the shell does: descendant routes under /<base>/*, aliases resolved first", async () => {
    const { router } = renderRoutes(harnessRoutes(tower, Body, SDT_ALIASES), '/stage/sdt?floor=2');
    expect(await screen.findByRole('heading', { name: 'Floor page' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/stages/scarlet-devil-tower?floor=2');
    // Layout + the `/stages/*` route: the remote's own routes are not in the data router.
    expect(screen.getByRole('status', { name: 'data matches' })).toHaveTextContent('2');
    fireEvent.click(screen.getByRole('link', { name: 'Rewards' }));
    expect(await screen.findByRole('heading', { name: 'Rewards page' })).toBeInTheDocument();
  });

  it('hosts the character modal layer: useOpenCharacter opens the body, Back closes it', async () => {
    const { router } = renderRoutes(harnessRoutes(tower, Body), '/stages/scarlet-devil-tower');
    fireEvent.click(await screen.findByRole('button', { name: 'Reimu' }));
    expect(await screen.findByRole('dialog', { name: 'Character' })).toHaveTextContent('Body 1001');
    expect(router.state.location.search).toBe('?character=1001');
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a stand-in body in the harness of a remote other than characters', async () => {
    renderRoutes(harnessRoutes(tower), '/stages/scarlet-devil-tower?character=7');
    expect(await screen.findByRole('dialog', { name: 'Character' })).toHaveTextContent('Character #7.');
  });

  it("proxies /api and /images to the API on the harness's dev server", () => {
    const root = path.join(__dirname, '..', '..', '..');
    const script = `
      const { createConfig } = await import(${JSON.stringify(path.join(root, 'rspack.factory.mjs'))});
      const rspack = { DefinePlugin: class {}, HtmlRspackPlugin: class {} };
      const config = createConfig({ rspack, dir: ${JSON.stringify(path.join(root, 'remotes/tower'))}, kind: 'standalone', name: 't', entry: './src/standalone.tsx', port: 3004 }, { mode: 'development' });
      console.log(JSON.stringify(config.devServer.proxy));`;
    const proxy = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: { ...process.env, API_PORT: '4321', API_URL: '' },
      }).toString(),
    );
    expect(proxy).toEqual([{ context: ['/api', '/images'], target: 'http://127.0.0.1:4321' }]);
  });
});
