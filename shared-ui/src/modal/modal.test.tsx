import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useModalLayer } from '../hooks/use-modal-layer';
import { Modal } from './modal';

function Page() {
  const { isOpen, open, close } = useModalLayer('demo');
  return (
    <>
      <h1>Page</h1>
      <button type="button" onClick={open}>
        Open demo
      </button>
      <Modal open={isOpen} onClose={close} title="Demo">
        <label>
          Name <input />
        </label>
        <button type="button">Save</button>
      </Modal>
    </>
  );
}

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/page', element: <Page /> },
      { path: '/before', element: <p>Before</p> },
    ],
    {
      initialEntries: ['/before', '/page?x=1#top'],
      initialIndex: 1,
    },
  );
  render(<RouterProvider router={router} />);
  const opener = screen.getByRole('button', { name: 'Open demo' });
  opener.focus();
  fireEvent.click(opener);
  return { router, opener };
}

describe('Modal with useModalLayer', () => {
  it('opens by pushing the same URL with state.modal', () => {
    const { router } = setup();
    expect(screen.getByRole('dialog', { name: 'Demo' })).toHaveAttribute('aria-modal', 'true');
    const { location, historyAction } = router.state;
    expect(historyAction).toBe('PUSH');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/page?x=1#top');
    expect(location.state).toMatchObject({ modal: 'demo' });
  });

  it('closes on Escape by stepping back, and gives focus back to the opener', async () => {
    const { router, opener } = setup();
    expect(screen.getByRole('dialog')).toHaveFocus();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
    expect(router.state.location.pathname).toBe('/page');
    expect(router.state.location.state).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes on the browser Back button instead of leaving the page', async () => {
    const { router } = setup();
    await act(() => router.navigate(-1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page' })).toBeInTheDocument();
    // A second Back then leaves the page as usual.
    await act(() => router.navigate(-1));
    expect(screen.getByText('Before')).toBeInTheDocument();
  });

  it('steps back only once when closed twice in a row', async () => {
    const { router } = setup();
    const close = screen.getByRole('button', { name: 'Close' });
    // Both clicks land before React re-renders, as a fast double click can in a browser.
    await act(async () => {
      close.click();
      close.click();
    });
    expect(router.state.location.pathname).toBe('/page');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    setup();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('modal-backdrop'));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', () => {
    setup();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    fireEvent.keyDown(save, { key: 'Tab' });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(save).toHaveFocus();
  });

  it('replaces the entry instead of going back when it did not push it (reload, shared state)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/page', element: <Page /> },
        { path: '/before', element: <p>Before</p> },
      ],
      {
        initialEntries: ['/before', { pathname: '/page', state: { modal: 'demo', modalNonce: 'from-elsewhere' } }],
        initialIndex: 1,
      },
    );
    render(<RouterProvider router={router} />);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/page');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
