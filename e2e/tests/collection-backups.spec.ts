import { expect, test, type Page } from './fixtures';
import { writeSiteCollectionStore } from '../site-collection-store';
import { expectHeading, hydrated } from './support';

// Settings → My collection keeps the last five collections a confirmed replace (or a restore) took
// the place of, each with its time and size and each restorable; a backup an earlier version of
// the site stored is kept in that list. Times are pinned (page.clock), collections written out.

const collectionDoc = (units: Record<string, { fr: boolean }>, cards: Record<string, number> = {}) => ({
  format: 'tlw-tracker-collection',
  version: 2,
  units,
  cards,
});

const backupsList = (page: Page) => page.getByRole('region', { name: 'Backups' }).getByRole('listitem');
const where = (page: Page) => page.getByTestId('collection-where');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await hydrated(page);
  await expectHeading(page, 'Settings');
  await expect(where(page)).toContainText('marked');
}

async function importFile(page: Page, name: string, content: object, mode: 'Merge (keep both)' | 'Replace mine') {
  await page
    .getByLabel('Import a file…')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content)) });
  await page.getByRole('radio', { name: mode }).check();
  await page.getByRole('button', { name: mode === 'Replace mine' ? 'Replace my collection' : 'Merge into my collection' }).click();
}

test('@cross two replaces in a row keep both collections, each with its time and size, and the first comes back', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-26T10:00:00Z'));
  await openSettings(page);
  await importFile(page, 'first.json', collectionDoc({ '1001': { fr: true }, '1003': { fr: false } }), 'Merge (keep both)');
  await expect(where(page)).toContainText('2 units and 0 story cards marked');
  await importFile(page, 'second.json', collectionDoc({ '1002': { fr: false } }), 'Replace mine');
  await page.clock.setFixedTime(new Date('2026-11-26T10:05:00Z'));
  await importFile(page, 'third.json', collectionDoc({}, { '7': 4 }), 'Replace mine');
  await expect(where(page)).toContainText('0 units and 1 story card marked');

  // Stored, not only shown: after a reload, newest first.
  await page.reload();
  await hydrated(page);
  await expect(backupsList(page)).toHaveCount(2);
  await expect(backupsList(page).nth(0)).toContainText(': 1 unit and 0 story cards.');
  await expect(backupsList(page).nth(0).locator('time')).toHaveAttribute('datetime', /^2026-11-26T10:05/);
  await expect(backupsList(page).nth(1)).toContainText(': 2 units and 0 story cards.');
  await expect(backupsList(page).nth(1).locator('time')).toHaveAttribute('datetime', /^2026-11-26T10:00/);

  await page.clock.setFixedTime(new Date('2026-11-26T10:10:00Z'));
  await backupsList(page)
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(where(page)).toContainText('2 units and 0 story cards marked');
  await page.reload();
  await hydrated(page);
  await expect(where(page)).toContainText('2 units and 0 story cards marked');
  // What the restore replaced is the newest backup now; nothing was lost.
  await expect(backupsList(page)).toHaveCount(2);
  await expect(backupsList(page).nth(0)).toContainText(': 0 units and 1 story card.');
  await expect(backupsList(page).nth(1)).toContainText(': 1 unit and 0 story cards.');
});

test('@cross the one backup an earlier version of the site stored joins the list, and is still there after the next replace', async ({
  page,
}) => {
  await page.clock.setFixedTime(new Date('2026-11-26T10:00:00Z'));
  await openSettings(page);
  // What the earlier version left in this browser: the collection, and its one backup under a key of its own.
  await writeSiteCollectionStore(page, {
    current: { ...collectionDoc({ '1001': { fr: true } }), changesSinceExport: 0 },
    backup: { savedAt: '2026-11-20T08:00:00.000Z', document: collectionDoc({ '1002': { fr: false } }, { '9': 1 }) },
  });
  await page.reload();
  await hydrated(page);
  await expect(backupsList(page)).toHaveCount(1);
  await expect(backupsList(page).nth(0)).toContainText(': 1 unit and 1 story card.');

  await importFile(page, 'other.json', collectionDoc({}, { '3': 2 }), 'Replace mine');
  await page.reload();
  await hydrated(page);
  await expect(backupsList(page)).toHaveCount(2);
  await expect(backupsList(page).nth(0).locator('time')).toHaveAttribute('datetime', /^2026-11-26T10:00/);
  await expect(backupsList(page).nth(1).locator('time')).toHaveAttribute('datetime', /^2026-11-20T08:00/);
  await backupsList(page)
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(where(page)).toContainText('1 unit and 1 story card marked');
});
