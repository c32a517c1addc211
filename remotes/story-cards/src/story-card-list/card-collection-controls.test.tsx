import { act, fireEvent, screen } from '@testing-library/react';
import { collectionLoaded, sharedCollectionOpened, sharedCollectionShown } from 'shared-domain/collection/collection-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { CardCollectionControls } from './card-collection-controls';

describe('CardCollectionControls', () => {
  it('marks a card owned at 0, then at 3 limit breaks, then not owned', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).toBeDisabled();
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, backup: null }));
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    expect(store.getState().collection.collection.cards).toEqual({ '42': 0 });
    fireEvent.change(screen.getByRole('combobox', { name: 'Limit breaks' }), { target: { value: '3' } });
    expect(store.getState().collection.collection.cards).toEqual({ '42': 3 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    expect(store.getState().collection.collection.cards).toEqual({});
  });

  it('marks a card owned when its limit breaks are chosen first', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={7} name="Moon Rabbit" />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, backup: null }));
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Limit breaks' }), { target: { value: '4' } });
    expect(store.getState().collection.collection.cards).toEqual({ '7': 4 });
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
  });

  it('until the collection is read, shows the controls disabled and busy, without form controls; then the real ones', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    const group = screen.getByRole('group', { name: 'Scarlet Tea: my collection' });
    expect(group).toBeDisabled();
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveAttribute('data-owned'); // the player's own marks, not the page's data
    expect(group.querySelectorAll('input, select, option')).toHaveLength(0);
    expect(group).toHaveTextContent('OwnedLimit breaks0');
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: { '42': 3 } }, backup: null }));
    });
    const ready = screen.getByRole('group', { name: 'Scarlet Tea: my collection' });
    expect(ready).toBeEnabled();
    expect(ready).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Limit breaks' })).toHaveValue('3');
  });

  it('is disabled while a shared collection is shown, its hover text saying why', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} }, backup: null }));
      store.dispatch(sharedCollectionOpened({ units: {}, cards: { '42': 2 } }));
      store.dispatch(sharedCollectionShown(true));
    });
    const group = screen.getByRole('group', { name: 'Scarlet Tea: my collection' });
    expect(group).toBeDisabled();
    expect(group).toHaveAttribute('title', 'A shared collection is shown: show yours again to mark it.');
    expect(screen.getByRole('combobox', { name: 'Limit breaks' })).toHaveValue('2');
    act(() => void store.dispatch(sharedCollectionShown(false)));
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).not.toHaveAttribute('title');
  });
});
