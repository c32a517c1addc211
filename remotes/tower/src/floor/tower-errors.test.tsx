import { screen, within } from '@testing-library/react';
import { fakeApi } from '../test-support/fake-api';
import { renderTower } from '../test-support/tower-test-env';

const unit = (id: number, en: string) => ({
  id,
  universe: 'L1',
  name: { jp: '名前', kana: 'なまえ', en, translit: en, enFamilyFirst: en },
  shortName: en,
  title: 'Title',
  thumbnail: `/images/characters/${id}.svg`,
  spoilerSafeThumbnail: `/images/characters/${id}.svg`,
  img: `/images/characters/${id}.svg`,
});
const enemy = (id: number, en: string, weaks: string[]) => ({
  unit: unit(id, en),
  hp: 1000,
  hpGauge: 1,
  spells: [1],
  barriers: 2,
  weaks,
  resists: [],
  tags: [],
  affinities: [],
  abilities: [],
  skills: [],
  gauges: [],
});
const RELEASE = { global: '2020-01-01T03:00:00Z', jp: '2019-01-01T03:00:00Z' };
const LIST = { content: [{ floor: 1, release: RELEASE, rewards: [] }], lastUpdate: 0 };

describe('the error texts', () => {
  it("an empty floor list says 'tower floor list data is null'", async () => {
    fakeApi({ '/towers/get-list': { content: null, lastUpdate: 0 }, '/towers/get-detail': { content: null, lastUpdate: 0 } });
    renderTower('/stages/scarlet-devil-tower');
    expect(await screen.findByText('tower floor list data is null')).toBeInTheDocument();
    expect(await screen.findByText('tower detail data is null')).toBeInTheDocument();
  });

  it("an empty rewards answer says 'tower rewards data is null'", async () => {
    fakeApi({ '/towers/get-rewards': { content: null, lastFloor: 0, lastUpdate: 0 } });
    renderTower('/stages/scarlet-devil-tower/rewards');
    expect(await screen.findByText('tower rewards data is null')).toBeInTheDocument();
  });

  it("an unknown element shows 'element not found!' in that enemy's column only", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      '/towers/get-list': LIST,
      '/towers/get-detail': {
        content: {
          floor: 1,
          tagNo: 0,
          release: RELEASE,
          rewards: [],
          useGauge: false,
          enemies: [enemy(1001, 'Broken One', ['plasma']), enemy(1002, 'Fine One', ['sun'])],
        },
        lastUpdate: 0,
      },
    });
    renderTower('/stages/scarlet-devil-tower?floor=1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('element not found!');
    const columns = screen.getAllByTestId('enemy-column');
    expect(columns).toHaveLength(1);
    expect(within(columns[0]!).getByTestId('enemy-name')).toHaveTextContent('Fine One');
  });

  it('a failed list shows the server message with Retry, and the floor still loads', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi({
      '/towers/get-list': { status: 404, body: { error: 'Not Found', message: 'no floor list here' } },
      '/towers/get-detail': {
        content: { floor: 2, tagNo: 0, release: RELEASE, rewards: [], useGauge: false, enemies: [enemy(1002, 'Fine One', ['sun'])] },
        lastUpdate: 0,
      },
    });
    renderTower('/stages/scarlet-devil-tower?floor=2');
    expect(await screen.findByText('no floor list here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(await screen.findByTestId('enemy-name')).toHaveTextContent('Fine One');
  });
});
