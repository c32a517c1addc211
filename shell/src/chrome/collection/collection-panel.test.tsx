import type { Collection } from 'shared-domain/collection/collection-model';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import { rootReducer } from 'shared-domain/store/app-store';
import { toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { CollectionPanel } from './collection-panel';

rootReducer.inject(toastsSlice);

const mine: Collection = { units: { '1': { fr: true }, '2': { fr: false } }, cards: { '10': 1 } };
const fileOf = (text: string, name = 'col.json') => new File([text], name, { type: 'application/json' });
const importFile = (file: File) => fireEvent.change(screen.getByLabelText('Import a file…'), { target: { files: [file] } });
const other = JSON.stringify({ format: 'tlw-tracker-collection', version: 2, units: { '3': { fr: false } }, cards: { '10': 2 } });

function setup() {
  const view = renderWithProviders(<CollectionPanel />);
  act(() => {
    view.store.dispatch(collectionLoaded({ collection: mine, backup: null }));
  });
  return view;
}

describe('CollectionPanel', () => {
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
    expect(store.getState().collection.backup).toBeNull();
  });

  it('replaces only when chosen, keeping a backup that can be restored', async () => {
    const { store } = setup();
    importFile(fileOf(other));
    fireEvent.click(await screen.findByRole('radio', { name: 'Replace mine' }));
    expect(screen.getByTestId('import-plan')).toHaveTextContent('This import adds 1, changes 1, removes 2.');
    fireEvent.click(screen.getByRole('button', { name: 'Replace my collection' }));
    expect(store.getState().collection.collection).toEqual({ units: { '3': { fr: false } }, cards: { '10': 2 } });
    fireEvent.click(screen.getByRole('button', { name: 'Restore backup' }));
    expect(store.getState().collection.collection).toEqual(mine);
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
