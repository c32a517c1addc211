import { expect, test } from './fixtures';
import { expectedHeading, expectHeading, SITE_PAGES } from './support';

// Every alias and old link is checked against the site's rules in shell/src/routing/site-aliases.test.ts (Jest);
// the browser follows a handful of them here, one of each kind, from each section and the shell,
// so the redirect in the page and on the server stays wired to those rules.

/** [visited, where the visitor must land], written out. */
const LANDINGS: ReadonlyArray<readonly [string, string]> = [
  ['/prayer-list', '/prayers'],
  ['/prayers/info/fp-3', '/prayers/forever-prayer?id=3'],
  ['/prayers/gen/dates', '/prayers/standard-prayer/date-order'],
  ['/chara/release-order?type=fes&rebirth=yes', '/characters/release-order?type=fes&rebirth=yes'],
  ['/character-tracker/forever-prayer-v3', '/prayers/forever-prayer'],
  ['/Story-Card-Tracker/illust-tracker', '/story-cards/illustrators'],
  ['/stages/tower/items', '/stages/scarlet-devil-tower/rewards'],
  ['/change-log', '/update-log'],
  ['/about', '/menu'],
];

/**
 * The path and query a redirect settled on, less the seed a pool simulator writes into a seedless URL
 * (the page's own state, added once it shows, however fast: not part of the redirect).
 */
function landedOn(page: import('@playwright/test').Page, to: string): string {
  const url = new URL(page.url());
  if (!new URLSearchParams(to.split('?')[1] ?? '').has('seed')) url.searchParams.delete('seed');
  return url.pathname + url.search;
}

/**
 * These journeys are about where a link lands, not what the page looks like: images are left out
 * and the URL is watched from the HTML on.
 */
async function lightLoads(page: import('@playwright/test').Page) {
  await page.route(/\/images\//, (route) => route.abort());
}

// Every page of the site, each its first visit, one after another: in two halves, so the suite's two
// workers can share the walk.
const HALF = Math.ceil(SITE_PAGES.length / 2);
for (const [part, pages] of [SITE_PAGES.slice(0, HALF), SITE_PAGES.slice(HALF)].entries())
  test(`@cross every canonical page shows its one heading (part ${part + 1} of 2)`, async ({ page }) => {
    test.setTimeout(75_000);
    await lightLoads(page);
    for (const { path, heading } of pages) {
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Not redirected anywhere else; a page may add its own state to a query-less URL (the pool
      // simulators write their seed: `?seed=N`).
      await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}${path.includes('?') ? '' : '(?:\\?[^#]*)?'}$`));
      await expectHeading(page, heading);
    }
  });

test('@cross a handful of aliases and old links land on their page', async ({ page }) => {
  await lightLoads(page);
  for (const [from, to] of LANDINGS) {
    await page.goto(from, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => landedOn(page, to), { message: from }).toBe(to);
    await expectHeading(page, expectedHeading(to.split('?')[0]!));
  }
});

test('@cross the query survives a redirect (tower floor)', async ({ page }) => {
  await page.goto('/stage/sdt?floor=7');
  await expect(page).toHaveURL(/\/stages\/scarlet-devil-tower\?floor=7$/);
  await expectHeading(page, 'Floor #7');
});

test('@cross unknown paths show the 404 page with a way home', async ({ page }) => {
  for (const path of ['/no-such-page', '/characters/no-such-page', '/stages/scarlet-devil-tower/nope/deeper']) {
    await page.goto(path);
    await expectHeading(page, 'Error Page Not Found');
  }
  await page.getByRole('link', { name: 'Go to home page >>' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeading(page, 'Touhou LostWord Tracker');
});

test('@cross page titles carry the site name ending in Tracker', async ({ page }) => {
  for (const path of ['/', '/characters', '/prayers', '/update-log']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/Tracker$/);
  }
});
