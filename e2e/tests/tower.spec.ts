import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { TowerDetailResponse, TowerListResponse, TowerRewardsResponse } from 'shared-domain/schemas/api/towers';
import { expectHeading, hydrated, pathOf, untilServerRendered } from './support';

// Expected values come from the API's own answers (the same server the site talks to).
const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(`/api${path}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as T;
};

const TOWER = '/stages/scarlet-devil-tower';
const floorList = (page: Page) => page.getByRole('navigation', { name: 'Floor list' });

test('@tower ?floor=99999 clamps to the highest released floor and replaces the history entry', async ({ page, request }) => {
  const { lastFloor } = await getJson<TowerRewardsResponse>(request, '/towers/get-rewards');
  await page.goto('/stages');
  await page.goto(`${TOWER}?floor=99999`);
  await expect(page).toHaveURL(new RegExp(`\\?floor=${lastFloor}$`));
  await expectHeading(page, `Floor #${lastFloor}`);
  // Replaced, not pushed: one step back is the page before, not ?floor=99999.
  await page.goBack();
  await expect(page).toHaveURL(/\/stages$/);
});

test("@tower the 'Floor Selector' popup keeps digits only and jumps on Enter", async ({ page }) => {
  await page.goto(`${TOWER}?floor=1`);
  await expect(floorList(page).getByRole('link').first()).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Floor Selector' }).click();
  const input = page.getByRole('dialog', { name: 'Floor Selector' }).getByLabel('Jump to');
  await expect(input).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(pathOf(page)).toBe(`${TOWER}?floor=1`);
  await page.keyboard.type('a1b2x');
  await expect(input).toHaveValue('12');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\?floor=12$/);
  await expectHeading(page, 'Floor #12');
});

test('@tower enemy names and HP are the API’s', async ({ page, request }) => {
  const detail = await getJson<TowerDetailResponse>(request, '/towers/get-detail?floor=10');
  await page.goto(`${TOWER}?floor=10`);
  const columns = page.getByTestId('enemy-column');
  const enemies = detail.content.enemies.filter((e) => e !== null);
  await expect(columns).toHaveCount(enemies.length);
  for (const [i, enemy] of enemies.entries()) {
    await expect(columns.nth(i).getByTestId('enemy-name')).toContainText(enemy.unit.name.en);
    await expect(columns.nth(i).getByTestId('enemy-hp')).toHaveText(enemy.hp.toLocaleString('en-US'));
  }
});

test('@tower an enemy of a released floor is named by name and picture, even one never playable in global', async ({ page, request }) => {
  const list = await getJson<TowerListResponse>(request, '/towers/get-list');
  const now = Date.now();
  const released = list.content
    .filter((f) => f.release.global !== null && Date.parse(f.release.global) <= now)
    .map((f) => f.floor)
    .sort((a, b) => a - b);
  // The lowest released floor with an enemy-only or story-only unit (never playable in global).
  let found: { floor: number; index: number; name: string } | undefined;
  for (const floor of released.slice(0, 40)) {
    const enemies = (await getJson<TowerDetailResponse>(request, `/towers/get-detail?floor=${floor}`)).content.enemies.filter(
      (e) => e !== null,
    );
    const index = enemies.findIndex((e) => ['enemy', 'both', 'story'].includes(e.unit.thumbnailView?.status ?? ''));
    if (index >= 0) {
      found = { floor, index, name: enemies[index]!.unit.name.en };
      break;
    }
  }
  expect(found).toBeDefined();
  await page.goto(`${TOWER}?floor=${found!.floor}`);
  const column = page.getByTestId('enemy-column').nth(found!.index);
  await expect(column.getByTestId('enemy-name')).toContainText(found!.name);
  await expect(column.getByRole('img', { name: found!.name })).toBeVisible();
  await expect(page.getByText('Unrevealed character (spoiler)')).toHaveCount(0);
});

test('@tower the gauge toggle cycles all → red → yellow → green → all and wraps backwards', async ({ page, request }) => {
  let floor: TowerDetailResponse | undefined;
  for (let f = 1; f <= 40 && !floor; f += 1) {
    const d = await getJson<TowerDetailResponse>(request, `/towers/get-detail?floor=${f}`);
    if (d.content.enemies[0]?.hpGauge === 3) floor = d;
  }
  expect(floor).toBeDefined();
  await page.goto(`${TOWER}?floor=${floor!.content.floor}`);
  await hydrated(page);
  const column = page.getByTestId('enemy-column').first();
  const label = column.getByTestId('gauge-label');
  await expect(label).toHaveText('all');
  const next = column.getByRole('button', { name: 'Next gauge' });
  for (const expected of ['red', 'yellow', 'green', 'all']) {
    await next.click();
    await expect(label).toHaveText(expected);
  }
  await column.getByRole('button', { name: 'Previous gauge' }).click();
  await expect(label).toHaveText('green');
});

