import { test } from '@playwright/test';

// Temporary screenshots for the helper's report (deleted after use).
const shots: Array<[string, string]> = [
  ['prayers-list', '/prayers?name=Maribel%27s%20Encounter'],
  ['prayer-334', '/prayers/info/334'],
  ['prayer-492', '/prayers/info/492'],
  ['modal-14006', '/characters/release-order?character=14006'],
  ['release-order', '/characters/release-order'],
  ['home', '/'],
];
for (const width of [1366, 390]) {
  for (const [name, url] of shots) {
    test(`shot ${name} ${width}`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `/work/notes/shots/r28-${name}-${width}.png`, fullPage: name === 'home' || name === 'release-order' ? false : true });
      if (name === 'home') {
        await page.getByRole('region', { name: 'Upcoming characters' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/work/notes/shots/r28-home-upcoming-${width}.png` });
        await page.locator('footer').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `/work/notes/shots/r28-footer-${width}.png` });
      }
    });
  }
}
