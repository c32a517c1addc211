import { expect, test, type Page } from './fixtures';
import { expectHeading, untilServerRendered } from './support';

/**
 * The rerun history: the character modal's rerun line and the "Character Reruns" table, against
 * the real API. Expected values are read off api-mock/content/prayers by hand: Fujiwara no Mokou
 * (2020) was featured by prayers 241, 260, 319, 381 and 383 (381 and 383 overlap: four runs), the
 * latest starting 2025-04-15 03:00 UTC; her runs ended 2023-12-26, 2024-02-20, 2024-09-17 and
 * 2025-05-06, and began again 35, 189 and 203 days later.
 */
// The page's clock, pinned: 594 whole days after 2025-04-15 03:00 UTC, 573 after 2025-05-06 03:00 UTC.
const NOW = new Date('2026-11-30T12:00:00Z');
const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });
const mokouRow = (page: Page) => page.locator('tr[data-character="2020"]');
/** The Runs column of every row, in the table's order. */
const runCounts = async (page: Page) =>
  (await page.locator('tbody tr td[data-label="Runs"]').allTextContents()).map((t) => Number(t.split(' ')[0]));

for (const viewport of VIEWPORTS) {
  test.describe(`@prayers @characters rerun history at ${viewport.width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.clock.setFixedTime(NOW);
    });

    test('the table shows the runs and the gaps, and sorts from its links', async ({ page }) => {
      await page.goto('/prayers/reruns');
      await expectHeading(page, 'Character Reruns');
      const row = mokouRow(page);
      await expect(row.locator('td[data-label="Runs"]')).toHaveText('4 (5 prayers)');
      await expect(row.locator('td[data-label="Last featured"]')).toHaveText('2025-04-15');
      await expect(row.locator('td[data-label="Longest wait"]')).toHaveText('573 days');
      await expect(row.locator('td[data-label="Runs and gaps"]')).toHaveText(
        '2023-12-05 → 2023-12-2635 days later2024-01-30 → 2024-02-20189 days later2024-08-27 → 2024-09-17203 days later2025-04-08 → 2025-05-06',
      );
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('link', { name: '2025-04-08 → 2025-05-06' })).toBeVisible();

      // Longest wait first by default.
      const waits = (await page.getByTestId('longest-wait').allTextContents()).map((t) => Number(t.replace(/\D/g, '')));
      expect(waits.length).toBeGreaterThan(100);
      expect(waits).toEqual([...waits].sort((a, b) => b - a));

      await page.getByRole('navigation', { name: 'Sort the table' }).getByRole('link', { name: 'Most runs' }).click();
      await expect(page).toHaveURL(/\/prayers\/reruns\?sort=runs$/);
      await expect(page.getByTestId('rerun-count')).toContainText('sorted by most runs');
      const runs = await runCounts(page);
      expect(runs).toEqual([...runs].sort((a, b) => b - a));
      expect(runs[0]).toBeGreaterThan(4);
    });

    test('a character in the table opens the modal with the rerun line and links to the prayers', async ({ page }) => {
      await page.goto('/prayers/reruns?sort=name');
      await expectHeading(page, 'Character Reruns');
      const name = mokouRow(page).getByRole('link', { name: 'Fujiwara no Mokou' });
      await name.scrollIntoViewIfNeeded();
      await name.click();
      await expect(page).toHaveURL(/\/prayers\/reruns\?sort=name&character=2020$/);
      const modal = dialog(page);
      // The page's own modal asks the shell's server for its data, which may be rendering another
      // worker's pages meanwhile (the server's copy shows on screen, out of reach, until then).
      await expect(modal.getByRole('heading', { name: 'Fujiwara no Mokou' })).toBeVisible({ timeout: 25_000 });
      await expect(modal).toContainText('Featured in5 prayers');
      // The server's copy shows while the characters remote loads; the page's own modal then takes its
      // place (at once when it is ready, else after a few seconds), and the line is read in it.
      await expect(page.locator('#server-character-modal')).toHaveCount(0, { timeout: 15_000 });
      await expect(modal.getByTestId('last-featured')).toContainText(/2025.*\(594 days ago\)/, { timeout: 10_000 });

      await modal.getByText('Prayers featuring Fujiwara no Mokou (5)').click();
      const links = modal.locator('details li a');
      await expect(links).toHaveCount(5);
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
        '/prayers/info/383',
        '/prayers/info/381',
        '/prayers/info/319',
        '/prayers/info/260',
        '/prayers/info/241',
      ]);
      await modal.getByRole('link', { name: 'God Crystal Prayer: Yukari, Mokou, Merlin and more' }).click();
      // The prayer, with the seed its simulator writes once it runs.
      await expect(page).toHaveURL(/\/prayers\/info\/383(\?seed=\d+)?$/);
      await expect(dialog(page)).toBeHidden();
      await expectHeading(page, 'God Crystal Prayer: Yukari, Mokou, Merlin and more');
    });
  });
}

test.describe('@prayers @characters rerun history before any script', () => {
  test('the server sends the sorted table and the modal with its rerun line', async ({ browser, request }) => {
    await untilServerRendered(request, '/prayers/reruns?sort=runs&character=2020');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/prayers/reruns?sort=runs&character=2020');
    await expect(page.getByRole('heading', { level: 1, name: 'Character Reruns' })).toBeVisible();
    const runs = await runCounts(page);
    expect(runs.length).toBeGreaterThan(100);
    expect(runs).toEqual([...runs].sort((a, b) => b - a));
    // The server's clock is today's: the count and the day count exist, whatever today is.
    const modal = page.locator('[role="dialog"]');
    await expect(modal).toContainText('Featured in5 prayers');
    await expect(modal.getByTestId('last-featured')).toContainText(/\(\d[\d,]* days ago\)/);
    await expect(modal.locator('details li a').first()).toHaveAttribute('href', '/prayers/info/383');
    await context.close();
  });
});
