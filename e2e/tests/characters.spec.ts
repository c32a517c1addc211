import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { expectHeading, hydrated, mainNav, pathOf } from './support';

/** The API's thumbnail fields these journeys read. */
interface Thumb {
  id: number;
  type: string;
  fr: boolean;
  released: boolean;
  status: string;
  announced: boolean;
  jp?: boolean;
  debut?: string | null;
  name?: { en: string };
}

const api = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const response = await request.get(`/api/${path}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
};

// The release and spoiler rules, written out here rather than imported. Out in global: a released
// status (non-limited, limited, upcoming) whose global debut has passed (undated: not JP-only).
// With JP content off a unit is named when it is out or the global version announced it; lists
// leave out the rest of the JP-only units and unannounced dates still ahead (others show as '?').
const isOut = (t: Thumb) => ['non-limited', 'limited', 'upcoming'].includes(t.status) && (t.debut ? Date.parse(t.debut) <= now : !t.jp);
const namedWithoutJp = (t: Thumb) => isOut(t) || t.announced || t.status === 'upcoming' || t.status === 'announced';
const shownWithoutJp = (t: Thumb) => namedWithoutJp(t) || !(t.jp || (t.debut && Date.parse(t.debut) > now));

/**
 * The pages' clock, whatever today is: a day before the content's last global debut, so the rules
 * above meet units out, announced and still to come (the API sends every unit with its debut; the
 * pages apply the rules by their own clock).
 */
let now: number;

test.beforeAll(async ({ request }) => {
  const data = await api<{ content: { data: Thumb[] }[] }>(request, 'characters/chronological');
  const debuts = data.content.flatMap((g) => g.data.flatMap((t) => (t.debut ? [Date.parse(t.debut)] : [])));
  if (debuts.length === 0) throw new Error('the content has no dated debut');
  now = Math.max(...debuts) - 86_400_000;
});

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: now });
});
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A thumbnail (a link to the page with its modal): its accessible name starts with the unit's name (universal names add a bracket). */
const thumbnailOf = (scope: Page | Locator, name: string) => scope.getByRole('link', { name: new RegExp(`^${escape(name)}\\b`) }).first();
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Character' });
const historyLength = (page: Page) => page.evaluate(() => history.length);

test.describe('@characters character screens show the API units', () => {
  test('conventional list: the L1 tab counts and shows units from /api/characters/chronological', async ({ page, request }) => {
    const data = await api<{ content: { id: string; name: string; data: Thumb[] }[] }>(request, 'characters/chronological');
    const l1 = data.content.find((g) => g.id === 'l1')!;
    const shown = l1.data.filter(shownWithoutJp);
    const available = shown.filter(isOut).length;
    await page.goto('/characters/conventional-list');
    await expectHeading(page, 'Conventional Order');
    await expect(page.getByRole('heading', { name: l1.name, level: 2 })).toBeVisible();
    await expect(page.getByLabel(`${available} of ${shown.length} available`)).toBeVisible();
    await expect(thumbnailOf(page, shown[0]!.name!.en)).toBeVisible();
  });

  test('release order: every released unit, counted, the first one first', async ({ page, request }) => {
    const data = await api<{ content: Thumb[] }>(request, 'characters/release-date');
    const shown = data.content.filter(shownWithoutJp);
    await page.goto('/characters/release-order');
    await expectHeading(page, 'Release Order');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      `Showing all ${shown.length.toLocaleString('en-US')} characters`,
    );
    const list = page.getByRole('list', { name: 'Released characters, oldest first' });
    await expect(list.getByRole('link').first()).toHaveAccessibleName(new RegExp(`^${escape(shown[0]!.name!.en)}`));
  });

  test('universe tracker, variant tracker, roles, prayer types, batches and the unreleased list show API units', async ({
    page,
    request,
  }) => {
    const universes = await api<{ content: { universe: string; characters: Thumb[] }[] }>(request, 'characters/universe');
    const a6 = universes.content.find((u) => u.universe === 'A6')!.characters.filter(shownWithoutJp);
    await page.goto('/characters/universe-tracker?universe=A6');
    await expect(page.getByRole('heading', { name: 'Universe A6 · Subterranean' })).toBeVisible();
    await expect(page.getByLabel(`${a6.filter(isOut).length} of ${a6.length} available`)).toBeVisible();
    await expect(thumbnailOf(page, a6[0]!.name!.en)).toBeVisible();

    const variants = await api<{ content: { enName: string; characters: Thumb[] }[] }>(request, 'characters/variants');
    await page.goto('/characters/variant-tracker');
    await expect(page.getByRole('article', { name: variants.content[0]!.enName })).toBeVisible();

    const roles = await api<{ content: { name: string; kanji: string; characters: Thumb[] }[] }>(request, 'characters/role-type');
    await page.goto('/characters/role-type');
    for (const role of roles.content) {
      const region = page.getByRole('region', { name: role.name });
      await expect(region).toContainText(role.kanji);
      const units = role.characters.filter(shownWithoutJp);
      await expect(region.getByLabel(`${units.filter(isOut).length} of ${units.length} available`)).toBeVisible();
    }

    const prayerTypes = await api<{ content: { id: string; name: string; characters: Thumb[] }[] }>(request, 'characters/prayer-type');
    const epic = prayerTypes.content.find((g) => g.id === 'epic')!;
    await page.goto('/characters/prayer-type?type=epic');
    await expect(thumbnailOf(page, epic.characters.filter(shownWithoutJp)[0]!.name!.en)).toBeVisible();

    const rebirth = await api<{ content: { no: number; characters: Thumb[] }[] }>(request, 'characters/rebirth-date');
    await page.goto('/characters/rebirth-order');
    const first = page.getByRole('article', { name: `Batch #${rebirth.content[0]!.no}`, exact: true });
    await expect(first.getByRole('heading', { name: `#${rebirth.content[0]!.no}`, exact: true })).toBeVisible();
    await expect(thumbnailOf(first, rebirth.content[0]!.characters[0]!.name!.en)).toBeVisible();

    const unreleased = await api<{ content: Record<string, Thumb[]> }>(request, 'characters/unreleased');
    await page.goto('/characters/unreleased-characters');
    const story = page.getByRole('region', { name: 'Appeared in story' });
    await expect(story.getByRole('listitem')).toHaveCount(unreleased.content.story!.filter(shownWithoutJp).length);
  });
});

