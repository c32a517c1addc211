import { expect, test, type Page } from './fixtures';
import { expectHeading } from './support';

interface Item {
  detail: string;
  spoiler: boolean;
  revealTime: string | null;
  subItems: Item[];
}
interface Entry {
  number: number;
  version: string;
  features: Item[];
  contents: Item[];
  fixes: Item[];
  data: Item[];
}

/** Every entry, page by page, straight from the API (the log's expected content). */
async function allEntries(page: Page): Promise<Entry[]> {
  const entries: Entry[] = [];
  let last: number | undefined;
  for (;;) {
    const res = await page.request.get(`/api/general/updates${last === undefined ? '' : `?last=${last}`}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { content: Entry[]; isLast: boolean };
    entries.push(...body.content);
    if (body.isLast || body.content.length === 0) return entries;
    last = body.content.at(-1)!.number;
  }
}

/** The first entry with a spoiler item that has a reveal time, in any of its four lists. */
function firstTimedSpoiler(entries: Entry[]): { entry: Entry; item: Item } {
  for (const entry of entries) {
    for (const list of [entry.features, entry.contents, entry.fixes, entry.data]) {
      const item = list.find((i) => i.spoiler && i.revealTime);
      if (item) return { entry, item };
    }
  }
  throw new Error('the content has no spoiler item with a reveal time');
}

async function scrollToEnd(page: Page) {
  const footer = page
    .getByRole('status')
    .filter({ hasText: /^(•|Loading\.\.\.)?$/ })
    .last();
  for (let i = 0; i < 30; i++) {
    await page.mouse.wheel(0, 20_000);
    if ((await footer.textContent()) === '•') return;
    await page.waitForTimeout(150);
  }
}

test.describe('@update-log update log', () => {
  test('loads every page on scrolling, newest first, down to the first entry and an end mark', async ({ page }) => {
    const entries = await allEntries(page);
    await page.goto('/update-log');
    await expectHeading(page, 'Update Log');
    const articles = page.locator('article[data-update-number]');
    await expect(articles.first()).toHaveAttribute('data-update-number', String(entries[0]!.number));
    await scrollToEnd(page);
    await expect(articles).toHaveCount(entries.length);
    await expect(articles.last()).toHaveAttribute('data-update-number', String(entries.at(-1)!.number));
    await expect(page.getByText('•', { exact: true })).toBeVisible();
    // A heading carries the version of its entry.
    await expect(articles.first().getByRole('heading', { level: 2 })).toContainText(`v${entries[0]!.version}`);
  });

  test('a spoiler item appears when its reveal time passes, or at once with JP content', async ({ page }) => {
    const { entry, item } = firstTimedSpoiler(await allEntries(page));
    const reveal = Date.parse(item.revealTime!);

    // The clock runs while the page loads, however long that takes here, and stops 5 s before the reveal.
    await page.clock.install({ time: reveal - 120_000 });
    await page.goto('/update-log');
    await scrollToEnd(page);
    const article = page.locator(`article[data-update-number="${entry.number}"]`);
    await expect(article).toBeVisible();
    await page.clock.pauseAt(reveal - 5_000);
    await expect(article.getByText(item.detail)).toHaveCount(0);
    await page.clock.runFor(6_000);
    await expect(article.getByText(item.detail)).toBeVisible();
  });

  test('JP content shows spoiler items before their time', async ({ page }) => {
    const { entry, item } = firstTimedSpoiler(await allEntries(page));
    await page.addInitScript(() =>
      localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { jpContent: true } })),
    );
    await page.clock.install({ time: Date.parse(item.revealTime!) - 86_400_000 });
    await page.goto('/update-log');
    await scrollToEnd(page);
    await expect(page.locator(`article[data-update-number="${entry.number}"]`).getByText(item.detail)).toBeVisible();
  });
});
