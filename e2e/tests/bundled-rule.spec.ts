import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { buildFixtureRemote, mainNav, serveFolder, useRemoteFrom } from './support';

// Shared code without state is bundled into each remote that imports it, so a team ships a fix to
// it by deploying its remote alone. Here the count line's wording changes in shared-domain and only
// the story-cards remote is rebuilt: the story-card list shows the new wording, the prayer list
// (another remote, not rebuilt) keeps the old one, and the shell is untouched.

const COUNT_LINE = path.join('shared-domain', 'src', 'lists', 'count-line.ts');

let server: { origin: string; close: () => Promise<void> };

test.beforeAll(async () => {
  const folder = buildFixtureRemote({
    remote: 'story-cards',
    buildId: 'count-line-fix',
    edit: (root) => {
      const file = path.join(root, COUNT_LINE);
      const source = fs.readFileSync(file, 'utf8');
      const changed = source.replaceAll('`Showing ', '`Listing ');
      if (changed === source) throw new Error(`no 'Showing' count line in ${COUNT_LINE}`);
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
  await expect(page.locator('[data-remote="story-cards"]')).toHaveAttribute('data-remote-build', 'count-line-fix');
  await expect(page.getByTestId('count-line')).toHaveText(/^Listing (all )?[\d,]+ /);

  await mainNav(page).getByRole('link', { name: 'Prayers', exact: true }).click();
  await expect(page.getByTestId('prayer-count-line')).toHaveText(/^Showing (all )?[\d,]+ /);
});
