import { act, fireEvent, screen } from '@testing-library/react';
import type { Collection } from 'shared-domain/collection/collection-model';
import {
  collectionChanged,
  collectionLoaded,
  sharedCollectionBroken,
  sharedCollectionOpened,
} from 'shared-domain/collection/collection-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { CollectionNotice } from './collection-notice';

const mine: Collection = { units: { '1': { fr: false }, '2': { fr: false } }, cards: { '10': 1 } };
const theirs: Collection = { units: { '2': { fr: true }, '3': { fr: false } }, cards: { '11': 4, '12': 0 } };

describe('CollectionNotice', () => {
  it('shows a shared collection beside one’s own, shows its marks on demand and closes', () => {
    const { store } = renderWithProviders(<CollectionNotice />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: mine, changesSinceExport: 0 }));
      store.dispatch(sharedCollectionOpened(theirs));
    });
    const view = screen.getByRole('region', { name: 'Shared collection' });
    expect(view).toHaveTextContent(
      'Viewing a shared collection: 2 units and 2 story cards. Compared with yours: they own 3 you miss, you own 2 they miss.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show theirs' }));
    expect(store.getState().collection.shared?.shown).toBe(true);
    expect(view).toHaveTextContent('The lists show their marks; marking is paused.');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Shared collection' })).toBeNull();
    expect(store.getState().collection.collection).toBe(mine);
  });

  it('names a broken link', () => {
    const { store } = renderWithProviders(<CollectionNotice />);
    act(() => {
      store.dispatch(sharedCollectionBroken('This shared collection link is broken: it is cut short.'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This shared collection link is broken: it is cut short.');
  });

  it('offers an export after 50 changes, quietly, until dismissed', () => {
    const { store } = renderWithProviders(<CollectionNotice />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: mine, changesSinceExport: 49 }));
    });
    expect(screen.queryByTestId('export-reminder')).toBeNull();
    act(() => {
      store.dispatch(collectionChanged({ kind: 'unit', id: 5, owned: true }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('50 changes to your collection since your last export.');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('export-reminder')).toBeNull();
  });
});
