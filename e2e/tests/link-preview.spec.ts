import http from 'node:http';
import { expect, test } from './fixtures';

// What a chat service's link-preview bot reads: it asks with its own User-Agent and no Accept
// header, reads the OpenGraph tags and fetches the image. And what a search engine reads:
// robots.txt and the sitemap. Expected values are written from the API's JSON.

const SITE = 'Touhou LostWord Tracker';
const BOT = 'Discordbot/2.0';

interface Answer {
  status: number;
  type: string;
  body: Buffer;
}

/** A GET as a bot sends it: its User-Agent and no Accept header (Playwright's own client adds one). */
function botGet(baseURL: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseURL), { headers: { 'User-Agent': BOT } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
  });
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const property = (html: string, name: string) =>
  decode(new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

/** The page's preview as a bot reads it, with its image checked: a PNG of 1200×630. */
async function preview(baseURL: string, path: string) {
  const page = await botGet(baseURL, path);
  expect(page.status, path).toBe(200);
  const html = page.body.toString('utf8');
  const image = property(html, 'og:image');
  const png = await botGet(baseURL, image);
  expect([png.status, png.type]).toEqual([200, 'image/png']);
  expect(png.body.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  expect(png.body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  expect([png.body.readUInt32BE(16), png.body.readUInt32BE(20)]).toEqual([1200, 630]);
  return {
    html,
    title: property(html, 'og:title'),
    description: property(html, 'og:description'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
  };
}

const api = async <T>(baseURL: string, path: string) => JSON.parse((await botGet(baseURL, path)).body.toString('utf8')) as T;

test.describe('@cross link previews', () => {
  test('a prayer, a character, a tower floor and the home preview with their own words and image', async ({ baseURL }) => {
    const base = baseURL!;
    const listed = (await api<{ content: { id: number; start: string }[] }>(base, '/api/prayers/get-list')).content.find(
      (p) => Date.parse(p.start) <= Date.now(),
    )!;
    const prayer = (await api<{ content: { name: string; start: string } }>(base, `/api/prayers/get-detail?id=${listed.id}`)).content;
    // The server reads each remote's page functions as the remotes come up: the first link waits for that.
    let shown = await preview(base, `/prayers/info/${listed.id}`);
    await expect(async () => {
      shown = await preview(base, `/prayers/info/${listed.id}`);
      expect(shown.title).toBe(prayer.name);
    }).toPass({ timeout: 20_000 });
    expect(shown.description).toContain(prayer.start.slice(0, 10));

    // A simulator session link: what those two presses of the ten-pull drew, on a card of its own.
    const drawn = await api<{ made: number; card5: number }>(base, `/api/prayers/replay?id=${listed.id}&seed=31337&pulls=m.m`);
    expect(drawn.made).toBe(2);
    const session = await preview(base, `/prayers/info/${listed.id}?seed=31337&pulls=m.m`);
    expect(session.title).toBe(`${prayer.name}: 2 simulated pulls`);
    expect(session.description).toMatch(new RegExp(`^2 simulated pulls on .+ drew .+ and ${drawn.card5}× 5★, `));
    expect(property(session.html, 'og:image')).not.toBe(property(shown.html, 'og:image'));

    const reimu = await api<{ name: { en: string }; title: { en: string } }>(base, '/api/characters/modal?id=1001');
    const character = await preview(base, '/prayers?character=1001');
    expect(character.title).toBe(`${reimu.name.en} (${reimu.title.en})`);
    expect(character.description).toContain('role');

    const floor = (await api<{ content: { rewards: { name: string }[] } }>(base, '/api/towers/get-detail?floor=3')).content;
    // An alias and a query in another order: one canonical URL.
    const tower = await preview(base, '/stages/tower?floor=3&utm_source=chat');
    expect(tower.title).toBe('Scarlet Devil Tower Floor #3');
    expect(tower.description).toContain(floor.rewards[0]!.name);
    expect(tower.canonical).toBe(new URL('/stages/scarlet-devil-tower?floor=3', base).href);

    const home = await preview(base, '/');
    expect(home.title).toBe(SITE);
    expect(home.description).not.toBe('');
    expect(home.html).toContain('"@type":"BreadcrumbList"');
  });

  test('a story-card search previews the filter in words and the count; the text it repeats is escaped and bounded', async ({
    baseURL,
  }) => {
    const base = baseURL!;
    // story-cards/0001.json is the one card named "Lost Bamboo Forest" (released in 2021).
    let search = await preview(base, '/story-cards?name=Lost%20Bamboo%20Forest');
    // As above: the server reads the remote's page functions once it is up, so the first link may come without them.
    await expect(async () => {
      search = await preview(base, '/story-cards?name=Lost%20Bamboo%20Forest');
      expect(search.title).toBe("Story cards named 'Lost Bamboo Forest': 1 card");
    }).toPass({ timeout: 20_000 });
    expect(search.description).toBe("1 story card named 'Lost Bamboo Forest': Lost Bamboo Forest.");
    expect(search.html).toContain(`<title>Story cards named &apos;Lost Bamboo Forest&apos;: 1 card | ${SITE}</title>`);

    const hostile = await preview(base, `/story-cards?name=${encodeURIComponent('<script>alert(1)</script>'.repeat(3))}`);
    expect(hostile.title).toBe("Story cards named '<script>alert(1)</script><script>alert(…': 0 cards");
    expect(hostile.html).not.toContain('<script>alert(1)');
  });

  test('robots.txt names the sitemap; the sitemap is valid XML, matches the content and its URLs answer', async ({ baseURL, page }) => {
    // The sitemap reads every section's lists (the story-card list is 1.3 MB): on a busy machine it can take a while after start.
    test.setTimeout(90_000);
    const base = baseURL!;
    const robots = (await botGet(base, '/robots.txt')).body.toString('utf8');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', base).href}`);

    const parseErrors = (xml: string) =>
      page.evaluate((text) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length, xml);
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1]!));
    // The sitemap is made from the content as the remotes come up: wait for the whole of it.
    let urls: string[] = [];
    await expect(async () => {
      const index = (await botGet(base, '/sitemap.xml')).body.toString('utf8');
      expect(await parseErrors(index)).toBe(0);
      urls = [];
      for (const file of locs(index)) {
        const xml = (await botGet(base, new URL(file).pathname)).body.toString('utf8');
        expect(await parseErrors(xml)).toBe(0);
        urls.push(...locs(xml));
      }
      expect(urls.some((u) => u.includes('/story-cards?featured='))).toBe(true);
    }).toPass({ timeout: 60_000 });
    // Every page in English and in Japanese (its /ja URL): the same pages, in the same order.
    const japanese = urls.filter((u) => new URL(u).pathname.startsWith('/ja/'));
    const english = urls.filter((u) => !japanese.includes(u));
    expect(japanese).toEqual(english.map((u) => u.replace(new URL(u).origin, `${new URL(u).origin}/ja`)));
    const count = (pattern: RegExp) => english.filter((u) => pattern.test(u)).length;

    const floors = (await api<{ content: { floor: number; release: { global: string | null } }[] }>(base, '/api/towers/get-list')).content;
    expect(count(/\/stages\/scarlet-devil-tower\?floor=\d+$/)).toBe(
      floors.filter((f) => f.release.global !== null && Date.parse(f.release.global) <= Date.now()).length,
    );
    // The search by each character a released card features (an unreleased card is a spoiler).
    const cards = (await api<{ content: { featured: number[]; releaseDate: string }[] }>(base, '/api/story-cards/get-list')).content;
    const released = cards.filter((c) => Date.parse(c.releaseDate) <= Date.now());
    expect(count(/\/story-cards\?featured=\d+$/)).toBe(new Set(released.flatMap((c) => c.featured)).size);
    let started = 0;
    for (let path: string | null = '/api/prayers/get-list'; path !== null;) {
      const answer: { content: { id: number; start: string }[]; isLast: boolean } = await api(base, path);
      started += answer.content.filter((p) => Date.parse(p.start) <= Date.now()).length;
      path = answer.isLast ? null : `/api/prayers/get-list-2?last=${answer.content.at(-1)!.id}`;
    }
    expect(count(/\/prayers\/info\/\d+$/)).toBe(started);
    const units = (
      await api<{ content: { data: { id: number; released: boolean }[] }[] }>(base, '/api/characters/chronological')
    ).content.flatMap((g) => g.data);
    const characters = count(/\?character=\d+$/);
    expect(characters).toBeGreaterThanOrEqual(new Set(units.filter((u) => u.released).map((u) => u.id)).size);
    expect(characters).toBeLessThanOrEqual(new Set(units.map((u) => u.id)).size);

    // A sample of each kind answers.
    const sample = ['/prayers/info/', '?character=', '/story-cards?featured=', '?floor=', '/characters/']
      .flatMap((kind) => urls.filter((u) => u.includes(kind)).slice(0, 2))
      .concat(urls.slice(0, 3), japanese.slice(0, 3));
    for (const url of sample) expect([url, (await botGet(base, new URL(url).pathname + new URL(url).search)).status]).toEqual([url, 200]);
  });
});
