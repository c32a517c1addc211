import { expect, test } from '@playwright/test';
import { ALIAS_TABLE } from 'shared-domain/routing/alias-table';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import { resolveAlias } from 'shared-domain/routing/resolve-alias';
import { expectedHeading, expectHeading, pathOf } from './support';

// Reading A of spec section 2, written out from the spec.
const READING_A = [
  '/404', '/about', '/character-tracker/batch-order', '/character-tracker/conventional-order',
  '/character-tracker/forever-prayer-v3', '/character-tracker/kourindou-roulette',
  '/character-tracker/prayer-type-listing', '/character-tracker/release-order',
  '/character-tracker/role-type-listing', '/character-tracker/standard-prayer',
  '/character-tracker/universe-tracker', '/character-tracker/unreleased-characters',
  '/character-tracker/variant-tracker', '/errors/offline', '/errors/test', '/', '/navigator',
  '/prayer-tracker/prayer-detail', '/prayer-tracker/prayer-list', '/prayer-tracker/test', '/settings-page',
  '/stage-tracker/scarlet-devil-tower', '/stage-tracker/scarlet-devil-tower/rewards',
  '/stage-tracker/vs-divergent-spirit', '/story-card-tracker/illust-tracker',
  '/story-card-tracker/story-card-list', '/test', '/update-log',
];

const landsOn = (from: string) => {
  const [pathname = '/', query] = from.split('?');
  return resolveAlias({ pathname, search: query ? `?${query}` : '' }) ?? from;
};

test('every canonical page shows its one heading', async ({ page }) => {
  test.setTimeout(90_000);
  for (const { path, heading } of CANONICAL_PAGES) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
    await expectHeading(page, heading);
  }
});

// Four slices so the two workers share the ~130 page loads.
const SLICES = 4;
for (let slice = 0; slice < SLICES; slice += 1) {
  test(`every reading-B alias and redirect lands on its page (${slice + 1}/${SLICES})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const rule of ALIAS_TABLE.filter((_, i) => i % SLICES === slice)) {
      const from = rule.from.replace(':id', '3');
      const target = landsOn(from);
      await page.goto(from);
      await expect.poll(() => pathOf(page), { message: from }).toBe(target);
      await expectHeading(page, expectedHeading(target.split('?')[0]!));
    }
  });
}

test('every reading-A path lands on its reading-B page', async ({ page }) => {
  test.setTimeout(90_000);
  for (const from of READING_A) {
    const target = landsOn(from);
    await page.goto(from);
    await expect.poll(() => pathOf(page), { message: from }).toBe(target);
    await expectHeading(page, expectedHeading(target));
  }
});

test('the query survives a redirect (tower floor)', async ({ page }) => {
  await page.goto('/stage/sdt?floor=7');
  await expect(page).toHaveURL(/\/stages\/scarlet-devil-tower\?floor=7$/);
  await expectHeading(page, 'Floor #7');
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  for (const path of ['/no-such-page', '/characters/no-such-page', '/stages/scarlet-devil-tower/nope/deeper']) {
    await page.goto(path);
    await expectHeading(page, 'Error Page Not Found');
  }
  await page.getByRole('link', { name: 'Go to home page >>' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectHeading(page, 'Touhou LostWord Tracker');
});

test('page titles carry the site name ending in Tracker', async ({ page }) => {
  for (const path of ['/', '/characters', '/prayers', '/update-log']) {
    await page.goto(path);
    await expect(page).toHaveTitle(/Tracker$/);
  }
});
