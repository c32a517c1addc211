/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import { testApp } from 'shared-ui/dev/real-api';
import { pageServer } from './page-server';

// A day inside the sample's first page of prayers: some of them have started, the newest have not.
const NOW = Date.parse('2027-01-01T00:00:00Z');

interface PrayerRow {
  name: string;
  start: string;
  image: { img: string };
}

let api: Awaited<ReturnType<typeof testApp>>['app'];
let apiUrl = '';
let prayers: PrayerRow[] = [];
const apiText = async (path: string) => (await fetch(new URL(path, apiUrl))).text();

beforeAll(async () => {
  api = (await testApp(NOW)).app;
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  prayers = (JSON.parse(await apiText('/api/prayers/get-list')) as { content: PrayerRow[] }).content;
});
afterAll(() => api.close());

const page = (path: string) => new URL(path, 'http://shell.invalid');

describe('the prayer pages’ first data', () => {
  it.each([
    ['/prayers', ['/api/prayers/get-list']],
    ['/prayers/info/548', ['/api/prayers/get-detail?id=548']],
    ['/prayers/info/abc', []],
    ['/prayers/info/0', []],
    ['/prayers/menu', []],
    ['/prayers/reruns', ['/api/prayers/featured']],
    ['/prayers/reruns?sort=runs', ['/api/prayers/featured']],
    // The calendar's first page of the list; the pages its month needs are asked for while it renders.
    ['/prayers/calendar?month=2026-11', ['/api/prayers/get-list']],
  ])('%s preloads %j', (path, expected) => {
    expect(pageServer.firstData(page(path))).toEqual(expected);
  });
});

describe('the prayer list’s first images, with the real API', () => {
  const images = (path: string) => pageServer.firstImages!(page(path), apiText, NOW);

  it('are the banners of the prayers the list shows first (none that starts after now), in the API order', async () => {
    // The list runs to 'now' by default, so a prayer that has not started is not shown.
    const shown = prayers.filter((p) => Date.parse(p.start) < NOW);
    expect(shown.length).toBeLessThan(prayers.length); // the sample has future prayers to skip
    expect((await images('/prayers')).slice(0, 3)).toEqual(shown.slice(0, 3).map((p) => p.image.img));
  });

  it("with a query, start with that search's first prayer", async () => {
    const target = prayers.filter((p) => Date.parse(p.start) < NOW)[7]!;
    expect((await images(`/prayers?name=${encodeURIComponent(target.name)}`))[0]).toBe(target.image.img);
  });

  it('are none for another page, without an answer, or for an answer off the contract', async () => {
    expect(await images('/prayers/menu')).toEqual([]);
    expect(await pageServer.firstImages!(page('/prayers'), async () => null, NOW)).toEqual([]);
    expect(await pageServer.firstImages!(page('/prayers'), async () => '{"content":"nope"}', NOW)).toEqual([]);
    expect(await pageServer.firstImages!(page('/prayers'), async () => 'not json', NOW)).toEqual([]);
  });

  it('are none when an image is not a path under /images/ (the contract refuses the answer)', async () => {
    const body = JSON.parse(await apiText('/api/prayers/get-list')) as { content: Array<PrayerRow & { start: string }> };
    const live = body.content.filter((p) => Date.parse(p.start) < NOW).slice(0, 3);
    for (const bad of ['javascript:alert(1)', '//evil.example/x.svg', '/images/a.svg>; rel=preload']) {
      const tampered = JSON.stringify({ ...body, content: [{ ...live[0]!, image: { ...live[0]!.image, img: bad } }, ...live.slice(1)] });
      expect(await pageServer.firstImages!(page('/prayers'), async () => tampered, NOW)).toEqual([]);
    }
    // The same answer untampered does give them.
    const fine = JSON.stringify({ ...body, content: live });
    expect(await pageServer.firstImages!(page('/prayers'), async () => fine, NOW)).toEqual(live.map((p) => p.image.img));
  });
});

