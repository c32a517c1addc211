import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { useCharacterModal, useOpenCharacter } from './use-open-character';
import { scrollKeyOf } from './use-modal-layer';

/** A page with two "thumbnails" and a stand-in for the shell's host. */
function Page() {
  const open = useOpenCharacter();
  const { character, close } = useCharacterModal();
  const location = useLocation();
  return (
    <>
      <h1>Release Order</h1>
      <button type="button" onClick={() => open(1001)}>
        Reimu
      </button>
      <button type="button" onClick={() => open(1002)}>
        Marisa
      </button>
      <button type="button" onClick={() => open(0)}>
        Nobody
      </button>
      {character ? (
        <div role="dialog">
          {character.kind === 'id' ? `character ${character.id}` : character.message}
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      ) : null}
      <output>{scrollKeyOf(location)}</output>
    </>
  );
}

function setup(entries: Parameters<typeof createMemoryRouter>[1] = {}) {
  const router = createMemoryRouter(
    [
      { path: '/characters/release-order', element: <Page /> },
      { path: '/before', element: <p>Before</p> },
    ],
    {
      initialEntries: ['/before', '/characters/release-order?type=fes'],
      initialIndex: 1,
      ...entries,
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const url = (router: ReturnType<typeof setup>) => router.state.location.pathname + router.state.location.search;

describe('useOpenCharacter', () => {
  it('pushes the same page with ?character=ID, keeping its query and its scroll key', () => {
    const router = setup();
    const pageKey = screen.getByRole('status', { hidden: true }).textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Reimu' }));
    expect(router.state.historyAction).toBe('PUSH');
    expect(url(router)).toBe('/characters/release-order?type=fes&character=1001');
    expect(screen.getByRole('dialog')).toHaveTextContent('character 1001');
    // The modal's entry shares the page's scroll position.
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe(pageKey);
  });

  it('closes on Back, and a second Back leaves the page as usual', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reimu' }));
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(url(router)).toBe('/characters/release-order?type=fes');
    await act(() => router.navigate(-1));
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('closes with its own button by stepping back once, even when pressed twice', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reimu' }));
    const close = screen.getByRole('button', { name: 'Close' });
    await act(async () => {
      close.click();
      close.click();
    });
    expect(router.state.historyAction).toBe('POP');
    expect(url(router)).toBe('/characters/release-order?type=fes');
  });

  it('replaces the entry when another character is opened from the modal, so one Back returns to the page', async () => {
    const router = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Reimu' }));
    fireEvent.click(screen.getByRole('button', { name: 'Marisa' }));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('dialog')).toHaveTextContent('character 1002');
    await act(() => router.navigate(-1));
    expect(url(router)).toBe('/characters/release-order?type=fes');
  });

  it('ignores an id that is not a character id', () => {
    const router = setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Nobody' }));
    expect(url(router)).toBe('/characters/release-order?type=fes');
    expect(console.error).toHaveBeenCalledWith('[character modal] 0 is not a character id');
  });
});

describe('useCharacterModal on a pasted link', () => {
  it('opens from the URL and closes by replacing the entry (never leaving the site)', async () => {
    const router = setup({ initialEntries: ['/before', '/characters/release-order?character=1001&type=fes'], initialIndex: 1 });
    expect(screen.getByRole('dialog')).toHaveTextContent('character 1001');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await act(async () => {});
    expect(router.state.historyAction).toBe('REPLACE');
    expect(url(router)).toBe('/characters/release-order?type=fes');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a clear message for a bad id', () => {
    setup({ initialEntries: ['/characters/release-order?character=abc'], initialIndex: 0 });
    expect(screen.getByRole('dialog')).toHaveTextContent('"abc" is not a character id');
  });
});
