import { act, fireEvent, screen } from '@testing-library/react';
import { collectionLoaded, sharedCollectionOpened, sharedCollectionShown } from 'shared-domain/collection/collection-slice';
import { toastsSlice } from 'shared-domain/toasts/toasts-slice';
import { rootReducer } from 'shared-domain/store/app-store';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { UnitCollectionControls } from './unit-collection-controls';

rootReducer.inject(toastsSlice);

describe('UnitCollectionControls', () => {
  it('is disabled until the collection is read', () => {
    renderWithProviders(<UnitCollectionControls id={1001} name="Reimu" hasRebirth />);
    expect(screen.getByRole('group', { name: 'My collection' })).toBeDisabled();
  });

  it('marks owned and rebirth done, each with an Undo that puts the unit back as it was', () => {
    const { store } = renderWithProviders(<UnitCollectionControls id={1001} name="Reimu" hasRebirth />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Rebirth (FR) done' }));
    expect(store.getState().collection.collection.units).toEqual({ '1001': { fr: true } });
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    expect(store.getState().collection.collection.units).toEqual({});
    const toasts = store.getState().toasts?.items ?? [];
    expect(toasts.map((t) => t.text)).toEqual(['Reimu marked owned.', 'Reimu: rebirth (FR) marked done.', 'Reimu no longer marked owned.']);
    const undo = toasts[2]?.action;
    expect(undo?.label).toBe('Undo');
    act(() => {
      store.dispatch(undo!.dispatch);
    });
    expect(store.getState().collection.collection.units).toEqual({ '1001': { fr: true } });
  });

  it('is disabled, saying why, while a shared collection is shown, and enabled again with one’s own', () => {
    const { store } = renderWithProviders(<UnitCollectionControls id={1001} name="Reimu" hasRebirth />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
      store.dispatch(sharedCollectionOpened({ units: { '1001': { fr: true } }, cards: {} }));
    });
    // Opened, not yet shown: one's own marks, still markable.
    expect(screen.getByRole('group', { name: 'My collection' })).toBeEnabled();
    act(() => void store.dispatch(sharedCollectionShown(true)));
    const group = screen.getByRole('group', { name: 'My collection' });
    expect(group).toBeDisabled();
    expect(group).toHaveAccessibleDescription('A shared collection is shown: show yours again to mark it.');
    // The shared collection's marks show.
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
    act(() => void store.dispatch(sharedCollectionShown(false)));
    expect(screen.getByRole('group', { name: 'My collection' })).toBeEnabled();
    expect(screen.getByRole('checkbox', { name: 'Owned' })).not.toBeChecked();
  });

  it('offers no rebirth for a unit without one', () => {
    const { store } = renderWithProviders(<UnitCollectionControls id={1002} name="Marisa" hasRebirth={false} />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
    });
    expect(screen.queryByRole('checkbox', { name: 'Rebirth (FR) done' })).toBeNull();
  });
});