test('@characters a release-order filter is written to the URL with replace, and a pasted URL restores it', async ({ page, request }) => {
  const data = await api<{ content: Thumb[] }>(request, 'characters/release-date');
  const shown = data.content.filter(shownWithoutJp);
  // The ultra group is sfes and mfes; rebirth=yes keeps rebirthable units only.
  const ultra = shown.filter((t) => t.type === 'sfes' || t.type === 'mfes').length;
  const ultraOrStandard = shown.filter((t) => ['sfes', 'mfes', 'gen'].includes(t.type)).length;
  const ultraOrStandardRebirth = shown.filter((t) => ['sfes', 'mfes', 'gen'].includes(t.type) && t.fr).length;
  expect(ultraOrStandardRebirth).toBeGreaterThan(0);
  const countLine = page.getByRole('status').filter({ hasText: /^Showing|^No character/ });

  await page.goto('/characters/release-order?type=sfes');
  await expect(countLine).toHaveText(`Showing ${ultra} of ${shown.length} characters`);
  const filters = page.getByRole('complementary', { name: 'Release filters' });
  await expect(filters.getByRole('button', { name: /^Ultra Festival/ })).toHaveAttribute('aria-pressed', 'true');

  const before = await historyLength(page);
  await filters.getByRole('button', { name: /^Standard/ }).click();
  await expect(countLine).toHaveText(`Showing ${ultraOrStandard} of ${shown.length} characters`);
  await filters.getByRole('group', { name: 'Rebirthable' }).getByRole('radio', { name: 'Yes' }).check();
  await expect(countLine).toHaveText(`Showing ${ultraOrStandardRebirth} of ${shown.length} characters`);
  expect(pathOf(page)).toBe('/characters/release-order?type=gen%2Cultra&rebirth=yes');
  expect(await historyLength(page)).toBe(before);

  // A pasted URL restores the same filter.
  const pasted = await page.context().newPage();
  await pasted.goto('/characters/release-order?type=gen%2Cultra&rebirth=yes');
  await expect(pasted.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
    `Showing ${ultraOrStandardRebirth} of ${shown.length} characters`,
  );
  const pastedFilters = pasted.getByRole('complementary', { name: 'Release filters' });
  await expect(pastedFilters.getByRole('button', { name: /^Standard/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(pastedFilters.getByRole('group', { name: 'Rebirthable' }).getByRole('radio', { name: 'Yes' })).toBeChecked();
  await pasted.close();
});

test('@characters the modal opens from a unit of this section; Escape and Back close it', async ({ page, request }) => {
  const data = await api<{ content: Thumb[] }>(request, 'characters/release-date');
  const unit = data.content.filter(namedWithoutJp)[0]!;
  const full = await api<{ name: { en: string; jp: string; kana: string }; title: { en: string } }>(
    request,
    `characters/modal?id=${unit.id}`,
  );
  await page.goto('/characters/release-order');
  await expectHeading(page, 'Release Order');
  await hydrated(page);

  await thumbnailOf(page, unit.name!.en).click();
  await expect(dialog(page).getByRole('heading', { name: full.name.en, level: 3 })).toBeVisible();
  await expect(dialog(page)).toContainText(full.name.jp);
  await expect(dialog(page)).toContainText(full.name.kana);
  await expect(dialog(page)).toContainText(full.title.en);
  await expect(dialog(page)).toContainText('(released)');
  expect(pathOf(page)).toBe(`/characters/release-order?character=${unit.id}`);

  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  expect(pathOf(page)).toBe('/characters/release-order');

  await thumbnailOf(page, unit.name!.en).click();
  await expect(dialog(page).getByRole('heading', { name: full.name.en, level: 3 })).toBeVisible();
  await page.goBack();
  await expect(dialog(page)).toBeHidden();
  expect(pathOf(page)).toBe('/characters/release-order');
  await expectHeading(page, 'Release Order');
});

test("@characters @cross the same modal opens from a prayer's rate-up list in the prayers section", async ({ page, request }) => {
  type Prayer = { id: number; start: string; rateUp: { characters: { character: number; thumbnail?: Thumb }[] } };
  const list = await api<{ content: Prayer[] }>(request, 'prayers/get-list');
  // A prayer that has started, with a rate-up unit shown with JP content off.
  const prayer = list.content.find(
    (p) => Date.parse(p.start) < now && p.rateUp.characters.some((c) => c.thumbnail && namedWithoutJp(c.thumbnail)),
  )!;
  const rateUp = prayer.rateUp.characters.find((c) => c.thumbnail && namedWithoutJp(c.thumbnail))!;
  const full = await api<{ name: { en: string } }>(request, `characters/modal?id=${rateUp.character}`);
  await page.goto(`/prayers/info/${prayer.id}`);
  const rateUpList = page.getByRole('region', { name: /^Rate Up/ });
  await rateUpList
    .getByRole('link', { name: new RegExp(`\\b${escape(rateUp.thumbnail!.name!.en)}\\b`) })
    .first()
    .click();
  await expect(dialog(page).getByRole('heading', { name: full.name.en, level: 3 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('character')).toBe(String(rateUp.character));
  await page.goBack();
  await expect(dialog(page)).toBeHidden();
});

test('@characters JP content reveals the hidden units on every page at once, without a reload', async ({ page, request }) => {
  const unreleased = await api<{ content: { jp: Thumb[] } }>(request, 'characters/unreleased');
  // A unit the API still files here whose global debut has passed is out: the page leaves it out.
  const jpUnits = unreleased.content.jp.filter((t) => !isOut(t));
  const shown = jpUnits.filter(shownWithoutJp);
  // Some of the section are JP-only, so the switch has something to reveal.
  expect(jpUnits.length).toBeGreaterThan(shown.length);
  await page.goto('/characters/unreleased-characters');
  const jpSection = page.getByRole('region', { name: 'Released/Announced in JP' });
  await expect(jpSection.getByLabel(`0 of ${shown.length} available`)).toBeVisible();
  await expect(jpSection.getByRole('listitem')).toHaveCount(shown.length);

  // Clicked as a player does: a tap before the page is React's is held and made once it is.
  await page.getByRole('switch', { name: 'Show JP-only characters' }).click();
  await expect(page.getByRole('switch', { name: 'Show JP-only characters' })).toBeChecked();
  await expect(jpSection.getByRole('listitem')).toHaveCount(jpUnits.length);
  await expect(jpSection.getByLabel(`0 of ${jpUnits.length} available`)).toBeVisible();

  // Another page of the section follows the same setting (client-side navigation, no reload).
  const chronological = await api<{ content: { id: string; data: Thumb[] }[] }>(request, 'characters/chronological');
  const l1 = chronological.content.find((g) => g.id === 'l1')!.data;
  await mainNav(page).getByRole('link', { name: 'Characters' }).first().click();
  await page.getByRole('link', { name: /^Conventional Order/ }).click();
  await expect(page.getByLabel(`${l1.filter(isOut).length} of ${l1.length} available`)).toBeVisible();
});

test.describe('@characters phone layout (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('release-order filters open in a modal; the choice reaches the URL when it closes', async ({ page, request }) => {
    const data = await api<{ content: Thumb[] }>(request, 'characters/release-date');
    const shown = data.content.filter(shownWithoutJp);
    const pure = shown.filter((t) => t.type === 'wfes').length;
    await page.goto('/characters/release-order');
    await expectHeading(page, 'Release Order');
    await expect(page.getByRole('complementary', { name: 'Release filters' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const filterDialog = page.getByRole('dialog', { name: 'Filter characters' });
    await filterDialog.getByRole('button', { name: /^Pure Festival/ }).click();
    await expect(filterDialog.getByRole('status')).toHaveText(pure === 1 ? '1 character matches' : `${pure} characters match`);
    await filterDialog.getByRole('button', { name: 'Show' }).click();
    await expect(filterDialog).toBeHidden();
    expect(pathOf(page)).toBe('/characters/release-order?type=pure');
    await expect(page.getByRole('status').filter({ hasText: /^Showing/ })).toHaveText(
      pure === 1 ? `Showing 1 of ${shown.length} characters` : `Showing ${pure} of ${shown.length} characters`,
    );
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
