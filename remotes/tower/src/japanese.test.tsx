import { screen, within } from '@testing-library/react';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from './messages/catalogue';
import { fakeApi } from './test-support/fake-api';
import { testClock } from './test-support/tower-test-env';
import towerRoutes from './routes';

const RELEASE = { global: '2020-01-01T03:00:00Z', jp: '2019-01-01T03:00:00Z' };
const REWARD = { id: 'gold-coin', name: 'Gold Coin', image: '/images/items/gold-coin.svg', glow: null, amount: 1200 };
const ENEMY = {
  unit: {
    id: 1001,
    universe: 'L1',
    name: { jp: '名前', kana: 'なまえ', en: 'Some One', translit: 'Some One', enFamilyFirst: 'Some One' },
    shortName: 'Some One',
    title: 'Title',
    thumbnail: '/images/characters/1001.svg',
    spoilerSafeThumbnail: '/images/characters/1001.svg',
    img: '/images/characters/1001.svg',
  },
  hp: 25000,
  hpGauge: 1,
  spells: [1],
  barriers: 2,
  weaks: ['sun'],
  resists: [],
  tags: [],
  affinities: [],
  abilities: [{ type: 'graze', effects: [], value: 2 }],
  skills: [],
  gauges: [],
};

// The shell loads both before a Japanese page renders: the tower's words and shared-ui's (its frame, its 404).
beforeAll(async () => {
  await Promise.all([catalogue.load('ja'), sharedUiCatalogue.load('ja')]);
  fakeApi({
    '/towers/get-list': { content: [{ floor: 1, release: RELEASE, rewards: [] }], lastUpdate: 0 },
    '/towers/get-detail': {
      content: { floor: 1, tagNo: 0, release: RELEASE, rewards: [REWARD], useGauge: false, enemies: [ENEMY] },
      lastUpdate: 0,
    },
    '/towers/get-rewards': {
      content: [
        { item: 'gold-coin', name: 'Gold Coin', image: REWARD.image, glow: null, values: [{ floor: 1, amount: 1200, release: RELEASE }] },
      ],
      lastFloor: 1,
      lastUpdate: 0,
    },
  });
});

/** The tower section on a Japanese page: the shell provides the language above the section. */
const renderInJapanese = (url: string) =>
  renderRoutes([{ path: '/stages', children: towerRoutes.routes }], url, { clock: testClock().clock, locale: 'ja' });

const heading = () => screen.findByRole('heading', { level: 1 });

describe('the tower in Japanese', () => {
  it('the stages page names the tower and its rewards', async () => {
    renderInJapanese('/stages');
    expect(await heading()).toHaveTextContent(/^ステージ$/);
    const links = screen.getByRole('navigation', { name: 'ステージのページ' });
    expect(within(links).getByRole('link', { name: /^紅魔塔 全階層/ })).toHaveAttribute('href', '/stages/scarlet-devil-tower');
    expect(within(links).getByRole('link', { name: /^紅魔塔の報酬/ })).toHaveAttribute('href', '/stages/scarlet-devil-tower/rewards');
  });

  it('the floor page: its heading, selector, enemy and rewards', async () => {
    renderInJapanese('/stages/scarlet-devil-tower?floor=1');
    expect(await heading()).toHaveTextContent(/^1階$/);
    const region = await screen.findByRole('region', { name: '1階の内容' });
    expect(await within(region).findByText('グレイズ2回')).toBeInTheDocument();
    expect(within(region).getByText('グレイズ')).toBeInTheDocument();
    expect(within(region).getByText('数量：1,200')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: '報酬' })).toBeInTheDocument();
    expect(within(region).getByTestId('enemy-hp')).toHaveTextContent('25,000');
    expect(screen.getByRole('complementary', { name: '階層' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: '階層リスト' })).getByRole('link', { name: '1F' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '階層選択' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '報酬アイテム' })).toHaveAttribute('href', '/stages/scarlet-devil-tower/rewards');
  });

  it('the rewards page: its heading, search and amounts', async () => {
    renderInJapanese('/stages/scarlet-devil-tower/rewards');
    expect(await heading()).toHaveTextContent(/^紅魔塔の報酬$/);
    expect(screen.getByRole('link', { name: '< 紅魔塔' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'アイテム検索' })).toHaveAttribute('placeholder', 'アイテム名');
    const floors = await screen.findByRole('list', { name: 'Gold Coinがもらえる階層' });
    expect(within(floors).getByRole('listitem')).toHaveTextContent(/^1F×1,200$/);
  });
});
