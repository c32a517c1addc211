import { expect, test, type Page } from './fixtures';
import type { IllustratorResponse, StoryCardListResponse } from 'shared-domain/schemas/api/story-cards';
import { expectHeading, hydrated, pathOf } from './support';

// Every expected count is computed here from the API's own JSON, never by the code under test.
type Card = StoryCardListResponse['content'][number];

let list: StoryCardListResponse;
let illustrators: IllustratorResponse;
/**
 * The pages' clock, whatever today is: shortly before the content's last card comes out, so the
 * list has released cards and one still to come (the API sends them all; the page leaves out what is
 * not out yet by its own clock).
 */
let now: number;

test.beforeAll(async ({ request }) => {
  list = (await (await request.get('/api/story-cards/get-list')).json()) as StoryCardListResponse;
  illustrators = (await (await request.get('/api/story-cards/get-illust')).json()) as IllustratorResponse;
  const times = [...new Set(list.content.map((c) => Date.parse(c.releaseDate)))].sort((a, b) => a - b);
  const [before, last] = times.slice(-2);
  if (before === undefined || last === undefined) throw new Error('the content has fewer than two release dates of story cards');
  now = last - Math.min(86_400_000, (last - before) / 2);
});

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: now });
});

const released = () => list.content.filter((c) => Date.parse(c.releaseDate) <= now);
const fmt = (n: number) => n.toLocaleString('en-US');
const allBuffs = (c: Card) => [...c.buffs, ...c.randomBuffs.flat()];

/** The count line as the page words it, for `shown` of `total`. */
function countText(shown: number, total: number): string {
  if (shown === 0) return 'No story card found';
  if (shown === total) return `Showing all ${fmt(total)} story cards`;
  if (shown === 1) return `Showing 1 of ${fmt(total)} story card`;
  return `Showing ${fmt(shown)} of ${fmt(total)} story cards`;
}

const countLine = (page: Page) => page.getByTestId('count-line');
const cardNames = (page: Page) => page.locator('article[data-card-id] h2').allTextContents();

async function openList(page: Page, query = '') {
  await page.goto(`/story-cards${query}`);
  await expectHeading(page, 'Story Card Tracker');
  await expect(countLine(page)).toBeVisible();
}

