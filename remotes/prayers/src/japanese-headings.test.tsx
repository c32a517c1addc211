import { configure, screen, within } from '@testing-library/react';
import { expectOneHeading } from 'shared-ui/dev/remote-route-testing';
import { loadJapanese, mountInJapanese } from './messages/test-support/mount-in-japanese';

// Each page is a lazy chunk; its first import can take over a second on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(loadJapanese);

describe('the prayer pages in Japanese', () => {
  it.each([
    ['/prayers', '東方LostWord 祈祷トラッカー'],
    ['/prayers/menu', '祈祷メニュー'],
    // No API here: a prayer's page is titled 'Prayer' until its name is in.
    ['/prayers/info/42', '祈祷'],
    ['/prayers/standard-prayer', '恒常祈祷 キャラクター'],
    ['/prayers/standard-prayer/date-order', '恒常祈祷（追加順）'],
    ['/prayers/standard-prayer/info', '恒常祈祷シミュレーター'],
    ['/prayers/ritual-prayer', '絵馬祈祷 キャラクター'],
    ['/prayers/ritual-prayer/date-order', '絵馬祈祷（追加順）'],
    ['/prayers/ritual-prayer/info', '絵馬祈祷シミュレーター'],
    ['/prayers/forever-prayer', '永遠の祈祷'],
    ['/prayers/forever-prayer?id=3', '永遠の祈祷 #3'],
    ['/prayers/kourindou-roulette', '香霖堂ルーレット キャラクター一覧'],
    ['/prayers/reruns', 'キャラクターの復刻'],
    ['/prayers/calendar', '祈祷カレンダー'],
  ])('%s is headed %s', async (url, heading) => {
    await mountInJapanese(url);
    await expectOneHeading(new RegExp(`^${heading.replace(/[()#]/g, '\\$&')}$`));
  });

  it('labels the list’s search in Japanese', async () => {
    await mountInJapanese('/prayers');
    const search = await screen.findByRole('search');
    expect(within(search).getByRole('searchbox', { name: '祈祷名で検索' })).toHaveAttribute('placeholder', '祈祷を検索');
    expect(within(search).getByRole('button', { name: '詳細検索' })).toBeInTheDocument();
    expect(within(search).getByRole('button', { name: '検索をクリア' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '祈祷一覧' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '祈祷メニュー' })).toHaveAttribute('href', '/prayers/menu');
  });

  it('says what a bad link asked for in Japanese', async () => {
    await mountInJapanese('/prayers?prayer-types=banana');
    expect(await screen.findByText('prayer-types：「banana」は使えない値です')).toBeInTheDocument();
  });

  it('names the menu’s links in Japanese', async () => {
    await mountInJapanese('/prayers/menu');
    const nav = await screen.findByRole('navigation', { name: '祈祷のページ' });
    expect(within(nav).getByRole('link', { name: /^恒常祈祷シミュレーター/ })).toHaveAttribute('href', '/prayers/standard-prayer/info');
    expect(within(nav).getByRole('link', { name: /^永遠の祈祷一覧/ })).toHaveAttribute('href', '/prayers?prayer-types=forever-prayer');
  });

  it('tells a forever prayer id it cannot read in Japanese, with the way back', async () => {
    await mountInJapanese('/prayers/forever-prayer?id=abc');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '「abc」は永遠の祈祷のIDではありません。開催中の永遠の祈祷を表示しています。',
    );
    expect(screen.getByRole('link', { name: '< 永遠の祈祷一覧' })).toHaveAttribute('href', '/prayers?prayer-types=forever-prayer');
  });
});
