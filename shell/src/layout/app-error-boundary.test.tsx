import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router-dom';
import { inJapanese, loadJapanese } from '../messages/test-support/in-japanese';
import { AppErrorBoundary } from './app-error-boundary';

function Broken(): never {
  throw new Error('the page blew up');
}

let navigate: NavigateFunction;
function Navigator() {
  navigate = useNavigate();
  return null;
}

describe('AppErrorBoundary', () => {
  it("shows the error page with the error's message, and the next page renders normally", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Navigator />
        <AppErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken />} />
            <Route path="/fine" element={<p>fine page</p>} />
          </Routes>
        </AppErrorBoundary>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Sorry, you got an error' })).toBeInTheDocument();
    expect(screen.getByText('the page blew up')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Go to home page/ })).toHaveAttribute('href', '/');
    expect(errors.mock.calls.some((call) => call[0] === '[shell] unhandled page error')).toBe(true);

    await act(async () => navigate('/fine'));
    expect(screen.getByText('fine page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sorry, you got an error' })).not.toBeInTheDocument();
    errors.mockRestore();
  });

  it('says so in Japanese on a Japanese page, with no detail for an error that is not an Error', async () => {
    await loadJapanese();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function ThrowsNull(): never {
      throw null;
    }
    render(
      <MemoryRouter>
        {inJapanese(
          <AppErrorBoundary>
            <ThrowsNull />
          </AppErrorBoundary>,
        )}
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'エラーが発生しました' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '再読み込み' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ホームへ >>' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'エラーが発生しました' }).closest('section')?.querySelectorAll('p')).toHaveLength(2);
    errors.mockRestore();
  });
});