/** Each filter as a pasted URL, and the cards the spec's rule keeps; the query may read the data. */
type FilterCase = [query: string | ((cards: Card[]) => string), keep: (c: Card, cards: Card[]) => boolean, title?: string];
const FILTER_CASES: FilterCase[] = [
  ['?rarities=4,5', (c) => c.rarity === 4 || c.rarity === 5],
  ['?types=o,b', (c) => c.type === 'orchid' || c.type === 'bamboo'],
  ['?rarities=1,3,4,5', () => true],
  ['?obtaining=challenge-quest', (c) => c.obtaining.some((o) => ['ex', 'vs', 'eternal-battle'].includes(o.type))],
  ['?obtaining=others', (c) => c.obtaining.some((o) => ['pack', 'minigame', 'task', 'login', 'exchange'].includes(o.type))],
  ['?obtaining=prayer', (c) => c.obtaining.some((o) => ['general', 'prayer', 'epic-prayer', 'story-card-prayer'].includes(o.type))],
  [(cards) => `?featured=${featuredOf(cards)}`, (c, cards) => c.featured.includes(featuredOf(cards)), '?featured=(a featured character)'],
  [
    (cards) => `?artist=${encodeURIComponent(artistWordOf(cards).toUpperCase())}`,
    (c, cards) =>
      (c.artistName ?? '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes(artistWordOf(cards).toLowerCase()),
    '?artist=(a word of an artist, in capitals)',
  ],
  [
    '?name=forest',
    (c) =>
      c.name
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .includes('forest') || c.aliases.some((a) => a.value.includes('forest')),
  ],
  [
    '?effects=stat:yang-atk-up:desc:multi',
    (c) => allBuffs(c).some((b) => b.attr === 'stat:yang-atk-up' && (b.target === 'party' || b.target === 'aoe')),
  ],
  [
    '?effects=layer:poison:desc:single',
    (c) => allBuffs(c).some((b) => b.attr === 'layer:poison' && (b.target === 'self' || b.target === 'solo')),
  ],
  [
    '?role=heal&effects=misc:p-gain',
    (c) =>
      c.buffs.every((b) => b.role === null || b.role === 'heal') &&
      allBuffs(c).some((b) => b.attr === 'misc:p-gain' && (b.role === null || b.role === 'heal')),
  ],
  [
    '?effects=date:2022-01-01:2022-06-30:asc',
    (c) =>
      Date.parse(c.releaseDate) >= Date.parse('2022-01-01T00:00:00Z') &&
      Date.parse(c.releaseDate) <= Date.parse('2022-06-30T23:59:59.999Z'),
  ],
];
const featuredOf = (cards: Card[]) => cards[0]!.featured[0]!;
const artistWordOf = (cards: Card[]) => cards.find((c) => c.artistName)!.artistName!.split(' ')[0]!;

test.describe('@story-cards story card list', () => {
  test('the whole list shows every released card', async ({ page }) => {
    const cards = released();
    await openList(page);
    await expect(countLine(page)).toHaveText(countText(cards.length, cards.length));
    await expect(page.locator('article[data-card-id]').first()).toBeVisible();
  });

  // A few filters per test: each load of the largest list in a fresh context downloads its code anew,
  // and a dozen loads in one test outlast its time on a busy machine.
  for (let first = 0; first < FILTER_CASES.length; first += 4) {
    const group = FILTER_CASES.slice(first, first + 4);
    const titles = group.map(([query, , title]) => title ?? String(query)).join(', ');
    test(`each filter pasted narrows the list to the count the API data gives: ${titles}`, async ({ page }) => {
      const cards = released();
      for (const [query, keep] of group) {
        const url = typeof query === 'string' ? query : query(cards);
        await page.goto(`/story-cards${url}`);
        await expect(countLine(page), url).toHaveText(countText(cards.filter((c) => keep(c, cards)).length, cards.length));
      }
    });
  }

  test('checking boxes in Advanced Search replaces the URL and refilters', async ({ page }) => {
    const cards = released();
    await openList(page);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Search' });
    // The list's part may still be building its index after the page has hydrated: the tap is then
    // held and replayed once React has the button, at most the input contract's adoption wait later.
    await expect(dialog.getByRole('textbox', { name: 'Name' }))
      .toBeVisible({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() => ({
          held: document.querySelectorAll('[data-tap-pending]').length,
          modal: (history.state as { usr?: { modal?: string } } | null)?.usr?.modal ?? null,
          dialogs: document.querySelectorAll('[role=dialog]').length,
        }));
        throw new Error(`Advanced Search tapped, no dialog in 15 s: ${JSON.stringify(state)}`, { cause: error });
      });
    // click + an auto-retrying assertion: the box follows the URL, which may land a frame later on a busy machine.
    await dialog.getByRole('checkbox', { name: '5★' }).click();
    await expect(dialog.getByRole('checkbox', { name: '5★' })).toBeChecked();
    await dialog.getByRole('checkbox', { name: 'Plum' }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Plum' })).toBeChecked();
    await expect(page).toHaveURL(/\?types=p&rarities=5$/);
    await expect(countLine(page)).toHaveText(countText(cards.filter((c) => c.rarity === 5 && c.type === 'plum').length, cards.length));
    // Replace, not push: Back leaves the page instead of stepping through the criteria.
    expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(3);
  });

  test('a pasted URL reproduces the sorted list and the open slots', async ({ page }) => {
    const cards = released();
    const hpMax = (c: Card) => c.stats.find((s) => s.type === 'hp')?.max[4];
    const expected = cards
      .filter((c) => c.rarity === 5 && hpMax(c) !== undefined)
      .map((c, i) => ({ c, i }))
      .sort((a, b) => hpMax(b.c)! - hpMax(a.c)! || a.i - b.i)
      .slice(0, 5)
      .map(({ c }) => c.name);
    await openList(page, '?rarities=5&effects=none,card-stat:hp:desc');
    await expect.poll(async () => (await cardNames(page)).slice(0, 5)).toEqual(expected);
    await page.getByRole('button', { name: 'Advanced Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Search' });
    const slot2 = dialog.getByRole('group', { name: 'Sort/Filter #2' });
    await expect(slot2.getByLabel('Type')).toHaveValue('stat');
    await expect(slot2.getByLabel('Stat')).toHaveValue('hp');
    await expect(dialog.getByRole('group', { name: 'Sort/Filter #1' }).getByLabel('Type')).toHaveValue('none');
    await expect(dialog.getByRole('checkbox', { name: '5★' })).toBeChecked();
  });

  test('Export CSV downloads the filtered list, named after the query', async ({ page }) => {
    const expected = released().filter((c) => c.rarity === 5 && c.type === 'plum');
    await openList(page, '?types=p&rarities=5');
    // The file is what this checks: a tap before the page is ready is the first-tap journeys' (one
    // here went without a download in a full run, and timed taps around hydration never repeated it).
    await hydrated(page);
    const exportButton = page.getByRole('button', { name: 'Export CSV' });
    const downloading = page.waitForEvent('download', { timeout: 20_000 });
    await exportButton.click();
    const download = await downloading.catch(async (error: unknown) => {
      const state = await page.evaluate(() => ({
        held: document.querySelectorAll('[data-tap-pending]').length,
        root: document.getElementById('root')?.getAttributeNames(),
        disabled: [...document.querySelectorAll('button')].find((b) => b.textContent === 'Export CSV')?.disabled,
      }));
      throw new Error(`Export CSV tapped, no download in 20 s: ${JSON.stringify(state)}`, { cause: error });
    });
    expect(download.suggestedFilename()).toBe('story-cards_types-p_rarities-5.csv');
    const text = (
      await download.createReadStream().then(async (stream) => {
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks).toString('utf8');
      })
    ).replace(/^\uFEFF/, '');
    const rows = text.trimEnd().split('\r\n');
    expect(rows[0]).toMatch(/^ID,Name,Type,Rarity,HP min,HP max,/);
    expect(rows.slice(1).map((r) => Number(r.split(',')[0]))).toEqual(expected.map((c) => c.id));
  });

  test('Escape closes the date picker, then the effect picker, then the modal', async ({ page }) => {
    await openList(page, '?effects=misc:p-gain,date:2021-05-11:null:desc');
    await hydrated(page); // the shortcut exists once the server's HTML has hydrated
    await page.keyboard.press('Control+Shift+F');
    const dialog = page.getByRole('dialog', { name: 'Advanced Search' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /^Effect P Gain/ }).click();
    await dialog.getByRole('button', { name: /^Released \(UTC\)/ }).click();
    const datePicker = dialog.getByRole('group', { name: 'Date picker for Sort/Filter #2' });
    const effectPicker = dialog.getByRole('group', { name: 'Effect picker for Sort/Filter #1' });
    await expect(datePicker).toBeVisible();
    await expect(effectPicker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(datePicker).toBeHidden();
    await expect(effectPicker).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(effectPicker).toBeHidden();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Closing the modal keeps the query the page had (nothing was changed).
    expect(pathOf(page)).toBe('/story-cards?effects=misc:p-gain,date:2021-05-11:null:desc');
  });

  test('unreleased cards appear only with JP content on', async ({ page }) => {
    const soon = list.content.find((c) => Date.parse(c.releaseDate) > now)!;
    await openList(page, `?name=${encodeURIComponent(soon.name)}`);
    await expect(page.locator(`article[data-card-id="${soon.id}"]`)).toHaveCount(0);
    await page.getByRole('switch', { name: 'Show unreleased cards' }).click();
    const card = page.locator(`article[data-card-id="${soon.id}"]`);
    await expect(card).toBeVisible();
    await expect(card.getByText('Unreleased')).toBeVisible();
    if (soon.revealTime === null || Date.parse(soon.revealTime) > now)
      await expect(card.getByRole('row', { name: /^Total/ })).toContainText('?');
    await expect(countLine(page)).toContainText(fmt(list.content.length));
  });
});

test.describe('@story-cards illustrator tracker', () => {
  test('sorts toggle their direction and keep the data order the API gives', async ({ page }) => {
    const shown = illustrators.content
      .map((a) => ({ a, n: a.storyCards.filter((c) => Date.parse(c.releaseDate) <= now).length }))
      .filter((x) => x.n > 0);
    await page.goto('/story-cards/illustrators');
    await expectHeading(page, 'Illustrator Tracker');
    // The count animates; its final value is there for assistive technology from the start.
    await expect(page.getByText(`${shown.length} illustrators contributed story cards`).first()).toBeAttached();
    const firstName = () => page.locator('article[data-artist-id]').first().getAttribute('data-artist-id');
    const byName = [...shown].sort((x, y) => x.a.name.localeCompare(y.a.name, 'en') || x.a.id.localeCompare(y.a.id));
    await expect.poll(firstName).toBe(byName[0]!.a.id);

    const artistBar = page.getByRole('group', { name: 'Artist sort' });
    await artistBar.getByRole('button', { name: /^Alphabet/ }).click();
    await expect(artistBar.getByRole('button', { pressed: true })).toHaveAccessibleName('Alphabet (descending)');
    await expect.poll(firstName).toBe(byName[byName.length - 1]!.a.id);

    await artistBar.getByRole('button', { name: 'No. of Cards' }).click();
    await expect(artistBar.getByRole('button', { pressed: true })).toHaveAccessibleName('No. of Cards (ascending)');
    const fewest = Math.min(...shown.map((x) => x.n));
    await expect(page.locator('article[data-artist-id]').first()).toContainText(`${fewest} story card${fewest === 1 ? '' : 's'}`);
    await expect(page.locator('article[data-artist-id]')).toHaveCount(10);
  });
});
