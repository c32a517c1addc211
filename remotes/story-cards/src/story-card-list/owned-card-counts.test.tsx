import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import { withRealApi } from 'shared-ui/dev/real-api';
import storyCardsRoutes from '../routes';

const api = withRealApi();
const { MOUNTS } = remoteRouteTesting(storyCardsRoutes);

// Expected values come from the content files, not from the code under test.
const isOut = (c: { releaseDate: string }) => Date.parse(c.releaseDate) <= Date.now();
const fiveStars = () => api.content().storyCards.filter((c) => c.rarity === 5);
const n = (x: number) => x.toLocaleString('en-US');
const chip = (list: string, key: string) =>
  within(screen.getByRole('list', { name: list }))
    .getAllByRole('listitem')
    .find((li) => li.dataset.rarity === key || li.dataset.suit === key);

describe('story-card list: the collection', () => {
  it('counts owned cards overall, by rarity and by suit; owned=yes shows only them; unreleased count with JP content on', async () => {
    const released = fiveStars().filter(isOut);
    const unreleased = fiveStars().find((c) => !isOut(c))!;
    const [a, b] = released;
    const { store, router } = MOUNTS.nested('/story-cards?rarities=5&owned=yes');
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: { [a!.id]: 0, [b!.id]: 4, [unreleased.id]: 1 } } }));
    });
    await waitFor(
      () =>
        expect(screen.getByTestId('count-line')).toHaveTextContent(
          `Showing 2 of ${n(api.content().storyCards.filter(isOut).length)} story cards`,
        ),
      {
        timeout: 20_000,
      },
    );
    const line = screen.getByTestId('owned-line');
    expect(line).toHaveTextContent(`Owned 2 of ${n(released.length)}`);
    expect(chip('Owned by rarity', '5')).toHaveTextContent(`5 stars: 2/${n(released.length)}`);
    expect(within(screen.getByRole('list', { name: 'Owned by rarity' })).getAllByRole('listitem')).toHaveLength(1);
    const suitA = released.filter((c) => c.type === a!.type);
    expect(chip('Owned by suit', a!.type)).toHaveTextContent(`/${n(suitA.length)}`);
    expect(screen.getAllByRole('article').map((el) => el.dataset.cardId)).toEqual([String(a!.id), String(b!.id)]);

    fireEvent.click(screen.getByRole('switch', { name: 'Show unreleased cards' }));
    await waitFor(() => expect(chip('Owned by rarity', '5')).toHaveTextContent(`5 stars: 3/${n(fiveStars().length)}`));

    fireEvent.click(screen.getByRole('radio', { name: 'Missing' }));
    await waitFor(() => expect(router.state.location.search).toBe('?rarities=5&owned=no'));
  });
});
