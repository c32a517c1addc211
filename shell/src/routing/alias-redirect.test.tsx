import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { AliasRedirect } from './alias-redirect';

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
    renderAt('/characters/release-order');
    expect(screen.getByText('/characters/release-order')).toBeInTheDocument();
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
