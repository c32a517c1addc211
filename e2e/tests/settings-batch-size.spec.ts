import { expect, test, type Locator, type Page } from './fixtures';
import { expectHeading, hydrated, mainNav } from './support';

const FIELD_NAME = /items loaded per scroll/i;

/** The batch size as saved in this browser (undefined when nothing was saved yet). */
const savedBatch = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('tlw-tracker:settings');
    return raw === null ? undefined : (JSON.parse(raw) as { settings?: { scrollBatch?: unknown } }).settings?.scrollBatch;
  });

/** Empties the field the way a person does: select all, Backspace. */
async function clear(field: Locator) {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await expect(field).toHaveValue('');
}

/** One key at a time, checking what the field shows after each. */
async function typeKeyByKey(field: Locator, keys: string, shown: string[]) {
  expect(shown).toHaveLength(keys.length);
  for (const [i, key] of [...keys].entries()) {
    await field.press(key);
    await expect(field, `after key ${i + 1} ('${key}')`).toHaveValue(shown[i]!);
  }
}

async function openSettingsPage(page: Page): Promise<Locator> {
  await page.goto('/settings');
  await expectHeading(page, 'Settings');
  await hydrated(page);
  const field = page.getByRole('textbox', { name: FIELD_NAME });
  await expect(field).toBeVisible();
  return field;
}

test.describe('@settings the batch size can be typed', () => {
  test('on /settings: 0 0 0 0 5 shows as typed, a blur saves 5, and a reload keeps it', async ({ page }) => {
    const field = await openSettingsPage(page);
    await expect(field).toHaveValue('10');
    await clear(field);
    await typeKeyByKey(field, '00005', ['0', '00', '000', '0000', '00005']);
    // Nothing is saved while typing.
    expect(await savedBatch(page)).not.toBe(5);
    await field.press('Tab');
    await expect(field).toHaveValue('5');
    expect(await savedBatch(page)).toBe(5);
    await page.reload();
    await expect(page.getByRole('textbox', { name: FIELD_NAME })).toHaveValue('5');
  });

  test('on /settings: 0 then 5 is 05 while typing and 5 after Enter; 2000 becomes 1000', async ({ page }) => {
    const field = await openSettingsPage(page);
    await clear(field);
    await typeKeyByKey(field, '05', ['0', '05']);
    await field.press('Enter');
    await expect(field).toHaveValue('5');
    await expect(field).toBeFocused();
    expect(await savedBatch(page)).toBe(5);

    await clear(field);
    await typeKeyByKey(field, '2000', ['2', '20', '200', '2000']);
    await field.press('Enter');
    await expect(field).toHaveValue('1000');
    expect(await savedBatch(page)).toBe(1000);
  });

  test('on /settings: letters leave the field empty, and after a reload it is 10', async ({ page }) => {
    const field = await openSettingsPage(page);
    await clear(field);
    await typeKeyByKey(field, 'abc', ['', '', '']);
    await field.press('Tab');
    await expect(field).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('textbox', { name: FIELD_NAME })).toHaveValue('10');
  });

  test('a value still being typed is saved when the page is reloaded or left', async ({ page }) => {
    let field = await openSettingsPage(page);
    await clear(field);
    await typeKeyByKey(field, '00042', ['0', '00', '000', '0004', '00042']);
    await page.reload();
    field = page.getByRole('textbox', { name: FIELD_NAME });
    await expect(field).toHaveValue('42');
    expect(await savedBatch(page)).toBe(42);

    // Reached inside the app, so that Back is a route change, not a new document.
    await page.goto('/menu');
    await hydrated(page);
    await mainNav(page).getByRole('link', { name: 'Settings' }).first().click();
    await expectHeading(page, 'Settings');
    field = page.getByRole('textbox', { name: FIELD_NAME });
    await clear(field);
    await typeKeyByKey(field, '070', ['0', '07', '070']);
    // Back leaves the page with no blur first: the form's going away saves the draft.
    await page.goBack();
    await expect(page).toHaveURL(/\/menu$/);
    await expect.poll(() => savedBatch(page)).toBe(70);
  });

  test("in the navbar's settings modal: typed as typed, saved cleaned on Enter and on closing", async ({ page }) => {
    await page.goto('/characters');
    await expectHeading(page, 'Character Tracker');
    await hydrated(page);
    const open = async () => {
      await page.getByRole('button', { name: 'Quick settings' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const field = dialog.getByRole('textbox', { name: FIELD_NAME });
      await expect(field).toBeVisible();
      return { dialog, field };
    };

    const { dialog, field } = await open();
    await expect(field).toHaveValue('10');
    await clear(field);
    await typeKeyByKey(field, '00005', ['0', '00', '000', '0000', '00005']);
    await field.press('Enter');
    await expect(field).toHaveValue('5');
    expect(await savedBatch(page)).toBe(5);

    // Closed with Escape while typing: what was typed is saved, cleaned.
    await clear(field);
    await typeKeyByKey(field, '2000', ['2', '20', '200', '2000']);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect.poll(() => savedBatch(page)).toBe(1000);

    const reopened = (await open()).field;
    await expect(reopened).toHaveValue('1000');
    await clear(reopened);
    await typeKeyByKey(reopened, '05', ['0', '05']);
    await reopened.press('Tab');
    await expect(reopened).toHaveValue('5');
    expect(await savedBatch(page)).toBe(5);
  });
});
