import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { expectHeading, hydrated } from './support';

// Every page is titled by what it shows, with the site's name last: in the HTML the server sends
// (what a link preview reads) as well as in the browser, after hydration and after navigating.
// Expected titles are written from the API's JSON, not computed by the site's code.

const SITE = 'Touhou LostWord Tracker';

interface ListedPrayer {
  id: number;
  name: string;
  prayerType: string;
  typeNo: number;
}

const prayers = async (request: APIRequestContext) =>
  ((await (await request.get('/api/prayers/get-list')).json()) as { content: ListedPrayer[] }).content;

/** A Seal Crystal ('normal') prayer from the list, with its detail's name. */
async function sealCrystalPrayer(request: APIRequestContext) {
  const listed = (await prayers(request)).find((p) => p.prayerType === 'normal')!;
  const detail = (await (await request.get(`/api/prayers/get-detail?id=${listed.id}`)).json()) as {
    content: { name: string; typeNo: number };
  };
  return { id: listed.id, name: detail.content.name, typeNo: detail.content.typeNo };
}

const decode = (text: string) =>
  text.replace(
    /&(amp|lt|gt|quot|apos|#39|#x27);/g,
    (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", '#39': "'", '#x27': "'" })[e]!,
  );

/** The <title> inside the HTML's <head> (SVG icons in the body have titles of their own). */
const headTitle = (html: string) => {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...head.matchAll(/<title>([^<]*)<\/title>/g)];
  expect(titles, 'one <title> in the head').toHaveLength(1);
  return decode(titles[0]![1]!);
};

/**
 * The page's HTML once the server has rendered it: a section page whose first render takes longer
 * than the server waits is sent without, and kept for the next request.
 */
async function serverHtml(request: APIRequestContext, path: string, headers: Record<string, string> = { Accept: 'text/html' }) {
  let answer = { status: 0, body: '' };
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { headers });
        answer = { status: response.status(), body: await response.text() };
        return answer.body.includes('data-server-rendered-at=');
      },
      { message: path },
    )
    .toBe(true);
  return answer;
}

