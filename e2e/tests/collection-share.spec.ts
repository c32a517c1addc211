import { expect, test, type Page } from './fixtures';
import { hydrated } from './support';

// Units 1001 (Reimu Hakurei) and 1002 from api-mock/content/characters; both open in the modal from any list.
const LIST = '/characters/conventional-list?type=pc98';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });

async function markUnit(page: Page, id: number) {
  await page.goto(`${LIST}&character=${id}`);
  await hydrated(page);
  const owned = dialog(page).getByRole('checkbox', { name: 'Owned' });
  await expect(owned).toBeEnabled();
  await owned.check();
  await expect(page.getByRole('button', { name: 'Undo' }).last()).toBeVisible();
}

/** What IndexedDB holds for the site (undefined when nothing was ever stored). */
const stored = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('tlw-tracker');
        open.onupgradeneeded = () => open.result.createObjectStore('collection');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('collection').objectStore('collection').get('current');
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );

test('@cross merging a file from another browser into a non-empty collection keeps both', async ({ page, browser }, info) => {
  // Two browsers, each with a cold first load of the list and its modal: slow on a busy machine.
  await markUnit(page, 1001);
  await page.goto('/settings');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export collection' }).click()]);
  const file = info.outputPath('from-a.json');
  await download.saveAs(file);

  const other = await browser.newContext();
  const b = await other.newPage();
  await markUnit(b, 1002);
  await b.goto('/settings');
  await expect(b.getByTestId('collection-where')).toContainText('1 unit and 0 story cards marked');
  await b.getByLabel('Import a file…').setInputFiles(file);
  await expect(b.getByTestId('import-plan')).toHaveText('This import adds 1, changes 0, removes 0. Nothing you marked is lost.');
  await b.getByRole('button', { name: 'Merge into my collection' }).click();
  await expect(b.getByTestId('collection-where')).toContainText('2 units and 0 story cards marked');
  await expect.poll(() => stored(b)).toMatchObject({ units: { '1001': { fr: false }, '1002': { fr: false } } });
  await other.close();
});

test('@cross without IndexedDB the site says so and marking still works for the visit', async ({ page }) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  });
  await markUnit(page, 1001);
  await expect(page.getByTestId('collection-notice')).toContainText('This browser does not let the site store your collection');
  await expect(dialog(page).getByRole('checkbox', { name: 'Owned' })).toBeChecked();
  // Within the visit (no reload) the settings count it, kept for this visit only.
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByTestId('collection-where')).toContainText('1 unit and 0 story cards marked, kept for this visit only');
});

test('@cross a shared link opens read-only in a fresh browser and leaves its own collection empty', async ({ page, browser }) => {
  await markUnit(page, 1001);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Copy share link' }).click();
  const link = await page.getByRole('textbox', { name: /share your collection|Copied/ }).inputValue();
  expect(link).toMatch(/\/#c=[A-Za-z0-9_-]+$/);

  const fresh = await browser.newContext();
  const b = await fresh.newPage();
  await b.goto(link);
  await hydrated(b);
  const banner = b.getByTestId('shared-collection');
  await expect(banner).toContainText('Viewing a shared collection: 1 unit and 0 story cards.');
  await expect(banner).toContainText('they own 1 you miss, you own 0 they miss');
  // The same collection on a list page: its marks shown on demand, one's own untouched.
  await b.goto(`${LIST}#c=${link.split('#c=')[1]}`);
  await hydrated(b);
  await expect(b.locator('main :is(a, button)[title] [data-owned]')).toHaveCount(0);
  await b.getByTestId('shared-collection').getByRole('button', { name: 'Show theirs' }).click();
  await expect(b.locator('main :is(a, button)[title^="Reimu Hakurei"] [data-owned]').first()).toBeVisible();
  // Marking is paused while theirs is shown, and the switch says why.
  await expect(b.getByRole('switch', { name: 'Collection mode' })).toBeDisabled();
  await expect(b.getByRole('switch', { name: 'Collection mode' })).toHaveAccessibleDescription(/show yours again to mark it/);
  await b.getByTestId('shared-collection').getByRole('button', { name: 'Close' }).click();
  await expect(b.getByTestId('shared-collection')).toHaveCount(0);
  await expect(b).not.toHaveURL(/#c=/);
  await expect(b.locator('main :is(a, button)[title] [data-owned]')).toHaveCount(0);
  expect(await stored(b)).toBeUndefined();

  // A broken or hostile fragment: a clear message, nothing changed.
  await b.goto('/#c=AQIF');
  await expect(b.getByRole('alert')).toContainText('This shared collection link is broken');
  await b.goto('/#c=' + 'A'.repeat(70_000));
  await expect(b.getByRole('alert')).toContainText("far longer than any collection's link");
  expect(await stored(b)).toBeUndefined();
  await fresh.close();
});

test('@cross after 50 changes without an export a quiet reminder offers one', async ({ page }) => {
  // Seeded: 49 changes already counted in the stored collection (as the site stores it), then one in the UI.
  await page.goto('/settings');
  await hydrated(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('tlw-tracker', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('collection');
        open.onsuccess = () => {
          const tx = open.result.transaction('collection', 'readwrite');
          tx.objectStore('collection').put(
            { format: 'tlw-tracker-collection', version: 2, units: { '1002': { fr: false } }, cards: {}, changesSinceExport: 49 },
            'current',
          );
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await markUnit(page, 1001);
  await page.keyboard.press('Escape');
  const reminder = page.getByTestId('export-reminder');
  await expect(reminder).toContainText('50 changes to your collection since your last export');
  await expect(reminder).toHaveAttribute('role', 'status');
  const [download] = await Promise.all([page.waitForEvent('download'), reminder.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tlw-collection-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(reminder).toHaveCount(0);
  await expect.poll(() => stored(page)).toMatchObject({ changesSinceExport: 0, units: { '1001': { fr: false }, '1002': { fr: false } } });
});

test('@cross at 390 px the Undo toast leaves the modal’s collection chips uncovered', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await phone.newPage();
  await markUnit(page, 1001);
  const toast = await page.getByRole('button', { name: 'Undo' }).last().boundingBox();
  for (const name of ['Owned', 'Rebirth (FR) done']) {
    const chip = await dialog(page).getByText(name, { exact: true }).boundingBox();
    expect(toast && chip).toBeTruthy();
    // The toast sits above the chips (at the top on phones), never across them.
    expect(toast!.y + toast!.height).toBeLessThanOrEqual(chip!.y);
  }
  await phone.close();
});

test('@cross the home page sums up the collection after hydrating, with no difference from the server', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('home-collection-empty')).toContainText('Nothing marked yet.');
  expect(logs.filter((l) => l.startsWith('[ssr] rendered afresh'))).toEqual([]);
  await markUnit(page, 1001);
  // Only the home page's own hydration counts here (the list page with its modal is not this test's).
  logs.length = 0;
  await page.goto('/');
  await hydrated(page);
  const summary = page.getByTestId('home-collection-summary');
  await expect(summary.getByRole('heading', { name: 'Characters owned 1' })).toBeVisible();
  await expect(summary.getByRole('list', { name: 'Characters owned by type' })).toContainText('Standard 1');
  expect(logs.filter((l) => l.startsWith('[ssr] rendered afresh'))).toEqual([]);
});
