import { expect, test } from './fixtures';
import { expectHeading, hydrated, started } from './support';

test('@shell browser back closes the settings modal instead of leaving the page', async ({ page }) => {
  await page.goto('/characters');
  await expectHeading(page, 'Character Tracker');
  await hydrated(page);
  await page.getByRole('button', { name: 'Quick settings' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/characters$/);
  await expectHeading(page, 'Character Tracker');

  // Escape closes it too, and then Back navigates as usual.
  await page.getByRole('button', { name: 'Quick settings' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/characters$/);
});

test('@shell the footer is hidden on the tower floor page only', async ({ page }) => {
  const footer = page.getByRole('contentinfo');
  await page.goto('/stages/scarlet-devil-tower/rewards');
  await expect(footer).toBeVisible();
  await expect(footer).toContainText(/not affiliated/i);
  await page.goto('/stages/scarlet-devil-tower?floor=2');
  await expectHeading(page, 'Floor #2');
  await expect(footer).toHaveCount(0);
});

test('@shell below 1000 px the navbar collapses into a menu that still reaches every section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  await started(page);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Prayers' }).click();
  await expectHeading(page, 'Touhou LostWord Prayer Tracker');
});

test('@shell the design tokens and the chosen theme style the page', async ({ page }) => {
  const look = () =>
    page.evaluate(() => ({
      bodyMargin: getComputedStyle(document.body).margin,
      bg: getComputedStyle(document.documentElement).getPropertyValue('--bg').trim(),
    }));
  await page.goto('/settings');
  await expectHeading(page, 'Settings');
  const dark = await look();
  expect(dark.bodyMargin).toBe('0px');
  expect(dark.bg).toMatch(/^#[0-9a-f]{6}$/i);

  // Clicked as a player does: a tap before the form is React's is held and made once it is (check() wants it at once).
  const lightRadio = page.getByRole('radio', { name: 'Light' });
  await lightRadio.click();
  await expect(lightRadio).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await look();
  expect(light.bg).toMatch(/^#[0-9a-f]{6}$/i);
  expect(light.bg).not.toBe(dark.bg);
});
