import { expect, test } from './fixtures';
import { expectHeading, mainNav } from './support';

test('@cross a setting changed inside one remote shows at once in the shell and in another remote, and persists', async ({ page }) => {
  await page.goto('/stages/scarlet-devil-tower');
  await expectHeading(page, /^Floor #/);
  const towerToggle = page.getByRole('switch', { name: 'Show future (JP) floors' });
  await expect(towerToggle).not.toBeChecked();
  await towerToggle.click();
  await expect(towerToggle).toBeChecked();

  // The shell's settings page shows the same value without a reload…
  await mainNav(page).getByRole('link', { name: 'Settings' }).first().click();
  await expectHeading(page, 'Settings');
  const shellSetting = page.getByRole('checkbox', { name: /JP-only content/i }).or(page.getByRole('switch', { name: /JP-only content/i }));
  await expect(shellSetting.first()).toBeChecked();

  // …and so does another remote.
  await mainNav(page).getByRole('link', { name: 'Story Cards' }).click();
  await expectHeading(page, 'Story Card Tracker');
  const cardsToggle = page.getByRole('switch', { name: 'Show unreleased cards' });
  await expect(cardsToggle).toBeChecked();

  // Turned off in that remote, the shell follows; a reload keeps it (localStorage).
  await cardsToggle.click();
  await page.reload();
  await expectHeading(page, 'Story Card Tracker');
  await expect(page.getByRole('switch', { name: 'Show unreleased cards' })).not.toBeChecked();
  await page.goto('/settings');
  await expect(shellSetting.first()).not.toBeChecked();
});

test('@cross a stored setting shows on a fresh load of a page the server rendered with the defaults', async ({ page }) => {
  await page.goto('/stages/scarlet-devil-tower');
  await expectHeading(page, /^Floor #/);
  await page.getByRole('switch', { name: 'Show future (JP) floors' }).click();
  // A page load of another section: the server draws the default, the player's setting follows.
  await page.goto('/story-cards');
  await expectHeading(page, 'Story Card Tracker');
  await expect(page.getByRole('switch', { name: 'Show unreleased cards' })).toBeChecked();
});

test('@cross a corrupt stored setting falls back to defaults with nothing on screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('tlw-tracker:settings', '{"version":2,"settings":{"theme":"neon","jpContent":"yes"'));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/settings');
  await expectHeading(page, 'Settings');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(errors).toEqual([]);
});
