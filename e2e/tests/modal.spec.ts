import { expect, test, type Page } from './fixtures';
import { E2E_PORTS } from '../playwright.config';
import { expectHeading, pathOf } from './support';

const charactersOrigin = `http://localhost:${E2E_PORTS.CHARACTERS_PORT}`;
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });

test('@shell @cross a pasted link opens the character modal above its page; X closes it without leaving the page', async ({ page }) => {
  await page.goto('/stages/scarlet-devil-tower/rewards?character=1001');
  // A first visit: the dialog waits for the page's hydration, then its body for the characters
  // remote's code and the character's data.
  await expect(dialog(page)).toBeVisible();
  // Name and id from the API (content file api-mock/content/characters/1001.json).
  await expect(dialog(page).getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
  await expect(dialog(page)).toContainText('#1001');
  // The page keeps its one h1; the dialog's own headings are lower.
  await expectHeading(page, 'Scarlet Devil Tower Rewards');
  await dialog(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(pathOf(page)).toBe('/stages/scarlet-devil-tower/rewards');
  await expectHeading(page, 'Scarlet Devil Tower Rewards');
});

test('@shell @cross opening from a page pushes ?character=ID: Back closes it and the page keeps its scroll', async ({ page, request }) => {
  // Before the first upcoming debut of the content set (2026-11-24), so the home page lists its upcoming units.
  const home = (await (await request.get('/api/general/home')).json()) as { upcoming: { name: string }[] };
  const upcomingName = home.upcoming[0]!.name;
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'));
  await page.setViewportSize({ width: 1366, height: 500 });
  await page.goto('/');
  await expectHeading(page, 'Touhou LostWord Tracker');
  // Any button of the home page that opens the API's first upcoming unit.
  const opener = page.locator('main').getByRole('link', { name: upcomingName }).first();
  await opener.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await opener.click();
  await expect(page).toHaveURL(/\/\?character=\d+$/);
  // The id, not the name: a unit not yet released shows as '?' unless JP content is on.
  const id = new URL(page.url()).searchParams.get('character')!;
  await expect(dialog(page)).toContainText(`#${id}`);
  const scrollY = () => page.evaluate(() => window.scrollY);
  // Read until it holds: the history step and its scroll land in the frames after the dialog's change.
  await expect.poll(scrollY).toBe(scrolled);

  await page.goBack();
  await expect(dialog(page)).toBeHidden();
  expect(pathOf(page)).toBe('/');
  await expect.poll(scrollY).toBe(scrolled);
  await expect(opener).toBeFocused();

  // Escape closes it too, by stepping back (Forward would reopen it).
  await opener.click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(pathOf(page)).toBe('/');
  await page.goForward();
  await expect(dialog(page)).toBeVisible();
});

test('@shell @cross a bad id in the link gets a clear message, not a blank dialog', async ({ page }) => {
  await page.goto('/characters?character=reimu');
  await expect(dialog(page)).toContainText('"reimu" is not a character id');
  await expectHeading(page, 'Character Tracker');
});

test('@shell @cross an unknown character shows the server message inside the dialog', async ({ page }) => {
  await page.goto('/update-log?character=999999');
  await expect(dialog(page)).toContainText('no character 999999');
  await expectHeading(page, 'Update Log');
});

test('@shell @cross @local with the characters remote down the modal says so, with Retry, and the page behind keeps working', async ({
  page,
}) => {
  await page.route(`${charactersOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/stages/scarlet-devil-tower/rewards?character=1001');
  // How soon the message shows is remote-failure.spec.ts's subject; here, that it shows, after the
  // long rewards page has hydrated, however busy the machine.
  await expect(dialog(page).getByRole('heading', { name: 'Character Tracker is unavailable' })).toBeVisible();
  await expectHeading(page, 'Scarlet Devil Tower Rewards');

  await page.unroute(`${charactersOrigin}/**`);
  await dialog(page).getByRole('button', { name: 'Retry' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
});

test("@shell @cross a characters page fetches the modal's code ahead, once loaded, and a tap uses it", async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const modalCode = () => scripts.filter((s) => /character[-_]modal/.test(s));
  await page.goto('/characters/release-order');
  await expectHeading(page, 'Release Order');
  // Fetched without a tap, once the page has loaded (a long list's images hold the load event on a
  // busy machine): the shell's dialog chunk, and the remote's body at the lowest priority.
  await page.waitForLoadState('load');
  await expect.poll(() => modalCode().length).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const fetchedAhead = modalCode().length;
  await page.locator('main a[href*="character="]').first().click();
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('heading').first()).not.toBeEmpty();
  // The tap asked for none of that code again (a prefetched chunk is run from the cache, not fetched).
  expect(modalCode().length).toBe(fetchedAhead);
});
