import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { remoteRouteTesting } from 'shared-ui/dev/remote-route-testing';
import storyCardsRoutes from '../routes';
import { withRealApi } from 'shared-ui/dev/real-api';

const api = withRealApi();
const { MOUNTS } = remoteRouteTesting(storyCardsRoutes);

/** From the content files: each artist's released cards (artists with none dropped). */
function expectedArtists() {
  const now = Date.now();
  const { artists, storyCards } = api.content();
  return artists
    .map((a) => ({ a, cards: storyCards.filter((c) => c.artist === a.id && Date.parse(c.releaseDate) <= now) }))
    .filter((x) => x.cards.length > 0);
}
const entryNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('data-artist-id'));

describe('illustrator tracker', () => {
  it('lists artists with released cards, alphabetically, 10 at first; the count says how many', async () => {
    MOUNTS.nested('/story-cards/illustrators');
    const expected = expectedArtists();
    const byName = [...expected].sort((x, y) => x.a.name.localeCompare(y.a.name, 'en') || x.a.id.localeCompare(y.a.id));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(10));
    expect(entryNames().slice(0, 10)).toEqual(byName.slice(0, 10).map((x) => x.a.id));
    expect(screen.getByText(`${expected.length} illustrators contributed story cards`)).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0]!;
    const n = byName[0]!.cards.length;
    expect(first).toHaveTextContent(`${n} story card${n === 1 ? '' : 's'}`);
    expect(within(first).getAllByRole('listitem')).toHaveLength(n);
  });

  it('No. of Cards sorts by card count; clicking again reverses; the reveal restarts at 10', async () => {
    MOUNTS.nested('/story-cards/illustrators');
    await screen.findByRole('group', { name: 'Artist sort' });
    const counts = expectedArtists().map((x) => x.cards.length);
    // Let the list reveal past 10 before the sort change.
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(10));
    fireEvent.click(within(screen.getByRole('group', { name: 'Artist sort' })).getByRole('button', { name: 'No. of Cards' }));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    const shownCounts = () => screen.getAllByRole('article').map((a) => Number(/(\d+) story cards?/.exec(a.textContent ?? '')?.[1]));
    expect(shownCounts()[0]).toBe(Math.min(...counts));
    fireEvent.click(within(screen.getByRole('group', { name: 'Artist sort' })).getByRole('button', { name: /^No\. of Cards/ }));
    expect(shownCounts()[0]).toBe(Math.max(...counts));
  });

  it('with JP content, artists of unreleased cards appear', async () => {
    MOUNTS.nested('/story-cards/illustrators');
    const withJp = api.content().artists.filter((a) => api.content().storyCards.some((c) => c.artist === a.id)).length;
    await screen.findByText(`${expectedArtists().length} illustrators contributed story cards`);
    fireEvent.click(screen.getByRole('switch', { name: 'Show unreleased cards' }));
    expect(await screen.findByText(`${withJp} illustrators contributed story cards`)).toBeInTheDocument();
  });
});
