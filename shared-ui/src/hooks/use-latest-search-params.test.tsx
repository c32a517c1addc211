import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router-dom';
import { useLatestSearchParams } from './use-latest-search-params';

/** A control that sets one key of the query, as a tab or a filter does. */
function Setter({ name, value, latest }: { name: string; value: string; latest: boolean }) {
  const [, writeLatest] = useLatestSearchParams();
  const [, writeRendered] = useSearchParams();
  const set = (params: URLSearchParams) => {
    params.set(name, value);
    return params;
  };
  return (
    <button type="button" onClick={() => (latest ? writeLatest(set, { replace: true }) : writeRendered(set, { replace: true }))}>
      {name}
    </button>
  );
}

function setup(latest: boolean) {
  const page = (
    <>
      <Setter name="tab" value="skills" latest={latest} />
      <Setter name="type" value="fes" latest={latest} />
    </>
  );
  const router = createMemoryRouter([{ path: '/characters', element: page }], { initialEntries: ['/characters?sort=name'] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Two taps on two controls before the router has rendered the first. */
function twoQuickTaps() {
  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
  });
}

describe('useLatestSearchParams', () => {
  it('two controls changed before the router lands the first both stay', async () => {
    const router = setup(true);
    twoQuickTaps();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&tab=skills&type=fes'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it("(React Router's own setter loses the first, which is why the hook exists)", async () => {
    const router = setup(false);
    twoQuickTaps();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&type=fes'));
  });

  it('starts from a navigation of its own (Back, a link) once that has rendered', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&tab=skills'));
    await act(() => router.navigate('/characters?owned=yes'));
    fireEvent.click(screen.getByRole('button', { name: 'type' }));
    await waitFor(() => expect(router.state.location.search).toBe('?owned=yes&type=fes'));
  });

  it('a change that leaves the query as it is navigates nowhere', async () => {
    const router = setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=name&tab=skills'));
    const key = router.state.location.key;
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    await act(() => Promise.resolve());
    expect(router.state.location.key).toBe(key);
  });
});