describe('a prayer link', () => {
  const meta = (path: string) => pageServer.pageMeta!(page(path), apiText, NOW);

  it('previews the prayer: its name, dates and rate-ups', async () => {
    // prayers/0600.json: "God Crystal Prayer: Seiga", 2027-06-01 to 2027-06-15, rate-up 8085 (Seiga Kaku, out in global).
    expect(await meta('/prayers/info/600')).toMatchObject({
      title: 'God Crystal Prayer: Seiga',
      description: 'Prayer #600, 2027-06-01 to 2027-06-15. Rate-up: Seiga Kaku. Rates, pool and a pull simulator.',
      card: { kicker: 'Prayer #600', heading: 'God Crystal Prayer: Seiga', lines: ['2027-06-01 to 2027-06-15', 'Rate-up: Seiga Kaku'] },
    });
  });

  it('previews a Japanese link in Japanese, the prayer’s own name and the unit’s as they are', async () => {
    const meta = await pageServer.pageMeta!(page('/prayers/info/600'), apiText, NOW, 'ja');
    expect(meta).toMatchObject({
      title: 'God Crystal Prayer: Seiga',
      description: '祈祷 #600、2027-06-01〜2027-06-15。ピックアップ：Seiga Kaku。排出率、プール、祈祷シミュレーター。',
      card: { kicker: '祈祷 #600', heading: 'God Crystal Prayer: Seiga', lines: ['2027-06-01〜2027-06-15', 'ピックアップ：Seiga Kaku'] },
    });
    expect(meta!.breadcrumbs).toEqual([
      { name: '東方LostWord 祈祷トラッカー', path: '/prayers' },
      { name: 'God Crystal Prayer: Seiga', path: '/prayers/info/600' },
    ]);
  });

  it('previews a shared simulator session with what its pulls drew', async () => {
    const detail = JSON.parse(await apiText('/api/prayers/get-detail?id=600')) as {
      content: { pool: { chara: { id: number; name: string }[] } };
    };
    const drawn = JSON.parse(await apiText('/api/prayers/replay?id=600&seed=31337&pulls=m.m.g')) as {
      made: number;
      characters: { id: number }[];
      card5: number;
      card4: number;
      card3: number;
    };
    expect(drawn.made).toBe(3);
    const drawnNames = drawn.characters.map((c) => detail.content.pool.chara.find((e) => e.id === c.id)!.name);
    // Each unit once, in the order first drawn, with how many times when more than once.
    const names = [...new Set(drawnNames)].map((name) => {
      const n = drawnNames.filter((d) => d === name).length;
      return n > 1 ? `${name} ×${n}` : name;
    });
    const units = drawn.characters.length === 1 ? '1 character' : `${drawn.characters.length} characters`;
    const drew = drawn.characters.length ? `${units} (${names.join(', ')})` : 'no character';
    // A link's pull codes are read as the page reads them (upper case, spaces around).
    expect(await meta('/prayers/info/600?seed=31337&pulls=M.m.G')).toMatchObject({
      title: 'God Crystal Prayer: Seiga: 3 simulated pulls',
      description: `3 simulated pulls on God Crystal Prayer: Seiga drew ${drew} and ${drawn.card5}× 5★, ${drawn.card4}× 4★ and ${drawn.card3}× 3★ story cards. Open the link to replay them.`,
      card: { kicker: 'Pull simulator · Prayer #600', heading: 'God Crystal Prayer: Seiga' },
    });
  });

  it('previews a shared simulator session in the link’s language', async () => {
    const drawn = JSON.parse(await apiText('/api/prayers/replay?id=600&seed=31337&pulls=m.m.g')) as {
      card5: number;
      card4: number;
      card3: number;
    };
    const meta = await pageServer.pageMeta!(page('/prayers/info/600?seed=31337&pulls=m.m.g'), apiText, NOW, 'ja');
    expect(meta).toMatchObject({
      title: 'God Crystal Prayer: Seiga：シミュレーション3回',
      card: { kicker: '祈祷シミュレーター・祈祷 #600', heading: 'God Crystal Prayer: Seiga' },
    });
    expect(meta!.description).toMatch(/^God Crystal Prayer: Seigaのシミュレーション3回：/);
    expect(meta!.description).toContain(`★5絵札${drawn.card5}枚・★4絵札${drawn.card4}枚・★3絵札${drawn.card3}枚。`);
    expect(meta!.card!.lines[0]).toMatch(/^シミュレーション3回：キャラクター\d+体、星5絵札\d+枚$/);
  });

  it('previews the prayer itself for a link without a session, or with a seed the page would not take', async () => {
    for (const path of ['/prayers/info/600?seed=31337', '/prayers/info/600?seed=0&pulls=m', '/prayers/info/600?pulls=m'])
      expect((await meta(path))?.title).toBe('God Crystal Prayer: Seiga');
  });

  it('is none for an id that is no prayer', async () => {
    expect(await meta('/prayers/info/999999')).toBeNull();
  });

  it('lists in the sitemap each prayer the list shows, and none that has not started', async () => {
    const urls = await pageServer.sitemapUrls!(apiText, NOW);
    const started = prayers.filter((p) => Date.parse(p.start) <= NOW);
    expect(urls.length).toBeGreaterThanOrEqual(started.length);
    expect(urls).toContain('/prayers/info/1');
    expect(urls).not.toContain('/prayers/info/600');
  });
});

describe('a prayer list link with a query', () => {
  it('previews the filter in words and the count, and lists what it finds', async () => {
    // prayers/0538.json and 0554.json are the prayers started by then with 8085 (Seiga Kaku) as a rate-up.
    const meta = await pageServer.pageMeta!(page('/prayers?characters=8085'), apiText, NOW);
    expect(meta).toMatchObject({ title: 'Prayers with Seiga Kaku', description: '2 prayers with Seiga Kaku, newest first.' });
    expect(meta?.items).toEqual([
      { name: 'EX Festival Rerun Prayer: Eternity, Clownpiece, Seiga and more', path: '/prayers/info/554' },
      { name: 'Epic Festival Prayer: Seiga', path: '/prayers/info/538' },
    ]);
  });

  it('previews a Japanese link in Japanese', async () => {
    const meta = await pageServer.pageMeta!(page('/prayers?characters=8085'), apiText, NOW, 'ja');
    expect(meta).toMatchObject({
      title: '祈祷：Seiga Kakuがピックアップ',
      description: 'Seiga Kakuがピックアップの祈祷 2件（新しい順）。',
      card: { kicker: '祈祷検索', heading: '2件', lines: ['Seiga Kakuがピックアップ'] },
    });
  });

  it('repeats at most 40 characters of the name searched', async () => {
    const meta = await pageServer.pageMeta!(page(`/prayers?name=${'x'.repeat(500)}`), apiText, NOW);
    expect(meta).toMatchObject({
      title: `Prayers named "${'x'.repeat(39)}…"`,
      description: `0 prayers named "${'x'.repeat(39)}…", newest first.`,
    });
  });

  it('leaves the list without a query its own words, and lists its newest prayers', async () => {
    const meta = await pageServer.pageMeta!(page('/prayers'), apiText, NOW);
    expect(meta?.title).toBeUndefined();
    expect(meta?.description).toBeUndefined();
    expect(meta?.items).toHaveLength(20);
    // The newest prayer started by then, as the sample's list orders them.
    const newest = prayers.find((p) => Date.parse(p.start) <= NOW)!;
    expect(meta?.items?.[0]?.name).toBe(newest.name);
  });
});
