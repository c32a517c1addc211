import { act, fireEvent, screen, within } from '@testing-library/react';
import { collectionLoaded, sharedCollectionOpened, sharedCollectionShown } from 'shared-domain/collection/collection-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { CardCollectionControls } from './card-collection-controls';

/** A limit-break choice, in the group so named. */
const limitBreak = (n: string) => within(screen.getByRole('radiogroup', { name: 'Limit breaks' })).getByRole('radio', { name: n });

describe('CardCollectionControls', () => {
  it('marks a card owned at 0, then at 3 limit breaks, then not owned', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    expect(store.getState().collection.collection.cards).toEqual({ '42': 0 });
    fireEvent.click(limitBreak('3'));
    expect(store.getState().collection.collection.cards).toEqual({ '42': 3 });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Owned' }));
    expect(store.getState().collection.collection.cards).toEqual({});
  });

  it('marks a card owned when its limit breaks are chosen first', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={7} name="Moon Rabbit" />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
    });
    fireEvent.click(limitBreak('4'));
    expect(store.getState().collection.collection.cards).toEqual({ '7': 4 });
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
  });

  it('until the collection is read, shows the same controls busy, not owned; once read, only their values change', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    const group = screen.getByRole('group', { name: 'Scarlet Tea: my collection' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveAttribute('data-owned'); // the player's own marks, not the page's data
    const owned = screen.getByRole('checkbox', { name: 'Owned' });
    const limitBreaks = screen.getByRole('radiogroup', { name: 'Limit breaks' });
    expect(owned).not.toBeChecked();
    expect(limitBreak('0')).toBeChecked();
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: { '42': 3 } } }));
    });
    expect(group).not.toHaveAttribute('aria-busy');
    // The very elements the server's HTML had: nothing is removed or put in on a long list.
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).toBe(group);
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBe(owned);
    expect(screen.getByRole('radiogroup', { name: 'Limit breaks' })).toBe(limitBreaks);
    expect(owned).toBeChecked();
    expect(limitBreak('3')).toBeChecked();
    expect(limitBreak('0')).not.toBeChecked();
  });

  it('keeps a mark made before the collection is read, applied on top of it', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    fireEvent.click(limitBreak('2'));
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: { '7': 1 } } }));
    });
    expect(store.getState().collection.collection.cards).toEqual({ '7': 1, '42': 2 });
    expect(limitBreak('2')).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
  });

  it('is disabled while a shared collection is shown, its hover text saying why', () => {
    const { store } = renderWithProviders(<CardCollectionControls id={42} name="Scarlet Tea" />);
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
      store.dispatch(sharedCollectionOpened({ units: {}, cards: { '42': 2 } }));
      store.dispatch(sharedCollectionShown(true));
    });
    const group = screen.getByRole('group', { name: 'Scarlet Tea: my collection' });
    expect(group).toBeDisabled();
    expect(group).toHaveAttribute('title', 'A shared collection is shown: show yours again to mark it.');
    expect(limitBreak('2')).toBeChecked();
    act(() => void store.dispatch(sharedCollectionShown(false)));
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'Scarlet Tea: my collection' })).not.toHaveAttribute('title');
  });
});
