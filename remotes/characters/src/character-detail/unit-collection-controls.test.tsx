import { act, fireEvent, screen } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
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
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, backup: null }));
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

  it('offers no rebirth for a unit without one', () => {
    const { store } = renderWithProviders(<UnitCollectionControls id={1002} name="Marisa" hasRebirth={false} />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, backup: null }));
    });
    expect(screen.queryByRole('checkbox', { name: 'Rebirth (FR) done' })).toBeNull();
  });
});