test('@tower JP floors appear only with JP content', async ({ page, request }) => {
  const list = await getJson<TowerListResponse>(request, '/towers/get-list');
  // Whatever today is, the page's clock is set a day before the content's last floor comes out in
  // global, so there is a floor the global version does not have yet.
  const globalReleases = list.content.flatMap((f) => (f.release.global === null ? [] : [Date.parse(f.release.global)]));
  const now = Math.max(...globalReleases) - 86_400_000;
  await page.clock.install({ time: now });
  const notGlobal = list.content.filter((f) => f.release.global === null || Date.parse(f.release.global) > now);
  expect(notGlobal.length).toBeGreaterThan(0);
  await page.goto(TOWER);
  await hydrated(page);
  const links = floorList(page).getByRole('link');
  await expect(links).toHaveCount(list.content.length - notGlobal.length);
  await expect(floorList(page).getByText('JP', { exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show future (JP) floors' }).click();
  await expect(links).toHaveCount(list.content.length);
  await expect(floorList(page).getByText('JP', { exact: true })).toHaveCount(notGlobal.length);
  const highest = Math.max(...notGlobal.map((f) => f.floor));
  await expect(links.first()).toHaveText(`${highest}FJP`);
});

test('@tower a rewards link opens that floor', async ({ page, request }) => {
  const rewards = await getJson<TowerRewardsResponse>(request, '/towers/get-rewards');
  const item = rewards.content.find((r) => r.values.some((v) => v.floor <= rewards.lastFloor))!;
  const floor = Math.min(...item.values.filter((v) => v.floor <= rewards.lastFloor).map((v) => v.floor));
  await page.goto(`${TOWER}/rewards`);
  await page.getByRole('searchbox', { name: 'Search items' }).fill(item.name);
  const card = page.getByTestId('reward-item').filter({ has: page.getByRole('heading', { name: item.name, exact: true }) });
  await card.getByRole('link', { name: `${floor}F`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${TOWER}\\?floor=${floor}$`));
  await expectHeading(page, `Floor #${floor}`);
});

test.describe('@tower on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a right swipe opens the floor list, a left swipe closes it', async ({ page }) => {
    await page.goto(`${TOWER}?floor=3`);
    await hydrated(page);
    const button = page.getByRole('button', { name: 'Floors', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByTestId('enemy-column').first()).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: [number, number], to: [number, number]) => {
      const point = ([x, y]: [number, number]) => [{ x, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(from) });
      for (let i = 1; i <= 5; i += 1) {
        const p: [number, number] = [from[0] + ((to[0] - from[0]) * i) / 5, from[1] + ((to[1] - from[1]) * i) / 5];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(p) });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    await swipe([40, 500], [80, 505]); // 40 px: not a swipe
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await swipe([40, 500], [200, 520]);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(floorList(page).getByRole('link', { name: '3F', exact: true })).toBeInViewport();
    await swipe([300, 500], [120, 490]);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The keyboard way: the Floors button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
  test('a closed drawer lays out none of its floors; opened, the chosen floor is in sight', async ({ page }) => {
    await page.goto(`${TOWER}?floor=2`);
    // Not by role: a closed drawer is out of the accessibility tree.
    const link = page.locator('#floor-selector a[data-floor-link="2"]');
    const rendered = () => link.evaluate((a) => a.checkVisibility());
    // Before the scripts and after them: a closed drawer's list is skipped by the browser.
    expect(await rendered()).toBe(false);
    await hydrated(page);
    expect(await rendered()).toBe(false);
    await page.getByRole('button', { name: 'Floors', exact: true }).click();
    await expect(link).toBeInViewport();
    await expect(link).toBeFocused();
    expect(await rendered()).toBe(true);
  });
});

test('@tower without JavaScript, a barrier with several anomalies turns its icons, one at a time', async ({ browser, request }) => {
  await untilServerRendered(request, `${TOWER}?floor=2`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // Floor 2's first enemy is immune to two anomalies in the committed content.
  await page.goto(`${TOWER}?floor=2`);
  const group = page.locator('[data-count]:has(> [data-anomaly])').first();
  const count = Number(await group.getAttribute('data-count'));
  expect(count).toBeGreaterThan(1);
  const shown = () =>
    group.evaluate((g) =>
      [...g.children].filter((c) => getComputedStyle(c).visibility === 'visible').map((c) => c.getAttribute('data-anomaly')),
    );
  const seen = new Set<string>();
  // A quarter-second apart over a whole turn and more: always one icon, every one in turn.
  for (let i = 0; i < 4 * (count + 1); i++) {
    const now = await shown();
    expect(now).toHaveLength(1);
    seen.add(now[0]!);
    await page.waitForTimeout(250);
  }
  expect(seen.size).toBe(count);
  await context.close();
});
