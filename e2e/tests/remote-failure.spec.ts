import { expect, test } from './fixtures';
import { E2E_PORTS } from '../playwright.config';
import { expectHeading, mainNav } from './support';

const prayersOrigin = `http://localhost:${E2E_PORTS.PRAYERS_PORT}`;

const failures = {
  'server down': (route: import('@playwright/test').Route) => route.abort('connectionrefused'),
  'manifest 404': (route: import('@playwright/test').Route) =>
    route.request().url().endsWith('/mf-manifest.json') ? route.fulfill({ status: 404, body: 'not found' }) : route.continue(),
  'broken script': (route: import('@playwright/test').Route) =>
    route.request().url().endsWith('/remoteEntry.js')
      ? route.fulfill({ status: 200, contentType: 'application/javascript', body: 'this is not javascript (' })
      : route.continue(),
};

for (const [kind, handler] of Object.entries(failures)) {
  test(`@cross @local a remote that cannot load (${kind}) shows its message and Retry; the rest works`, async ({ page }) => {
    await page.route(`${prayersOrigin}/**`, handler);
    // The moment the message is put in the page, seen by the page itself (not when this test next looks).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('h1')?.textContent?.includes('is unavailable')) return;
        performance.mark('remote-failure-shown');
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto('/prayers');
    await expectHeading(page, 'Prayer Tracker is unavailable');
    // Measured in the page, from the moment the section asked for its remote.
    const sinceLoad = await page.evaluate(
      () =>
        performance.getEntriesByName('remote-failure-shown')[0]!.startTime -
        performance.getEntriesByName('remote-load:prayers')[0]!.startTime,
    );
    console.log(`${kind}: message ${Math.round(sinceLoad)} ms after the section asked for its remote`);
    // A failed request shows at once, without waiting out a timer (a stalled one would take 30 s and more);
    // the bound leaves room for a busy machine.
    expect(sinceLoad).toBeLessThan(5_000);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Navbar, other sections and settings keep working.
    await mainNav(page).getByRole('link', { name: 'Characters' }).click();
    await expectHeading(page, 'Character Tracker');
    await page.goto('/settings');
    await expectHeading(page, 'Settings');

    // Back on the broken section, then the remote recovers and Retry brings it in.
    await page.goto('/prayers');
    await expectHeading(page, 'Prayer Tracker is unavailable');
    await page.unroute(`${prayersOrigin}/**`);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expectHeading(page, 'Touhou LostWord Prayer Tracker');
  });
}

test('@cross @local a dead remote does not stall the rest of the site at start-up', async ({ page }) => {
  await page.route(`${prayersOrigin}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/characters');
  await expectHeading(page, 'Character Tracker');
  await mainNav(page).getByRole('link', { name: 'Home' }).click();
  await expectHeading(page, 'Touhou LostWord Tracker');
});
