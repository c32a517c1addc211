import { fireEvent, screen, within } from '@testing-library/react';
import { expectOneHeading } from 'shared-ui/dev/remote-route-testing';
import { stubMatchMedia } from 'shared-ui/dev/match-media-stub';
import { catalogue as sharedUiCatalogue } from 'shared-ui/messages/catalogue';
import { catalogue } from './messages/catalogue';
import { serveFixtureApi } from './test-support/fixture-api';
import { mountSectionIn } from './test-support/mount-section';

serveFixtureApi();
// The shell loads shared-ui's words and the section's in the page's language before the section renders.
beforeAll(() => Promise.all([sharedUiCatalogue.load('ja'), catalogue.load('ja')]));

// Each page's heading on a Japanese page, written out (the manifest's translations say the same).
const HEADINGS: [string, string][] = [
  ['/characters', 'キャラクタートラッカー'],
  ['/characters/conventional-list', '作品順'],
  ['/characters/variant-tracker', 'バリアント一覧'],
  ['/characters/universe-tracker', '世界別一覧'],
  ['/characters/release-order', '実装順'],
  ['/characters/rebirth-order', '幻想再臨順'],
  ['/characters/rebirth-costume-order', '再臨衣装順'],
  ['/characters/unreleased-characters', '未実装キャラクター'],
  ['/characters/prayer-type', '祈祷の種類別キャラクター'],
  ['/characters/role-type', '式別キャラクター'],
];

describe('the character pages in Japanese', () => {
  it.each(HEADINGS)('%s is headed %s', async (path, heading) => {
    await mountSectionIn('ja', path);
    await expectOneHeading(heading);
    expect(await screen.findByRole('switch', { name: '日本版限定のキャラクターを表示' })).toBeInTheDocument();
  });

  it('counts the units behind each menu line with a counter', async () => {
    await mountSectionIn('ja', '/characters');
    const nav = await screen.findByRole('navigation', { name: 'キャラクターのページ' });
    const link = within(nav).getByRole('link', { name: /^作品順/ });
    await within(link).findByText('シリーズ別に作品順で並べたキャラクター。（5人）');
    expect(screen.getByRole('heading', { level: 2, name: '祈祷トラッカー内' })).toBeInTheDocument();
  });

  it('names the tabs and the empty state of a list', async () => {
    await mountSectionIn('ja', '/characters/prayer-type?type=relic');
    expect(await screen.findByRole('tablist', { name: '祈祷の種類' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'レリック' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('この種類の祈祷のキャラクターはまだいません。')).toBeInTheDocument();
  });

  it('says how many characters the release order shows, and names its filters', async () => {
    const media = stubMatchMedia(1366);
    await mountSectionIn('ja', '/characters/release-order');
    expect(await screen.findByText('全8人を表示')).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: '実装順の絞り込み' });
    fireEvent.click(within(filters).getByRole('button', { name: /^フェス/ }));
    expect(await within(filters).findByText('選んだ種類のみ表示しています。')).toBeInTheDocument();
    media.restore();
  });
});
