import { expect, test, type Locator, type Page } from './fixtures';
import { collectPageErrors, hydrated } from './support';

// From api-mock/content: Yuyuko Saigyouji (2010) is the one unit of universe R2, Marisa Kirisame
// (2002) the one unit of Z1, both released. Prayer 80 rates up Shou Toramaru (1074) and Yuyuko.
const YUYUKO = /Yuyuko Saigyouji/;
const MARISA = /Marisa Kirisame/;
// A character is a link to its modal, or in collection mode a button that marks it.
const thumbs = (page: Page) => page.locator('main :is(a, button)[title]');
const thumb = (page: Page, name: RegExp) => thumbs(page).filter({ hasText: name });
const ownedCount = (scope: Locator | Page) =>
  scope
    .locator('[data-owned]')
    .filter({ hasText: /^Owned/ })
    .first();
const toast = (page: Page, text: RegExp) =>
  page.getByRole('region', { name: 'Notifications' }).locator('li:not([aria-hidden])').filter({ hasText: text }).last();

test('@cross collection mode on grids, the owned filter, a prayer’s marks and the story-card counts by rarity', async ({ page }) => {
  const errors = collectPageErrors(page);

  // Collection mode is off by default and lives in the URL.
  await page.goto('/characters/universe-tracker?universe=R2');
  await hydrated(page);
  await expect(ownedCount(page)).toHaveText('Owned 0 of 1');
  const mode = page.getByRole('switch', { name: 'Collection mode' });
  await expect(mode).not.toBeChecked();
  // The switch is drawn by its label (the input itself is visually hidden), as a visitor taps it.
  await page.locator('label', { hasText: 'Collection mode' }).click();
  await expect(mode).toBeChecked();
  await expect(page).toHaveURL(/[?&]collect=1\b/);

  // A tap marks the unit owned (no modal), with an Undo toast.
  await thumb(page, YUYUKO).click();
  await expect(toast(page, /marked owned/)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(ownedCount(page)).toHaveText('Owned 1 of 1');
  await expect(thumb(page, YUYUKO).locator('[data-owned]')).toHaveCount(1);

  // Keyboard: Enter on a focused thumbnail, on another page opened in collection mode; Undo, then again.
  await page.goto('/characters/universe-tracker?universe=Z1&collect=1');
  await hydrated(page);
  await expect(page.getByRole('switch', { name: 'Collection mode' })).toBeChecked();
  await expect(ownedCount(page)).toHaveText('Owned 0 of 1');
  await thumb(page, MARISA).focus();
  await page.keyboard.press('Enter');
  await expect(ownedCount(page)).toHaveText('Owned 1 of 1');
  await toast(page, /Marisa Kirisame.*marked owned/)
    .getByRole('button', { name: 'Undo' })
    .click();
  await expect(ownedCount(page)).toHaveText('Owned 0 of 1');
  await thumb(page, MARISA).focus();
  await page.keyboard.press('Enter');
  await expect(ownedCount(page)).toHaveText('Owned 1 of 1');

  // owned=yes on the release order shows exactly the two, marked; the count is of the whole list.
  await page.goto('/characters/release-order?owned=yes');
  await hydrated(page);
  await expect(thumbs(page)).toHaveCount(2);
  await expect(thumb(page, YUYUKO)).toHaveCount(1);
  await expect(thumb(page, MARISA)).toHaveCount(1);
  await expect(page.locator('main :is(a, button)[title]:has([data-owned])')).toHaveCount(2);
  await expect(ownedCount(page)).toHaveText(/^Owned 2 of \d{3}$/);
  // Off collection mode a tap opens the modal as always.
  await thumb(page, YUYUKO).click();
  await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible();

  // The prayer shows the owned rate-up (and its pool row) with the mark; the other rate-up has none.
  await page.goto('/prayers/info/80');
  await hydrated(page);
  const rateUp = page.getByRole('region', { name: 'Rate Up:' });
  await expect(rateUp.getByRole('link', { name: /Yuyuko Saigyouji/ }).getByRole('img', { name: 'Owned' })).toBeVisible();
  await expect(rateUp.getByRole('link', { name: /Shou Toramaru/ }).getByRole('img', { name: 'Owned' })).toHaveCount(0);
  const poolRow = page.getByRole('table', { name: 'Characters Table' }).getByRole('row').filter({ hasText: 'Yuyuko Saigyouji' });
  await expect(poolRow.getByRole('img', { name: 'Owned' })).toBeVisible();

  // Story cards: marking a 5★ card moves the 5★ count by one.
  await page.goto('/story-cards?rarities=5');
  await hydrated(page);
  const fiveStars = page.getByRole('list', { name: 'Owned by rarity' }).locator('li[data-rarity="5"]');
  await expect(fiveStars).toHaveText(/^5★5 stars: 0\/\d+$/);
  const total = (await fiveStars.textContent())!.split('/')[1];
  await page.getByRole('article').first().getByRole('checkbox', { name: 'Owned' }).check();
  await expect(fiveStars).toHaveText(`5★5 stars: 1/${total}`);
  await expect(ownedCount(page.getByTestId('owned-line'))).toHaveText(`Owned 1 of ${total}`);
  expect(errors).toEqual([]);
});

test('@cross a tap, then at once a reload before IndexedDB has written it: the mark is kept', async ({ page }) => {
  const errors = collectPageErrors(page);
  // Until released, a write to IndexedDB never finishes, as when the page goes before it does.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('writes-released')) return;
    IDBObjectStore.prototype.put = function stalled() {
      const never = Object.create(IDBRequest.prototype) as IDBRequest & Record<string, unknown>;
      never.addEventListener = () => undefined;
      never.removeEventListener = () => undefined;
      return never;
    };
  });
  await page.goto('/characters/universe-tracker?universe=R2&collect=1');
  await hydrated(page);
  await expect(ownedCount(page)).toHaveText('Owned 0 of 1');
  await thumb(page, YUYUKO).click();
  await expect(toast(page, /marked owned/)).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('writes-released', '1'));
  await page.reload();
  await hydrated(page);
  await expect(ownedCount(page)).toHaveText('Owned 1 of 1');
  await expect(thumb(page, YUYUKO).locator('[data-owned]')).toHaveCount(1);
  // Stored now, so nothing is kept for a later page.
  expect(await page.evaluate(() => localStorage.getItem('tlw-tracker:collection-unsaved-changes'))).toBeNull();
  expect(errors).toEqual([]);
});
