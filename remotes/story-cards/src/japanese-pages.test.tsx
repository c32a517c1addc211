import { screen, waitFor, within } from '@testing-library/react';
import { withRealApi } from 'shared-ui/dev/real-api';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { sectionRouteTree } from 'shared-ui/dev/section-route-tree';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from './messages/catalogue';
import storyCardsRoutes from './routes';

const api = withRealApi();

// The section as the shell mounts it on a /ja page: the language comes from the shell's context.
const mountInJapanese = (url: string) => renderRoutes(sectionRouteTree(storyCardsRoutes), url, { locale: 'ja' });

// Expected values come from the content files, not from the code under test.
const isOut = (c: { releaseDate: string }) => Date.parse(c.releaseDate) <= Date.now();
const n = (x: number) => x.toLocaleString('en-US');

// As the shell does before a Japanese page renders: this section's words and shared-ui's.
beforeAll(() => Promise.all([catalogue.load('ja'), sharedUiCatalogue.load('ja')]));

describe('the story-card pages in Japanese', () => {
  it('the list: its heading, controls and count line', async () => {
    mountInJapanese('/story-cards?rarities=5');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('絵札一覧');
    expect(screen.getByRole('button', { name: '検索' })).toBeInTheDocument();
    const released = api.content().storyCards.filter(isOut);
    const fiveStars = released.filter((c) => c.rarity === 5).length;
    await waitFor(() => expect(screen.getByTestId('count-line')).toHaveTextContent(`全${n(released.length)}枚中${n(fiveStars)}枚を表示`), {
      timeout: 20_000,
    });
    expect(screen.getByRole('searchbox', { name: '絵札を名前で検索' })).toHaveAttribute(
      'placeholder',
      '名前・略称で検索（カンマ区切りで複数）',
    );
    expect(screen.getByRole('button', { name: '詳細検索' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '絵札リスト' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '未所持' })).toBeInTheDocument();
    const card = (await screen.findAllByRole('article'))[0]!;
    expect(within(card).getByText('合計')).toBeInTheDocument();
    expect(within(card).getByText('入手方法')).toBeInTheDocument();
    // Card names are game text: the card keeps its name from the content.
    const name = card.querySelector('h2')?.textContent ?? '';
    expect(released.filter((c) => c.rarity === 5).map((c) => c.name)).toContain(name);
  });

  it('the list titles a search in Japanese', async () => {
    mountInJapanese('/story-cards?name=Lost%20Bamboo%20Forest');
    // story-cards/0001.json is the one card so named.
    await waitFor(() => expect(document.title).toMatch(/^絵札（名前「Lost Bamboo Forest」）：1枚/));
  });

  it('the illustrator tracker: its heading, count and sort bars', async () => {
    mountInJapanese('/story-cards/illustrators');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('イラストレーター一覧');
    const { artists, storyCards } = api.content();
    const withCards = artists.filter((a) => storyCards.some((c) => c.artist === a.id && isOut(c))).length;
    expect(await screen.findByText(`${withCards}人のイラストレーターが絵札を担当`)).toBeInTheDocument();
    const artistSort = screen.getByRole('group', { name: 'イラストレーターの並び順' });
    expect(within(artistSort).getByRole('button', { pressed: true })).toHaveAccessibleName(/^名前順\s*（昇順）$/);
    expect(screen.getByRole('group', { name: '絵札の並び順' })).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0]!;
    expect(first).toHaveTextContent(/絵札\d+枚/);
    expect(screen.getByRole('switch', { name: '未実装の絵札を表示' })).toBeInTheDocument();
  });
});
