import type { Collection } from 'shared-domain/collection/collection-model';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import { rootReducer } from 'shared-domain/store/app-store';
import { toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { inJapanese, loadJapanese } from '../../messages/test-support/in-japanese';
import { CollectionPanel } from './collection-panel';

rootReducer.inject(toastsSlice);

const mine: Collection = { units: { '1': { fr: true }, '2': { fr: false } }, cards: { '10': 1 } };
const fileOf = (text: string, name = 'col.json') => new File([text], name, { type: 'application/json' });
const importFile = (file: File) => fireEvent.change(screen.getByLabelText('Import a file…'), { target: { files: [file] } });
const other = JSON.stringify({ format: 'tlw-tracker-collection', version: 2, units: { '3': { fr: false } }, cards: { '10': 2 } });

function setup() {
  // Times in UTC, whatever the machine's zone.
  const view = renderWithProviders(<CollectionPanel />, { settings: { useUtc: true } });
  act(() => {
    view.store.dispatch(collectionLoaded({ collection: mine }));
  });
  return view;
}

describe('CollectionPanel', () => {
  it('is busy, its buttons disabled, until the stored collection is read', () => {
    const view = renderWithProviders(<CollectionPanel />);
    const panel = screen.getByRole('region', { name: 'My collection' });
    expect(panel).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Export collection' })).toBeDisabled();
    act(() => {
      view.store.dispatch(collectionLoaded({ collection: mine }));
    });
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByRole('button', { name: 'Export collection' })).toBeEnabled();
  });

  it('previews a merge and merges', async () => {
    const { store } = setup();
    importFile(fileOf(other));
    // adds unit 3, changes card 10 (1 → 2)
    expect(await screen.findByTestId('import-plan')).toHaveTextContent('This import adds 1, changes 1, removes 0.');
    fireEvent.click(screen.getByRole('button', { name: 'Merge into my collection' }));
    expect(store.getState().collection.collection).toEqual({
      units: { '1': { fr: true }, '2': { fr: false }, '3': { fr: false } },
      cards: { '10': 2 },
    });
    expect(store.getState().collection.backups).toEqual([]);
  });

  it('replaces only when chosen, keeping a backup that can be restored', async () => {
    const { store } = setup();
    importFile(fileOf(other));
    fireEvent.click(await screen.findByRole('radio', { name: 'Replace mine' }));
    expect(screen.getByTestId('import-plan')).toHaveTextContent('This import adds 1, changes 1, removes 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Replace my collection' }));
    expect(store.getState().collection.collection).toEqual({ units: { '3': { fr: false } }, cards: { '10': 2 } });
    fireEvent.click(screen.getByRole('button', { name: /^Restore Backup kept .*: 2 units and 1 story card\.$/ }));
    expect(store.getState().collection.collection).toEqual(mine);
  });

  it('lists each backup two replaces in a row kept, with its time and size, and restores the first', async () => {
    jest.useFakeTimers({ now: Date.parse('2026-11-26T12:00:00Z'), doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const { store } = setup();
      const replace = async (text: string, name: string) => {
        importFile(fileOf(text, name));
        fireEvent.click(await screen.findByRole('radio', { name: 'Replace mine' }));
        fireEvent.click(screen.getByRole('button', { name: 'Replace my collection' }));
        jest.setSystemTime(Date.parse('2026-11-26T12:05:00Z'));
      };
      await replace(other, 'other.json');
      await replace(JSON.stringify({ format: 'tlw-tracker-collection', version: 2, units: {}, cards: { '7': 4 } }), 'third.json');
      const list = within(screen.getByRole('region', { name: 'Backups' })).getAllByRole('listitem');
      // Newest first, each with its time (long and short forms) and what it holds.
      expect(list.map((item) => item.textContent)).toEqual([
        'Backup kept Thursday, November 26, 2026, 12:05:00 PM12:05 PM UTC: 1 unit and 1 story card.Restore',
        'Backup kept Thursday, November 26, 2026, 12:00:00 PM12:00 PM UTC: 2 units and 1 story card.Restore',
      ]);
      fireEvent.click(within(list[1]!).getByRole('button', { name: /^Restore / }));
      expect(store.getState().collection.collection).toEqual(mine);
      expect(store.getState().collection.backups.map((b) => b.collection)).toEqual([
        { units: {}, cards: { '7': 4 } },
        { units: { '3': { fr: false } }, cards: { '10': 2 } },
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('names a broken file and changes nothing', async () => {
    const { store } = setup();
    importFile(fileOf('{"format": "tlw', 'broken.json'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'broken.json: The file is not valid JSON: it may be damaged or cut short. Your collection is unchanged.',
      ),
    );
    expect(store.getState().collection.collection).toBe(mine);
    expect(screen.queryByRole('group', { name: 'Import preview' })).toBeNull();
  });

  it('gives a share link carrying the collection in its fragment', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'Copy share link' }));
    // Units 1 (rebirth done) and 2, card 10 at 1 limit break: 01 | 02 01 01 | 01 | 01 0a 01 (packed as is).
    expect(await screen.findByRole('textbox', { name: /share your collection|Copied/ })).toHaveValue('http://localhost/#c=AQIBAQEBCgE');
  });
});

describe('CollectionPanel in Japanese', () => {
  it('says what is stored and previews an import in Japanese, its counts as counters', async () => {
    await loadJapanese();
    const { store } = renderWithProviders(inJapanese(<CollectionPanel />), { settings: { useUtc: true } });
    act(() => {
      store.dispatch(collectionLoaded({ collection: mine }));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'マイコレクション' })).toBeInTheDocument();
    expect(screen.getByTestId('collection-where')).toHaveTextContent(/^キャラクター2体と絵札1枚に印付け済み。/);
    fireEvent.change(screen.getByLabelText('ファイルをインポート…'), { target: { files: [fileOf(other)] } });
    const preview = await screen.findByRole('group', { name: 'インポートのプレビュー' });
    expect(preview).toHaveTextContent('col.jsonの内容：キャラクター1体と絵札1枚。');
    expect(screen.getByTestId('import-plan')).toHaveTextContent(
      'このインポートの内容：追加1件、変更1件、削除0件。印を付けたものは失われません。',
    );
    expect(within(preview).getByRole('button', { name: 'コレクションに統合する' })).toBeInTheDocument();
  });
});
