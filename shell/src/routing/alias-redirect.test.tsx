import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { PageManifest } from 'shared-domain/federation/page-manifest';
import { AliasRedirect } from './alias-redirect';
import { setPageManifests } from './site-pages';

// A remote's manifest with the aliases the tests follow.
const TOWER: PageManifest = {
  version: 1,
  section: 'tower',
  menuGroup: { title: 'Stages', icon: 'tower' },
  nav: null,
  pages: [
    { path: '/stages', title: 'Stages', description: '', menu: null, aliases: [{ from: '/stage', kind: 'prefix' }] },
    {
      path: '/stages/scarlet-devil-tower',
      title: 'Tower',
      description: '',
      menu: null,
      aliases: [{ from: '/stages/tower', kind: 'prefix' }],
    },
  ],
};
beforeAll(() => setPageManifests([TOWER]));

function Where() {
  const { pathname, search } = useLocation();
  return <output>{pathname + search}</output>;
}

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="*"
          element={
            <AliasRedirect>
              <p>page</p>
            </AliasRedirect>
          }
        />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

describe('AliasRedirect', () => {
  it('sends an alias to its canonical page, keeping the query', async () => {
    renderAt('/stage/tower?floor=4');
    expect(await screen.findByText('/stages/scarlet-devil-tower?floor=4')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('lets canonical and unknown paths through untouched', () => {
    renderAt('/stages/scarlet-devil-tower/rewards');
    expect(screen.getByText('/stages/scarlet-devil-tower/rewards')).toBeInTheDocument();
    expect(screen.getByText('page')).toBeInTheDocument();
  });

  it('replaces the alias entry, so Back returns to the page before it', async () => {
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => void navigate(-1)}>
          back
        </button>
      );
    }
    render(
      <MemoryRouter initialEntries={['/', '/stage/tower']} initialIndex={1}>
        <Routes>
          <Route path="/" element={<p>home</p>} />
          <Route
            path="*"
            element={
              <AliasRedirect>
                <p>tower</p>
              </AliasRedirect>
            }
          />
        </Routes>
        <Where />
        <Back />
      </MemoryRouter>,
    );
    expect(await screen.findByText('/stages/scarlet-devil-tower')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
