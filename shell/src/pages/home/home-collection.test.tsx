import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { Collection } from 'shared-domain/collection/collection-model';
import { collectionLoaded } from 'shared-domain/collection/collection-slice';
import type { Collectable } from 'shared-domain/schemas/api/general';
import { renderWithProviders } from 'shared-ui/dev/render-with-providers';
import { setPageManifests } from '../../routing/site-pages';
import { remoteManifests } from '../../routing/test-support/remote-manifests';
import { inJapanese, loadJapanese } from '../../messages/test-support/in-japanese';
import { HomeCollection } from './home-collection';

// As the home's answer names them: 1003 is out in JP only, card 9 not out yet.
const COLLECTABLE: Collectable = {
  units: [
    { type: 'gen', ids: '1001,1004-1005', later: '' },
    { type: 'sfes', ids: '1002', later: '' },
    { type: 'epic', ids: '', later: '1003' },
  ],
  cards: [
    { rarity: 5, ids: '7', later: '' },
    { rarity: 4, ids: '8', later: '9' },
  ],
};

/** Renders the block with the home's ids, the API counting every request; returns the store and the fetch. */
function render(collectable: Collectable | null | undefined = COLLECTABLE, japanese = false) {
  const fetchFn = jest.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
  configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
  const { store } = renderWithProviders(
    <MemoryRouter>
      {japanese ? inJapanese(<HomeCollection collectable={collectable} />) : <HomeCollection collectable={collectable} />}
    </MemoryRouter>,
  );
  const read = (collection: Collection) => act(() => void store.dispatch(collectionLoaded({ collection })));
  return { read, fetchFn };
}

describe('HomeCollection', () => {
  afterEach(() => configureBaseQuery({}));

  it('draws the summary hidden until the collection is read, each count naming the ids it counts', () => {
    render();
    expect(screen.getByTestId('home-collection')).toHaveAttribute('aria-busy', 'true');
    const summary = screen.getByTestId('home-collection-summary');
    expect(summary).not.toBeVisible();
    expect(summary).toHaveAttribute('data-shown-with-marks');
    const standard = within(summary).getByText('Standard').closest('li')!;
    expect(standard).toHaveAttribute('aria-busy', 'true');
    expect(standard.querySelector('[data-count-units]')).toHaveAttribute('data-count-units', '1001,1004-1005');
    expect(summary.querySelector('h3 [data-count-cards]')).toHaveAttribute('data-count-cards', '7,8');
    // JP-only ids are not counted in the page's HTML.
    expect(summary).not.toHaveTextContent('Epic');
  });

  it('shows an invitation for an empty collection', () => {
    setPageManifests(remoteManifests());
    const { read } = render();
    read({ units: {}, cards: {} });
    expect(screen.getByTestId('home-collection-empty')).toHaveTextContent('Nothing marked yet.');
    // The trackers the remotes' manifests link from here.
    expect(screen.getByRole('link', { name: 'Character Tracker' })).toHaveAttribute('href', '/characters');
    expect(screen.getByRole('link', { name: 'Story Card Tracker' })).toHaveAttribute('href', '/story-cards');
  });

  it('sums up owned characters by type and cards by rarity from the ids alone, JP-only left out with JP content off', () => {
    const { read, fetchFn } = render();
    read({
      units: { '1001': { fr: false }, '1005': { fr: true }, '1003': { fr: false }, '4242': { fr: false } },
      cards: { '7': 4, '9': 0 },
    });
    const summary = screen.getByTestId('home-collection-summary');
    expect(summary).toBeVisible();
    expect(screen.getByTestId('home-collection')).not.toHaveAttribute('aria-busy');
    expect(within(summary).getByRole('heading', { name: 'Characters owned 2' })).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: 'Story cards owned 1' })).toBeInTheDocument();
    expect(within(summary).getByText('Standard').closest('li')).toHaveAttribute('data-owned', '2');
    // Owned none of: drawn, and left out by the stylesheet.
    expect(within(summary).getByText('Ultra Festival').closest('li')).toHaveAttribute('data-owned', '0');
    expect(within(summary).getByText('4★').closest('li')).toHaveAttribute('data-owned', '0');
    expect(summary).toHaveTextContent('2 more owned items are JP-only or not out yet');
    expect(summary).toHaveTextContent('1 marked item is not in the site’s data and not counted.');
    expect(fetchFn).not.toHaveBeenCalled();
  });

  it('says the summary could not be made when the home answer has no ids, and nothing while it loads', () => {
    const { read } = render(null);
    read({ units: { '1001': { fr: false } }, cards: {} });
    expect(screen.getByTestId('home-collection')).toHaveTextContent(
      'The summary could not be made just now; your collection is unchanged.',
    );
  });
});

describe('HomeCollection in Japanese', () => {
  beforeAll(() => loadJapanese());
  afterEach(() => configureBaseQuery({}));

  it('sums up in Japanese, its counts as counters', async () => {
    const { read } = render(COLLECTABLE, true);
    expect(await screen.findByRole('heading', { level: 2, name: 'マイコレクション' })).toBeInTheDocument();
    read({
      units: { '1001': { fr: false }, '1005': { fr: true }, '1003': { fr: false }, '4242': { fr: false } },
      cards: { '7': 4, '9': 0 },
    });
    const summary = screen.getByTestId('home-collection-summary');
    expect(within(summary).getByRole('heading', { name: '所持キャラクター 2' })).toBeInTheDocument();
    expect(within(summary).getByRole('list', { name: '種類別の所持キャラクター' })).toHaveTextContent('恒常');
    expect(summary).toHaveTextContent(
      'ほかに所持している2件は日本版限定か未実装です。数えるには設定で日本版限定の内容を表示してください。',
    );
    expect(within(summary).getByRole('link', { name: '設定' })).toHaveAttribute('href', '/settings');
    expect(summary).toHaveTextContent('印を付けた1件はサイトのデータになく、数えていません。');
  });

  it('invites to mark in Japanese, the trackers in a Japanese list', async () => {
    setPageManifests(remoteManifests());
    const { read } = render(COLLECTABLE, true);
    await screen.findByTestId('home-collection');
    read({ units: {}, cards: {} });
    const invitation = screen.getByTestId('home-collection-empty');
    expect(invitation).toHaveTextContent(
      /^まだ何も印が付いていません。キャラクターを開いて「所持」にチェックを入れるか、.+で絵札に限界突破を付けてください。/,
    );
    expect(invitation.querySelector('em')).toHaveTextContent('所持');
  });
});
