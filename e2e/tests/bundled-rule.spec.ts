import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { buildFixtureRemote, mainNav, serveFolder, useRemoteFrom } from './support';

// Shared code without state is bundled into each remote that imports it, so a team ships a fix to
// it by deploying its remote alone. Here the date format's short month and weekday names change in
// shared-domain (to capitals) and only the story-cards remote is rebuilt: the story-card list shows
// the new dates, the prayer list
// (another remote, not rebuilt) keeps the old one, and the shell is untouched.

const DATE_FORMAT = path.join('shared-domain', 'src', 'formatting', 'date-format.ts');
const SHORT_NAMES = 'const short3 = (word: string) => word.slice(0, 3);';

let server: { origin: string; close: () => Promise<void> };

test.beforeAll(async () => {
  const folder = buildFixtureRemote({
    remote: 'story-cards',
    buildId: 'date-format-fix',
    edit: (root) => {
      const file = path.join(root, DATE_FORMAT);
      const source = fs.readFileSync(file, 'utf8');
      const changed = source.replace(SHORT_NAMES, 'const short3 = (word: string) => word.slice(0, 3).toUpperCase();');
      if (changed === source) throw new Error(`no short month and weekday names in ${DATE_FORMAT}`);
      fs.writeFileSync(file, changed);
    },
  });
  server = await serveFolder(folder);
});
test.afterAll(async () => {
  await server?.close();
});

test('@cross @local a bundled rule changed and only story-cards rebuilt: /story-cards shows it, /prayers does not', async ({ page }) => {
  await useRemoteFrom(page, 'story-cards', server.origin);
  await page.goto('/story-cards');
  await expect(page.locator('[data-remote="story-cards"]')).toHaveAttribute('data-remote-build', 'date-format-fix');
  // A card's release date ("MAY 10, 2021"), from the rebuilt remote's own copy of the rule.
  await expect(page.locator('article[data-card-id] time').first()).toHaveText(/^[A-Z]{3} \d{1,2}, \d{4}/);

  await mainNav(page).getByRole('link', { name: 'Prayers', exact: true }).click();
  // A prayer's start ("Fri, Nov 10, …"): the prayers remote keeps the rule it was built with.
  const start = page
    .locator('main article time')
    .filter({ hasText: /^[A-Za-z]{3}, [A-Za-z]{3} \d/ })
    .first();
  await expect(start).toHaveText(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), [A-Z][a-z]{2} \d/);
});
