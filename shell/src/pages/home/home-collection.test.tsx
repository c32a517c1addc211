import { act, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { Collection } from 'shared-domain/collection/collection-model';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { setPageManifests } from '../../routing/site-pages';
import { remoteManifests } from '../../routing/test-support/remote-manifests';
import { HomeCollection } from './home-collection';

const thumb = (id: number, type: string, jp = false) => ({
  id,
  type,
  status: 'limited',
  announced: false,
  released: !jp,
  jpReleased: true,
  jp,
  debut: null,
});
const answers: Record<string, unknown> = {
  '/api/characters/chronological': {
    content: [{ id: 'x', name: 'x', data: [thumb(1001, 'gen'), thumb(1002, 'sfes'), thumb(1003, 'epic', true)] }],
  },
  '/api/story-cards/get-illust': {
    content: [
      {
        storyCards: [
          { id: 7, rarity: 5, releaseDate: '2022-01-01T00:00:00Z' },
          { id: 8, rarity: 3, releaseDate: '2022-01-01T00:00:00Z' },
        ],
      },
    ],
  },
  // Card 9 has no illustrator: only the full list has it.
  '/api/story-cards/get-list': {
    content: [
      { id: 7, rarity: 5, releaseDate: '2022-01-01T00:00:00Z' },
      { id: 8, rarity: 3, releaseDate: '2022-01-01T00:00:00Z' },
      { id: 9, rarity: 4, releaseDate: '2022-01-01T00:00:00Z' },
    ],
  },
};

/** The paths the API was asked for. */
const askedFor = (fetchFn: jest.Mock<Promise<Response>, [Request]>) => fetchFn.mock.calls.map(([request]) => new URL(request.url).pathname);

/** Renders the home's collection block with `collection` read, the API answering from `answers`; returns the fetch. */
function summaryOf(collection: Collection) {
  const fetchFn = jest.fn((request: Request) =>
    Promise.resolve(new Response(JSON.stringify(answers[new URL(request.url).pathname]), { status: 200 })),
  );
  configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
  const { store } = renderWithProviders(
    <MemoryRouter>
      <HomeCollection />
    </MemoryRouter>,
  );
  act(() => void store.dispatch(collectionLoaded({ collection })));
  return fetchFn;
}

describe('HomeCollection', () => {
  afterEach(() => configureBaseQuery({}));

  it('shows nothing until the collection is read, then an invitation when it is empty', async () => {
    setPageManifests(remoteManifests());
    const { store } = renderWithProviders(
      <MemoryRouter>
        <HomeCollection />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('home-collection')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByTestId('home-collection-empty')).toBeNull();
    act(() => {
      store.dispatch(collectionLoaded({ collection: { units: {}, cards: {} } }));
    });
    expect(await screen.findByTestId('home-collection-empty')).toHaveTextContent('Nothing marked yet.');
    // The trackers the remotes' manifests link from here.
    expect(screen.getByRole('link', { name: 'Character Tracker' })).toHaveAttribute('href', '/characters');
    expect(screen.getByRole('link', { name: 'Story Card Tracker' })).toHaveAttribute('href', '/story-cards');
  });

  it('sums up owned characters by type and cards by rarity, JP-only left out with JP content off', async () => {
    const fetchFn = summaryOf({ units: { '1001': { fr: false }, '1002': { fr: true }, '1003': { fr: false } }, cards: { '7': 4 } });
    const summary = await screen.findByTestId('home-collection-summary');
    expect(within(summary).getByRole('list', { name: 'Characters owned by type' })).toHaveTextContent('Standard 1Ultra Festival 1');
    expect(within(summary).getByRole('list', { name: 'Story cards owned by rarity' })).toHaveTextContent('5★ 1');
    expect(summary).toHaveTextContent('2 characters owned');
    expect(summary).toHaveTextContent('1 more owned item is JP-only or not out yet');
    await waitFor(() => expect(fetchFn).toHaveBeenCalledTimes(2));
  });

  it('counts an owned card that has no illustrator from the full card list, and says what is in no data at all', async () => {
    const fetchFn = summaryOf({ units: {}, cards: { '7': 0, '9': 2, '99': 1 } });
    const summary = await screen.findByTestId('home-collection-summary');
    expect(within(summary).getByRole('list', { name: 'Story cards owned by rarity' })).toHaveTextContent('5★ 14★ 1');
    expect(summary).toHaveTextContent('2 story cards owned');
    expect(summary).toHaveTextContent('1 marked item is not in the site’s data and not counted.');
    // Card 99 is in neither list: asked for once, never again.
    await new Promise((r) => setTimeout(r, 50));
    expect(askedFor(fetchFn).sort()).toEqual(['/api/characters/chronological', '/api/story-cards/get-illust', '/api/story-cards/get-list']);
  });
});
