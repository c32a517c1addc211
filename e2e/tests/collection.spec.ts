import fs from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { collectPageErrors, expectHeading, hydrated } from './support';

// Unit 1001 (Reimu Hakurei, with a rebirth) from api-mock/content/characters/1001.json.
// Reimu (HRtP) is in the PC-98 tab.
const LIST = '/characters/conventional-list?type=pc98';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });
const reimuThumb = (page: Page) => page.locator('main :is(a, button)[title^="Reimu Hakurei"]').first();
const ownedThumbs = (page: Page) => page.locator('main :is(a, button)[title]:has([data-owned])');

async function markReimu(page: Page) {
  await page.goto(`${LIST}&character=1001`);
  await hydrated(page);
  const owned = dialog(page).getByRole('checkbox', { name: 'Owned' });
  await expect(owned).toBeEnabled();
  await owned.check();
  await dialog(page).getByRole('checkbox', { name: 'Rebirth (FR) done' }).check();
  await expect(page.getByRole('button', { name: 'Undo' }).last()).toBeVisible();
}

test('@cross @characters mark owned in the modal, reload: still marked, on the thumbnail and in the counts, with a clean hydration', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await markReimu(page);
  await page.reload();
  await hydrated(page);
  await expect(dialog(page).getByRole('checkbox', { name: 'Owned' })).toBeChecked();
  await expect(dialog(page).getByRole('checkbox', { name: 'Rebirth (FR) done' })).toBeChecked();

  // The list rendered on the server shows no collection; the browser shows it after hydrating, with no difference.
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.goto(LIST);
  await hydrated(page);
  await expect(page.locator('main').getByText(/^Owned 1 of \d+$/)).toBeVisible();
  expect(logs.filter((l) => l.startsWith('[ssr] rendered afresh'))).toEqual([]);
  // The owned filter (replace, like every filter) leaves the one owned unit, marked.
  await page.getByRole('radio', { name: 'Owned' }).check();
  await expect(page).toHaveURL(/[?&]owned=yes\b/);
  await expect(page.locator('main :is(a, button)[title]')).toHaveCount(1);
  await expect(reimuThumb(page).locator('[data-owned]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('@cross two open tabs stay in step', async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await b.goto(`${LIST}&owned=yes`);
  await hydrated(b);
  await expect(b.getByText('No character here matches the collection filter.')).toBeVisible();
  await markReimu(a);
  await expect(ownedThumbs(b)).toHaveCount(1);
  await expect(reimuThumb(b).locator('[data-owned]')).toHaveCount(1);
  // Unmarked in the first tab, gone in the second.
  await dialog(a).getByRole('checkbox', { name: 'Owned' }).uncheck();
  await expect(b.getByText('No character here matches the collection filter.')).toBeVisible();
});

test('@cross export, then in a browser with no data import it: all back; a broken file changes nothing', async ({
  page,
  browser,
}, info) => {
  await markReimu(page);
  await page.goto('/settings');
  await expectHeading(page, 'Settings');
  await expect(page.getByTestId('collection-where')).toContainText('1 unit and 0 story cards marked');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export collection' }).click()]);
  const file = info.outputPath('collection.json');
  await download.saveAs(file);
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ format: 'tlw-tracker-collection', units: { '1001': { fr: true } } });

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto('/settings');
  await expect(other.getByTestId('collection-where')).toContainText('0 units and 0 story cards marked');
  const input = other.getByLabel('Import a file…');
  await input.setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"tlw-tracker-coll') });
  await expect(other.getByRole('alert')).toContainText('broken.json: The file is not valid JSON');
  await expect(other.getByTestId('collection-where')).toContainText('0 units and 0 story cards marked');

  await input.setInputFiles(file);
  await expect(other.getByTestId('import-plan')).toHaveText('This import adds 1, changes 0, removes 0. Nothing you marked is lost.');
  await other.getByRole('button', { name: 'Merge into my collection' }).click();
  await other.goto(`${LIST}&character=1001`);
  // A cold browser: the modal's first load takes a while on a busy machine.
  await expect(dialog(other).getByRole('checkbox', { name: 'Rebirth (FR) done' })).toBeChecked();
  await fresh.close();
});

test('@cross replace keeps a backup, and restoring it brings the collection back', async ({ page }) => {
  await markReimu(page);
  await page.goto('/settings');
  const other = JSON.stringify({ format: 'tlw-tracker-collection', version: 2, units: { '1002': { fr: false } }, cards: {} });
  await page.getByLabel('Import a file…').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(other) });
  await page.getByRole('radio', { name: 'Replace mine' }).check();
  await expect(page.getByTestId('import-plan')).toContainText('This import adds 1, changes 0, removes 1.');
  await page.getByRole('button', { name: 'Replace my collection' }).click();
  await page.reload();
  await expect(page.getByText(/Backup kept .*: 1 unit and 0 story cards\./)).toBeVisible();
  await page.getByRole('button', { name: 'Restore backup' }).click();
  await page.goto(`${LIST}&character=1001`);
  // The restored collection is written to IndexedDB and read back before the dialog shows it.
  await expect(dialog(page).getByRole('checkbox', { name: 'Rebirth (FR) done' })).toBeChecked({ timeout: 10_000 });
});
