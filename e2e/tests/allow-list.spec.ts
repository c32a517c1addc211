import { expect, test } from './fixtures';
import { expectHeading } from './support';

// Issue 13 item 5: the shell loads remotes only from the origins its server allows; a remotes.json
// entry elsewhere (a mistaken or tampered file) is refused before any request, with a logged error
// and the section's fallback.
test('@cross @shell a remotes.json entry outside the allow-list is refused; the section says it is unavailable', async ({ page }) => {
  const OUTSIDE = 'https://remotes.outside.example';
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    // The page may drop a request for it (its preload answered the script's own): nothing to change then.
    const manifest = (await response.json().catch(() => null)) as Record<string, { name: string; entry: string }> | null;
    if (!manifest) return;
    manifest.prayers = { name: manifest.prayers!.name, entry: `${OUTSIDE}/mf-manifest.json` };
    // The response's headers (with the server's allow-list) are kept; only the body is changed.
    await route.fulfill({ response, json: manifest });
  });
  const outsideRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(OUTSIDE)) outsideRequests.push(request.url());
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  await page.goto('/prayers');
  await expectHeading(page, 'Prayer Tracker is unavailable');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(errors.join('\n')).toContain(`remotes.json points the prayers remote at ${OUTSIDE}, which is not an allowed remote origin`);
  expect(outsideRequests).toEqual([]);

  // Every allowed remote still loads.
  await page.goto('/characters');
  await expectHeading(page, 'Character Tracker');
});