test.describe('@ssr page titles', () => {
  test("the server's HTML is titled by the page: prayer detail, list, tower floor, home, and the 404 page", async ({ request }) => {
    const prayer = await sealCrystalPrayer(request);
    const detail = await serverHtml(request, `/prayers/info/${prayer.id}`);
    expect(headTitle(detail.body)).toBe(`${prayer.name} | ${SITE}`);
    expect(detail.status).toBe(200);
    expect(headTitle((await serverHtml(request, '/story-cards')).body)).toBe(`Story Card Tracker | ${SITE}`);
    expect(headTitle((await serverHtml(request, '/prayers')).body)).toBe(`Touhou LostWord Prayer Tracker | ${SITE}`);
    expect(headTitle((await serverHtml(request, '/stages/scarlet-devil-tower?floor=2')).body)).toBe(
      `Scarlet Devil Tower Floor #2 | ${SITE}`,
    );
    expect(headTitle((await serverHtml(request, '/')).body)).toBe(SITE);

    // Not rendered there: the shell's own pages and the 404 page, titled all the same.
    const missing = await request.get('/no-such-page/at-all', { headers: { Accept: 'text/html' } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toMatch(/^text\/html/);
    expect(headTitle(await missing.text())).toBe(`Error Page Not Found | ${SITE}`);
    // A prayer id the content does not have is the 404 page too, rendered by its section.
    const noPrayer = await serverHtml(request, '/prayers/info/99999');
    expect([noPrayer.status, headTitle(noPrayer.body)]).toEqual([404, `Error Page Not Found | ${SITE}`]);
    const menu = await request.get('/menu', { headers: { Accept: 'text/html' } });
    expect(headTitle(await menu.text())).toBe(`Menu | ${SITE}`);
  });

  test('a link-preview bot and curl get the same titled HTML, and a 404 for an unknown path', async ({ request }) => {
    const prayer = await sealCrystalPrayer(request);
    const clients: Record<string, string>[] = [
      { 'User-Agent': 'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)' },
      { Accept: '*/*', 'User-Agent': 'curl/8.5.0' },
    ];
    for (const headers of clients) {
      const detail = await serverHtml(request, `/prayers/info/${prayer.id}`, headers);
      expect(detail.status).toBe(200);
      expect(headTitle(detail.body)).toBe(`${prayer.name} | ${SITE}`);
      const cards = await request.get('/story-cards', { headers });
      expect([cards.status(), cards.headers()['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
      const missing = await request.get('/no-such-page', { headers });
      expect([missing.status(), missing.headers()['content-type']]).toEqual([404, 'text/html; charset=utf-8']);
      const api = await request.get('/api/no-such-endpoint', { headers });
      expect([api.status(), api.headers()['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
    }
  });

  for (const width of [1366, 390]) {
    test(`at ${width} px the prayer's name is the heading, its type and number beside it, and the title stays after hydration`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const prayer = await sealCrystalPrayer(request);
      await serverHtml(request, `/prayers/info/${prayer.id}`); // rendered and kept: the visit below gets it
      await page.goto(`/prayers/info/${prayer.id}`);
      await hydrated(page);
      await expectHeading(page, prayer.name);
      const label = page.getByText(`Seal Crystal Prayer #${prayer.typeNo}`, { exact: true });
      await expect(label).toBeVisible();
      await expect(page.getByText(`Prayer #${prayer.id}`, { exact: true })).toHaveCount(0);
      // Beside the heading: on its line when it fits, else right under it, and never far below.
      const [h1Box, labelBox] = [await page.locator('h1').boundingBox(), await label.boundingBox()];
      expect(labelBox!.y).toBeLessThan(h1Box!.y + h1Box!.height + 8);
      await expect(page).toHaveTitle(`${prayer.name} | ${SITE}`);
    });
  }

  test('a search link and a character link are titled by what they show, in the server’s HTML and after hydration', async ({
    page,
    request,
  }) => {
    // story-cards/0001.json is the one card so named (released in 2021).
    const search = '/story-cards?name=Lost%20Bamboo%20Forest';
    const searchTitle = `Story cards named 'Lost Bamboo Forest': 1 card | ${SITE}`;
    expect(headTitle((await serverHtml(request, search)).body)).toBe(searchTitle);
    await page.goto(search);
    await hydrated(page);
    await expect(page).toHaveTitle(searchTitle);

    const reimu = (await (await request.get('/api/characters/modal?id=1001')).json()) as { name: { en: string }; title: { en: string } };
    const characterTitle = `${reimu.name.en} (${reimu.title.en}) | ${SITE}`;
    const link = '/characters/release-order?character=1001';
    expect(headTitle((await serverHtml(request, link)).body)).toBe(characterTitle);
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible();
    await expect(page).toHaveTitle(characterTitle);
    // Closed, the page has its own title back.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Character' })).toHaveCount(0);
    await expect(page).toHaveTitle(`Release Order | ${SITE}`);
  });

  test('the title follows client-side navigation', async ({ page, request }) => {
    const nav = (label: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });
    await page.goto('/prayers');
    await hydrated(page);
    await expect(page).toHaveTitle(`Touhou LostWord Prayer Tracker | ${SITE}`);
    // The first prayer card's title link, and that prayer's name as the API gives it.
    const card = page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link');
    const id = Number(/\/prayers\/info\/(\d+)$/.exec((await card.getAttribute('href'))!)![1]);
    const name = ((await (await request.get(`/api/prayers/get-detail?id=${id}`)).json()) as { content: { name: string } }).content.name;
    await card.click();
    await expectHeading(page, name);
    await expect(page).toHaveTitle(`${name} | ${SITE}`);
    await nav('Scarlet Tower').click();
    await expectHeading(page, /^Floor #\d+$/);
    const floor = (await page.locator('h1').textContent())!;
    await expect(page).toHaveTitle(`Scarlet Devil Tower ${floor} | ${SITE}`);
    await nav('Menu').click();
    await expect(page).toHaveTitle(`Menu | ${SITE}`);
    await nav('Home').click();
    await expect(page).toHaveTitle(SITE);
    await page.goBack();
    await expect(page).toHaveTitle(`Menu | ${SITE}`);
  });

  test('the 404 page is titled so in the browser too', async ({ page }: { page: Page }) => {
    const response = await page.goto('/no-such-page');
    expect(response!.status()).toBe(404);
    await expectHeading(page, 'Error Page Not Found');
    await expect(page).toHaveTitle(`Error Page Not Found | ${SITE}`);
  });

  test('a prayer id the content does not have: the server renders the 404 page, and it hydrates without a mismatch', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !/404/.test(message.text())) errors.push(message.text());
    });
    await serverHtml(request, '/prayers/info/99999'); // rendered and kept: the visit below gets it
    const response = await page.goto('/prayers/info/99999');
    expect(response!.status()).toBe(404);
    await hydrated(page);
    await expectHeading(page, 'Error Page Not Found');
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
