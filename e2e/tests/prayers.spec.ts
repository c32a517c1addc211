import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { PrayerListNextResponse, PrayerListResponse, PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { hydrated } from './support';

// Expected values are computed here from the API's own data with the rules
// written out, never by the code under test.

const DEFAULT_START = Date.parse('2021-05-11T00:00:00Z');

async function allPrayers(request: APIRequestContext): Promise<{ list: PrayerSummary[]; opts: PrayerListResponse['filterOpts'] }> {
  const first = (await (await request.get('/api/prayers/get-list')).json()) as PrayerListResponse;
  const list = [...first.content];
  let isLast = first.isLast;
  while (!isLast) {
    const next = (await (await request.get(`/api/prayers/get-list-2?last=${list[list.length - 1]!.id}`)).json()) as PrayerListNextResponse;
    list.push(...next.content);
    isLast = next.isLast || next.content.length === 0;
  }
  return { list, opts: first.filterOpts };
}

/**
 * The list pages' clock, whatever today is: a day before the content's last prayer starts, so the
 * default range (from DEFAULT_START to now) leaves prayers out at both ends.
 */
let now: number;
const inDefaultRange = (p: PrayerSummary) => Date.parse(p.end) > DEFAULT_START && Date.parse(p.start) < now;
const nameKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const showing = (n: number, total: number) =>
  n === 0
    ? 'No prayer found'
    : n === total
      ? `Showing all ${total.toLocaleString('en-US')} prayers`
      : `Showing ${n.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} prayers`;
const countLine = (page: Page) => page.getByTestId('prayer-count-line');

test.describe('@prayers prayer list', () => {
  test.beforeAll(async ({ request }) => {
    const { list } = await allPrayers(request);
    now = Math.max(...list.map((p) => Date.parse(p.start))) - 86_400_000;
  });
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: now });
  });

  test('search by name: the count line matches the API data, and the URL keeps the name', async ({ page, request }) => {
    const { list } = await allPrayers(request);
    await page.goto('/prayers');
    await expect(countLine(page)).toHaveText(showing(list.filter(inDefaultRange).length, list.length));
    await page.getByRole('searchbox', { name: 'Search prayers by name' }).fill('Fes.');
    const expected = list.filter((p) => inDefaultRange(p) && nameKey(p.name).includes('fes')).length;
    await expect(countLine(page)).toHaveText(showing(expected, list.length));
    await expect(page).toHaveURL(/\/prayers\?name=Fes\.$/);
    await expect(page.getByRole('listitem').first()).toBeVisible();
  });

  test('advanced search: a character chip and a prayer type, then the pasted URL gives the same list', async ({ page, request }) => {
    const { list, opts } = await allPrayers(request);
    const tally = new Map<number, number>();
    for (const p of list) for (const r of p.rateUp.characters) tally.set(r.character, (tally.get(r.character) ?? 0) + 1);
    const [id] = [...tally.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const character = opts.characters.find((c) => c.id === id)!;
    const expected = list.filter(
      (p) => inDefaultRange(p) && p.rateUp.characters.some((r) => r.character === id) && p.prayerTypes.includes('normal'),
    ).length;

    await page.goto('/prayers');
    await expect(countLine(page)).toHaveText(showing(list.filter(inDefaultRange).length, list.length));
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Prayer Search and Filter' });
    await expect(dialog).toBeVisible();
    const chips = dialog.getByRole('combobox', { name: 'Rate Up Characters' });
    // The chip field takes letters, digits, hyphen and apostrophe: type the longest word of the name.
    const word = character.name.split(/[^\p{L}\p{N}'-]+/u).sort((a, b) => b.length - a.length)[0]!;
    await chips.fill(word);
    await page.getByRole('option', { name: character.universalName, exact: true }).click();
    // Escape closes the suggestions first (the innermost layer), not the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Prayer Types' }).click();
    await page.getByRole('option', { name: 'Seal Crystal' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(dialog).toBeHidden();
    await expect(countLine(page)).toHaveText(showing(expected, list.length));
    await expect(page).toHaveURL(new RegExp(`\\?characters=${id}&prayer-types=normal$`));

    // The same search pasted with aliases.
    await page.goto(`/prayers?chara=${id}&p-type=normal`);
    await expect(countLine(page)).toHaveText(showing(expected, list.length));
  });

  test('shortcuts: Ctrl+Shift+F opens advanced search, Escape closes it, the first Ctrl+F shows the hint', async ({ page }) => {
    await page.goto('/prayers');
    await expect(countLine(page)).toHaveText(/^Showing/);
    // The server's HTML shows the list before its scripts run; the shortcuts exist once it has hydrated.
    await hydrated(page);
    await page.keyboard.press('Control+F');
    await expect(page.getByText('Press Ctrl + Shift + F to open advanced search')).toBeVisible();
    await page.keyboard.press('Control+Shift+F');
    const dialog = page.getByRole('dialog', { name: 'Prayer Search and Filter' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

/** A prayer every simulator button works on: a pool, step-ups, SC pulls, no pull or GC limit. */
async function simulatorPrayer(request: APIRequestContext) {
  const { list } = await allPrayers(request);
  return list.find(
    (p) => p.flags.simulator && p.stepUps.length > 0 && !p.flags.gcOnly && !p.opts.disableSC && p.max === null && p.gcRules.limit === null,
  )!;
}

const results = (page: Page) => page.getByTestId('pull-results').getByRole('listitem');
const counter = (page: Page, label: string) =>
  page
    .getByTestId('prayer-counters')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
const multi = (page: Page) => page.getByRole('button', { name: /^Multi \(10\)/ });

test.describe('@prayers prayer simulator', () => {
  test('a multi pull shows 10 results and updates the counters; reset clears them', async ({ page, request }) => {
    const prayer = await simulatorPrayer(request);
    await page.goto(`/prayers/info/${prayer.id}`);
    await expect(page).toHaveURL(/[?&]seed=\d+/);
    await multi(page).click();
    await expect(results(page).and(page.locator('[data-filled]'))).toHaveCount(10);
    await expect(counter(page, 'Pulls')).toHaveText('1');
    await expect(counter(page, 'SC spent')).toHaveText((prayer.scCost * 10).toLocaleString('en-US'));
    const drawn = await Promise.all(
      ['Characters', '★★★★★ Story Cards', '★★★★ Story Cards', '★★★ Story Cards'].map(async (l) =>
        Number(await counter(page, l).textContent()),
      ),
    );
    expect(drawn.reduce((a, b) => a + b, 0)).toBe(10);
    await expect(page).toHaveURL(/[?&]pulls=m(&|$)/);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(counter(page, 'Pulls')).toHaveText('0');
    await expect(results(page).and(page.locator('[data-filled]'))).toHaveCount(0);
    await expect(page).not.toHaveURL(/pulls=/);
  });

  test('step-up stages advance with their cost and disable after the last', async ({ page, request }) => {
    const prayer = await simulatorPrayer(request);
    const stages = prayer.stepUps[0]!.stepItems;
    await page.goto(`/prayers/info/${prayer.id}?seed=11`);
    for (let i = 0; i < stages.length; i++) {
      const button = page.getByRole('button', { name: new RegExp(`^Step-up 1: step ${i + 1}/${stages.length}`) });
      await expect(button).toContainText(`${stages[i]!.cost} GC`);
      await button.click();
      await expect(multi(page)).toBeEnabled();
    }
    await expect(page.getByRole('button', { name: /^Step-up 1: done/ })).toBeDisabled();
    await expect(counter(page, 'GC spent')).toHaveText(stages.reduce((n, s) => n + s.cost, 0).toLocaleString('en-US'));
  });

  test('a pasted seeded URL replays identical pulls', async ({ page, browser, request }) => {
    const prayer = await simulatorPrayer(request);
    await page.goto(`/prayers/info/${prayer.id}?seed=31337`);
    await multi(page).click();
    await expect(multi(page)).toBeEnabled();
    await multi(page).click();
    await expect(counter(page, 'Pulls')).toHaveText('2');
    await expect(multi(page)).toBeEnabled();
    const shown = await results(page).allTextContents();
    const tokens = await counter(page, 'Tokens').textContent();
    const url = page.url();
    expect(url).toMatch(/pulls=m\.m/);

    const other = await (await browser.newContext()).newPage();
    await other.goto(url);
    await expect(counter(other, 'Pulls')).toHaveText('2');
    await expect(results(other)).toHaveText(shown);
    await expect(counter(other, 'Tokens')).toHaveText(tokens ?? '');
  });
});

test('@prayers forever prayer: selecting a character changes the status line', async ({ page }) => {
  await page.goto('/prayers/forever-prayer?id=1');
  const status = page.getByTestId('forever-status');
  await expect(status).toHaveText('Selecting no character');
  await hydrated(page);
  await page.getByRole('list', { name: 'Forever prayer characters' }).getByRole('button').first().click();
  await expect(status).toHaveText(/^Selecting 1 of \d+ characters, with \d+\.\d{2,4}% success rate in \d+ day\(s\)$/);
  await page.getByRole('button', { name: 'Select None' }).click();
  await expect(status).toHaveText('Selecting no character');
});
