import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { withRealApi } from 'shared-ui/dev/real-api';
import { NOW } from './calendar/test-support/november-2026';
import { loadJapanese, mountInJapanese } from './messages/test-support/mount-in-japanese';

// These tests talk to the real API in this process; a busy machine needs more than 1 s per wait.
configure({ asyncUtilTimeout: 15_000 });
// The API and the pages share one pinned clock: 25 November 2026, 00:00 UTC.
const api = withRealApi({ now: NOW });
const open = (url: string) => mountInJapanese(url, { clock: createClock(createTestTimeSource(NOW)), settings: { useUtc: true } });

beforeAll(loadJapanese);

describe('the prayer pages in Japanese, with the real API', () => {
  it('lists November 2026 by date in the agenda, its days and kinds in Japanese', async () => {
    await open('/prayers/calendar?view=agenda&month=2026-11');
    expect(await screen.findByRole('heading', { level: 2, name: '2026年11月' })).toBeInTheDocument();
    const tenth = await waitFor(() => screen.getByRole('heading', { name: '2026年11月10日（火）' }).closest('section')!);
    const items = within(tenth)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent);
    expect(items).toEqual([
      '開始： Forever Prayer 2026 (永遠)',
      '開始： EX Festival Rerun Prayer: Clownpiece & Seija (封結晶, 復刻)',
      '終了： Pure Festival Rerun Prayer: Suwako (封結晶, 復刻)',
      '終了： Story Card Prayer: Misty Shrine Visit (絵札)',
    ]);
    expect(tenth).toHaveTextContent('2026年11月10日(火) 03:00 UTC（サーバー時間）');
    expect(screen.getByRole('heading', { name: '11月1日より前から開催中' })).toBeInTheDocument();
    const filters = screen.getByRole('form', { name: 'カレンダーの絞り込み' });
    expect(filters.querySelector('summary')).toHaveTextContent(/^絞り込み$/);
  });

  it('counts the filters a link chose, and names their values in Japanese', async () => {
    await open('/prayers/calendar?view=agenda&month=2026-11&prayer-types=normal&prayer-types=gc&char-types=a-festival&reruns=1');
    const form = await screen.findByRole('form', { name: 'カレンダーの絞り込み' });
    expect(form.querySelector('summary')).toHaveTextContent('絞り込み・4件選択中');
    const types = within(form).getByRole('group', { name: /祈祷の種類/ });
    expect(within(types).getByRole('checkbox', { name: '封結晶' })).toBeChecked();
    expect(within(types).getByRole('checkbox', { name: '絵札' })).not.toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Aフェス' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '復刻のみ' })).toBeChecked();
  });

  it('draws the month grid with Japanese day names and counts', async () => {
    await open('/prayers/calendar?view=month&month=2026-11');
    const grid = await screen.findByRole('group', { name: '月表示' });
    await waitFor(() =>
      expect(grid.querySelector('[data-day="2026-11-10"]')).toHaveAttribute(
        'aria-label',
        expect.stringMatching(/^2026年11月10日（火）, \d+件開始, \d+件終了$/),
      ),
    );
    expect(grid.querySelector('[data-day="2026-11-25"]')?.getAttribute('aria-label')).toMatch(/^2026年11月25日（水）, 今日/);
  });

  it('counts a pool’s characters in Japanese', async () => {
    await open('/prayers/standard-prayer');
    expect(await screen.findByText(/^プールのキャラクター：\d+人$/, undefined, { timeout: 45_000 })).toHaveAttribute('role', 'status');
    expect(screen.getByText(/^最終更新：/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'プールのキャラクター' })).toBeInTheDocument();
  });

  it('heads the rerun table in Japanese', async () => {
    await open('/prayers/reruns');
    const table = await screen.findByTestId('rerun-table', undefined, { timeout: 45_000 });
    expect(screen.getByTestId('rerun-count')).toHaveTextContent(/^[\d,]+人のキャラクター、最長の待ち期間順。$/);
    expect(within(table).getByRole('columnheader', { name: '最長の待ち期間' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('navigation', { name: '表の並び替え' })).toHaveTextContent('並び順：');
  });

  it('works the forever prayer’s chance in Japanese', async () => {
    const fp = api.content().foreverPrayers.find((f) => f.id === 1)!;
    await open('/prayers/forever-prayer?id=1');
    const status = await screen.findByTestId('forever-status', undefined, { timeout: 45_000 });
    expect(status).toHaveTextContent('キャラクターが選ばれていません');
    const grid = screen.getByRole('list', { name: '永遠の祈祷のキャラクター' });
    fireEvent.click(within(grid).getAllByRole('button')[0]!);
    await waitFor(() => expect(status).toHaveTextContent(new RegExp(`^${fp.characters.length}人中1人を選択：\\d+日で成功率[\\d.]+%$`)));
    expect(screen.getByRole('heading', { name: '自動生成メモ' })).toBeInTheDocument();
    // The count is bold inside its sentence.
    const total = screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === `合計：${fp.characters.length}人`);
    expect(total.querySelector('strong')).toHaveTextContent(String(fp.characters.length));
  });

  it('shows a prayer with its simulator in Japanese', async () => {
    const prayer = api.content().prayers.find((p) => p.pool && p.stepUps.length > 0 && !p.flags.gcOnly && !p.opts.disableSC)!;
    await open(`/prayers/info/${prayer.id}?seed=5`);
    expect(await screen.findByRole('heading', { level: 2, name: '祈祷シミュレーター' }, { timeout: 45_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '< 祈祷一覧' })).toHaveAttribute('href', `/prayers#${prayer.id}`);
    expect(screen.getByRole('table', { name: 'キャラクター排出表' })).toBeInTheDocument();
    const pulls = await screen.findByRole('group', { name: '祈祷' });
    expect(within(pulls).getByRole('button', { name: /^単発/ })).toBeInTheDocument();
    expect(within(pulls).getByRole('button', { name: /^10連 封結晶\d+$/ })).toBeInTheDocument();
    expect(screen.getByText(/^開催期間：\d+日\d+時間$/)).toBeInTheDocument();
  });
});
