import { expect, test, type Page } from './fixtures';
import { expectHeading, mainNav, requestsQuiet } from './support';

/**
 * Resolves once no request has been under way for a moment. A jump of the clock fires the page's
 * pending timers, a script load's timeout among them: a load still under way at a jump would fail
 * into the error page, which is not what this journey is about.
 */
function networkQuiet(page: Page): () => Promise<void> {
  const quiet = requestsQuiet(page);
  return () => expect.poll(() => quiet(300), { intervals: [100] }).toBe(true);
}

test("@shell the shell's build manifest names the entry script the page runs, and is never cached", async ({ page, request }) => {
  await page.goto('/');
  await expectHeading(page, 'Touhou LostWord Tracker');
  const scripts = await page.locator('script[src]').evaluateAll((s) => s.map((e) => new URL((e as HTMLScriptElement).src).pathname));
  const response = await request.get('/build-manifest.json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const { entry } = (await response.json()) as { entry: string[] };
  expect(entry.length).toBeGreaterThan(0);
  for (const file of entry) expect(scripts).toContain(file);
});

test('@shell an hour after a redeploy of the shell, the next page change loads the new shell', async ({ page }) => {
  let deployed: string[] | null = null;
  const checks: string[] = [];
  await page.route('**/build-manifest.json', async (route) => {
    checks.push(new Date().toISOString());
    if (deployed) await route.fulfill({ json: { entry: deployed }, headers: { 'cache-control': 'no-cache' } });
    else await route.continue();
  });
  const quiet = networkQuiet(page);
  await page.clock.install({ time: new Date('2026-11-22T19:00:00Z') });
  await page.goto('/update-log');
  await expectHeading(page, 'Update Log');
  // Survives a page change in the page (the home is the shell's own; the update log's code is
  // loaded once visited), disappears on a real page load.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  await mainNav(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expectHeading(page, 'Touhou LostWord Tracker');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await expect(page.getByTestId('home-collection-empty')).toBeVisible();

  // No check before the hour is up.
  await quiet();
  await page.clock.fastForward('30:00');
  await page.waitForTimeout(300);
  expect(checks).toEqual([]);

  // The shell is redeployed; at the hour the page finds out.
  deployed = ['/main.0123456789.js'];
  const checked = page.waitForRequest('**/build-manifest.json');
  // The first jump ran the page's deferred work, which may have started loading more code.
  await quiet();
  await page.clock.fastForward('30:01');
  await checked;
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // The next page change is a real page load, landing on the page that was asked for.
  const loaded = page.waitForEvent('load');
  await mainNav(page).getByRole('link', { name: 'Update Log' }).click();
  await loaded;
  await expectHeading(page, 'Update Log');
  expect(new URL(page.url()).pathname).toBe('/update-log');
  expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
});
