/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { testApp } from 'shared-ui/dev/real-api';
import { calendarMeta, calendarSitemapUrls } from './calendar-page-meta';

// 25 November 2026, 00:00 UTC: prayers 555 and 556 began the day before; 557 to 559 start on 1 December.
const NOW = Date.UTC(2026, 10, 25);

let api: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
const apiText = async (path: string) => (await fetch(new URL(path, apiUrl))).text();

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const meta = (path: string) => calendarMeta(new URL(path, 'http://shell.invalid'), apiText, NOW);

describe('the calendar’s head, with the real API', () => {
  it('titles and describes a month, with a preview card of it', async () => {
    const head = await meta('/prayers/calendar?month=2026-11');
    expect(head.title).toBe('Prayer Calendar: November 2026');
    expect(head.description).toBe(
      '9 prayers run in November 2026 (server time, UTC): 6 Seal Crystal, 2 Story Card, 1 Forever. A month grid, a timeline and an agenda, with calendar feeds.',
    );
    expect(head.card).toEqual({
      kicker: 'Prayer calendar',
      heading: 'November 2026',
      lines: [
        '9 prayers: 6 Seal Crystal, 2 Story Card, 1 Forever',
        "Nov 3: Story Card Prayer: Kasen's Mountain Path",
        'Nov 10: Forever Prayer 2026',
        'Nov 10: EX Festival Rerun Prayer: Clownpiece & Seija',
      ],
      accent: '#e0a84f',
      picture: expect.stringMatching(/^<svg /),
    });
    // The picture is the month's grid: its prayers by name in it.
    expect(head.card?.picture).toContain('>Festival Prayer: Keine</text>');
    expect(head.card?.picture).toContain('>Seal Crystal</text>');
    expect(head.canonical).toBe('/prayers/calendar?month=2026-11');
    expect(head.items?.map((i) => i.path)).toEqual([548, 549, 550, 551, 552, 553, 554, 555, 556].map((id) => `/prayers/info/${id}`));
  });

  it('the plain calendar is this month’s (server time), under the manifest’s title', async () => {
    const head = await meta('/prayers/calendar');
    expect(head.title).toBe('Prayer Calendar');
    expect(head.card?.heading).toBe('November 2026');
    expect(head.canonical).toBe('/prayers/calendar');
  });

  it('says a filtered view’s filters', async () => {
    const head = await meta('/prayers/calendar?month=2026-11&reruns=1&prayer-types=normal&characters=8058');
    expect(head.title).toBe('Prayer Calendar: November 2026, filtered');
    expect(head.description).toBe(
      '2 prayers run in November 2026 (server time, UTC), Seal Crystal, with Clownpiece, reruns only: 2 Seal Crystal. A month grid, a timeline and an agenda, with calendar feeds.',
    );
    expect(head.card?.kicker).toBe('Prayer calendar · filtered');
  });

  it('never shows what the global version has not announced, even for a link asking for JP content', async () => {
    for (const path of ['/prayers/calendar?month=2026-12', '/prayers/calendar?month=2026-12&jp=1']) {
      const head = await meta(path);
      // 552 runs into December, 555 and 556 too; 557 to 559 (1 December) have not started on the 25th.
      expect(head.items?.map((i) => i.path)).toEqual([552, 555, 556].map((id) => `/prayers/info/${id}`));
      expect(JSON.stringify(head)).not.toMatch(/Suika|estimated/i);
    }
  });

  it('answers bad input with the nearest valid view as canonical', async () => {
    const head = await meta('/prayers/calendar?month=2026-13&view=week&colour=red');
    expect(head.title).toBe('Prayer Calendar: December 2026');
    expect(head.canonical).toBe('/prayers/calendar?month=2026-12');
  });
});

describe('the calendar’s head for a Japanese link', () => {
  const metaJa = (path: string) => calendarMeta(new URL(path, 'http://shell.invalid'), apiText, NOW, 'ja');

  it('says the month, its prayers and its card in Japanese, the prayers’ names as the content has them', async () => {
    const head = await metaJa('/prayers/calendar?month=2026-11');
    expect(head.title).toBe('祈祷カレンダー：2026年11月');
    expect(head.description).toBe(
      '2026年11月（サーバー時間・UTC）に開催の祈祷は9件：封結晶 6件、絵札 2件、永遠 1件。月のグリッド、タイムライン、予定一覧と、カレンダーフィード。',
    );
    expect(head.card).toEqual({
      kicker: '祈祷カレンダー',
      heading: '2026年11月',
      lines: [
        '祈祷9件：封結晶 6件、絵札 2件、永遠 1件',
        "11月3日：Story Card Prayer: Kasen's Mountain Path",
        '11月10日：Forever Prayer 2026',
        '11月10日：EX Festival Rerun Prayer: Clownpiece & Seija',
      ],
      accent: '#e0a84f',
      picture: expect.stringMatching(/^<svg /),
    });
    expect(head.card?.picture).toContain('>封結晶</text>');
    expect(head.card?.picture).not.toContain('>Seal Crystal</text>');
  });

  it('says a filtered view’s filters in Japanese', async () => {
    const head = await metaJa('/prayers/calendar?month=2026-11&reruns=1&prayer-types=normal&characters=8058');
    expect(head.title).toBe('祈祷カレンダー：2026年11月（絞り込み）');
    expect(head.description).toBe(
      '2026年11月（サーバー時間・UTC）に開催の祈祷は2件（封結晶、ピックアップ：Clownpiece、復刻のみ）：封結晶 2件。月のグリッド、タイムライン、予定一覧と、カレンダーフィード。',
    );
    expect(head.card?.kicker).toBe('祈祷カレンダー・絞り込み');
    expect(head.card?.lines[1]).toBe('絞り込み：封結晶、ピックアップ：Clownpiece、復刻のみ');
  });
});

describe('the calendar in the sitemap', () => {
  it('lists the calendar and every month from the global launch to this one, none ahead', () => {
    const urls = calendarSitemapUrls(NOW);
    // May 2021 to November 2026: 8 + 4 × 12 + 11 months.
    expect(urls).toHaveLength(1 + 67);
    expect(urls.slice(0, 3)).toEqual(['/prayers/calendar', '/prayers/calendar?month=2021-05', '/prayers/calendar?month=2021-06']);
    expect(urls.at(-1)).toBe('/prayers/calendar?month=2026-11');
  });
});
