import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore, rootReducer } from 'shared-domain/store/app-store';
import { toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { CTRL_F_HINT, resetCtrlFHintForTests, useSearchShortcuts } from '../hooks/use-search-shortcuts';
import { ChipInput } from './chip-input';
import { SearchModal } from './search-modal';

rootReducer.inject(toastsSlice);

function Page() {
  const [open, setOpen] = useState(false);
  const [chars, setChars] = useState<string[]>([]);
  useSearchShortcuts(() => setOpen(true));
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Advanced Search
      </button>
      <SearchModal open={open} onClose={() => setOpen(false)} onReset={() => setChars([])} title="Prayer Search and Filter">
        <ChipInput label="Rate Up Characters" options={[{ value: '1', label: 'Reimu Hakurei' }]} value={chars} onChange={setChars} />
        <p>Chosen: {chars.join(',') || 'none'}</p>
      </SearchModal>
    </>
  );
}

function setup() {
  const store = createAppStore({ settings: { ...DEFAULT_SETTINGS } });
  render(
    <Provider store={store}>
      <Page />
    </Provider>,
  );
  return store;
}
const toastTexts = (store: ReturnType<typeof setup>) => (store.getState().toasts?.items ?? []).map((t) => [t.text, t.durationMs]);

beforeEach(() => resetCtrlFHintForTests());

describe('search shortcuts and the search modal', () => {
  it('opens on Ctrl+Shift+F, with the title and Reset / Close in the footer', () => {
    setup();
    const event = fireEvent.keyDown(window, { key: 'F', code: 'KeyF', ctrlKey: true, shiftKey: true });
    expect(event).toBe(false); // the browser's own shortcut is kept from running
    const dialog = screen.getByRole('dialog', { name: 'Prayer Search and Filter' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the Ctrl+F hint toast for 3000 ms, once per visit, without blocking find', () => {
    const store = setup();
    const first = fireEvent.keyDown(window, { key: 'f', code: 'KeyF', ctrlKey: true });
    expect(first).toBe(true);
    fireEvent.keyDown(window, { key: 'f', code: 'KeyF', ctrlKey: true });
    expect(toastTexts(store)).toEqual([['Press Ctrl + Shift + F to open advanced search', 3000]]);
    expect(CTRL_F_HINT.durationMs).toBe(3000);
  });

  it('Escape closes the suggestions first, then the modal', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Search' }));
    const input = screen.getByRole('combobox', { name: 'Rate Up Characters' });
    fireEvent.change(input, { target: { value: 'rei' } });
    expect(screen.getByRole('option', { name: 'Reimu Hakurei' })).toBeInTheDocument();
    act(() => {
      fireEvent.keyDown(input, { key: 'Escape' });
    });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Reset clears the criteria', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Advanced Search' }));
    const input = screen.getByRole('combobox', { name: 'Rate Up Characters' });
    fireEvent.change(input, { target: { value: 'rei' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByText('Chosen: 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByText('Chosen: none')).toBeInTheDocument();
  });
});
