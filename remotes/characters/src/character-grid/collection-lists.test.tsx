import { act, fireEvent, screen, within } from '@testing-library/react';
import { collectionLoaded, sharedCollectionOpened, sharedCollectionShown } from 'shared-domain/collection/collection-slice';
import type { Collection } from 'shared-domain/collection/collection-model';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import charactersRoutes from '../routes';
import { serveFixtureApi } from '../test-support/fixture-api';

serveFixtureApi();
const { MOUNTS } = remoteRouteTesting(charactersRoutes);

const owning = (...ids: number[]): Collection => ({ units: Object.fromEntries(ids.map((id) => [String(id), { fr: false }])), cards: {} });
const mount = (url: string, collection: Collection | null = owning()) => {
  const mounted = MOUNTS.nested(url);
  if (collection) act(() => void mounted.store.dispatch(collectionLoaded({ collection })));
  return mounted;
};
const unitsIn = async (name: string) => within(await screen.findByRole('list', { name })).getAllByRole('listitem');
/** The "Owned X of Y" count in `root` (its number is its own element). */
const ownedCount = (root: HTMLElement) => [...root.querySelectorAll('[data-owned]')].find((el) => el.textContent?.startsWith('Owned'));
// A unit is a link to its modal, or in collection mode a button that marks it.
const unitButton = (id: number) =>
  screen.queryByRole('button', { name: new RegExp(`Character #${id} \\(`) }) ??
  screen.getByRole('link', { name: new RegExp(`Character #${id} \\(`) });

// Expected values read off test-support/fixture-api.ts.
describe('owned filter on every character list', () => {
  it('role type: owned=yes keeps the owned units in each role; the counts stay the role’s', async () => {
    mount('/characters/role-type?owned=yes', owning(1002));
    // Attack holds 1002 and 2003: one owned of two, one shown.
    expect(await unitsIn('Attack units')).toHaveLength(1);
    const attack = screen.getByRole('region', { name: 'Attack' });
    expect(ownedCount(attack)).toHaveTextContent('Owned 1 of 2');
    expect(
      within(screen.getByRole('region', { name: 'Heal' })).getByText('No character here matches the collection filter.'),
    ).toBeVisible();
  });

  it('variants: owned=no drops a group whose every unit is owned', async () => {
    // Reimu: 1001, 2001 (JP-only 1127 hidden); Marisa: only the JP-only 26002, so not listed.
    mount('/characters/variant-tracker?owned=no', owning(1001, 2001));
    expect(await screen.findByText('No character here matches the collection filter.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Variants of/ })).toBeNull();
  });

  it('rebirth order: owned=yes keeps the batches holding an owned unit, with only those units', async () => {
    // Batch 1: 1001, 3004; batch 2: 5006; batch 3 only JP-only 1127 (not listed).
    mount('/characters/rebirth-order?owned=yes', owning(3004));
    expect(await unitsIn('Batch #1 characters')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Batch #2' })).toBeNull();
  });

  it('universe: owned=no hides the owned units of the universe', async () => {
    mount('/characters/universe-tracker?universe=L1&owned=no', owning(1001));
    expect(await unitsIn('Universe L1 units')).toHaveLength(1);
  });

  it('prayer type: owned=yes in the festival tab', async () => {
    mount('/characters/prayer-type?type=festival&owned=yes', owning(4005));
    expect(await unitsIn('Festival prayer units')).toHaveLength(1);
  });

  it('release order: owned=yes with the count line of what is shown and the owned count of the list', async () => {
    mount('/characters/release-order?owned=yes', owning(1001, 7008));
    expect(await unitsIn('Released characters, oldest first')).toHaveLength(2);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 8 characters');
    expect(ownedCount(document.body)).toHaveTextContent('Owned 2 of 8');
  });

  it('a value other than yes or no is told, and the list is not filtered', async () => {
    mount('/characters/role-type?owned=maybe', owning(1002));
    expect(await screen.findByRole('alert')).toHaveTextContent('Collection filter "maybe" was ignored (choose owned=yes or owned=no).');
    expect(await unitsIn('Attack units')).toHaveLength(2);
  });

  it('before the collection is read the filter hides nothing (the server rendered it so)', async () => {
    mount('/characters/role-type?owned=yes', null);
    expect(await unitsIn('Attack units')).toHaveLength(2);
  });
});

describe('collection mode', () => {
  it('is off by default: a tap opens the character modal', async () => {
    const { router, store } = mount('/characters/role-type');
    await unitsIn('Attack units');
    expect(screen.getByRole('switch', { name: 'Collection mode' })).not.toBeChecked();
    fireEvent.click(unitButton(1002));
    expect(router.state.location.search).toBe('?character=1002');
    expect(store.getState().collection.collection.units).toEqual({});
  });

  it('turned on, it is in the URL and a tap (or Enter, a button) marks owned and back, without the modal', async () => {
    const { router, store } = mount('/characters/role-type');
    await unitsIn('Attack units');
    fireEvent.click(screen.getByRole('switch', { name: 'Collection mode' }));
    expect(await screen.findByRole('switch', { name: 'Collection mode' })).toBeChecked();
    expect(router.state.location.search).toBe('?collect=1');
    fireEvent.click(unitButton(1002));
    expect(store.getState().collection.collection.units).toEqual({ '1002': { fr: false } });
    expect(await screen.findByRole('button', { name: /Character #1002 .*, owned/ })).toBeInTheDocument();
    expect(ownedCount(screen.getByRole('region', { name: 'Attack' }))).toHaveTextContent('Owned 1 of 2');
    fireEvent.click(unitButton(1002));
    expect(store.getState().collection.collection.units).toEqual({});
    expect(router.state.location.search).toBe('?collect=1');
  });

  it('is paused while a shared collection is shown: the switch says why, a tap opens the modal, nothing is marked', async () => {
    const { router, store } = mount('/characters/role-type?collect=1');
    await unitsIn('Attack units');
    act(() => {
      store.dispatch(sharedCollectionOpened(owning(1001)));
      store.dispatch(sharedCollectionShown(true));
    });
    const paused = screen.getByRole('switch', { name: 'Collection mode' });
    expect(paused).toBeDisabled();
    expect(paused).not.toBeChecked();
    expect(paused).toHaveAccessibleDescription('A shared collection is shown: show yours again to mark it.');
    fireEvent.click(unitButton(1002));
    expect(router.state.location.search).toBe('?collect=1&character=1002');
    expect(store.getState().collection.collection.units).toEqual({});

    // One's own collection shown again: the mode the link asked for is back.
    act(() => void store.dispatch(sharedCollectionShown(false)));
    expect(screen.getByRole('switch', { name: 'Collection mode' })).toBeChecked();
  });

  it('a hidden (spoiler) unit is no button, so it cannot be marked', async () => {
    const { store } = mount('/characters/conventional-list?type=l1&collect=1');
    const units = await unitsIn('L1 (Gensokyo) units');
    // 1001, 1002 and story-only 1050 (shown as '?'); the JP-only 1127 is not listed.
    expect(units).toHaveLength(3);
    const hidden = within(units[2]!).getByRole('img', { name: 'Unrevealed character (spoiler)' });
    fireEvent.click(hidden);
    expect(within(units[2]!).queryByRole('button')).toBeNull();
    expect(store.getState().collection.collection.units).toEqual({});
  });
});
