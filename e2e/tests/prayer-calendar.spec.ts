import { mkdirSync } from 'node:fs';
import type { PrayerSummary } from 'shared-domain/schemas/api/prayers';
import { expect, test, type Page } from './fixtures';
import { writeSiteCollectionStore } from '../site-collection-store';
import { allPrayers, collectPageErrors, hydrated, ssrDifferences, untilServerRendered } from './support';

/**
 * The prayer calendar (issue 46), on November and December 2026 of the committed content, with the
 * browser's clock pinned to 25 November 2026 00:00 UTC (never today): 555 and 556 began the day
 * before, 557 to 559 start on 1 December. Expected values come from the API with the rules written
 * out here (a prayer is on a month when it overlaps it; a rerun is named so; the standard and ritual
 * pools are never on it), not from the page's code.
 */
const NOW = Date.UTC(2026, 10, 25);
const NOV = { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) };
const DEC = { from: Date.UTC(2026, 11, 1), to: Date.UTC(2027, 0, 1) };
const WIDTHS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
// Screenshots for a person to look at, when asked for (CALENDAR_SHOTS=/tmp/calendar-shots).
const SHOTS = process.env.CALENDAR_SHOTS;

const onCalendar = (p: PrayerSummary) => !p.prayerTypes.includes('standard') && !p.prayerTypes.includes('ritual');
const overlaps = (p: PrayerSummary, w: { from: number; to: number }) => Date.parse(p.end) > w.from && Date.parse(p.start) < w.to;
const started = (p: PrayerSummary) => Date.parse(p.start) <= NOW;

/** The pages whose clock is pinned already (a clock is installed once per page). */
const pinned = new WeakSet<Page>();

async function open(page: Page, path: string, jpContent = false) {
  if (jpContent)
    await page.addInitScript(() =>
      localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { jpContent: true } })),
    );
  if (!pinned.has(page)) await page.clock.install({ time: NOW });
  pinned.add(page);
  await page.goto(path);
  await hydrated(page);
}

/** Nothing on the page is wider than the screen (no sideways scrolling at either width). */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  // And the screen a player sees from the month's heading down, at full size.
  const heading = page.getByRole('heading', { level: 2 }).first();
  if (await heading.count()) await heading.evaluate((h) => window.scrollTo(0, h.getBoundingClientRect().top + window.scrollY - 70));
  await page.screenshot({ path: `${SHOTS}/${name}-view.png` });
}

test.describe('@prayers prayer calendar', () => {
  for (const size of WIDTHS) {
    test.describe(`at ${size.width} px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } });

      test('the month grid: a chip per week a prayer runs, today marked, months as links', async ({ page, request }) => {
        const november = (await allPrayers(request)).filter((p) => onCalendar(p) && started(p) && overlaps(p, NOV));
        await open(page, '/prayers/calendar?view=month&month=2026-11');
        const grid = page.getByRole('group', { name: 'Month grid' });
        await expect(grid.locator('[data-day]')).toHaveCount(35);
        await expect(grid.locator('[aria-current="date"]')).toHaveAttribute('data-day', '2026-11-25');
        for (const p of november) await expect(grid.locator(`a[href="/prayers/info/${p.id}"]`).first()).toBeAttached();
        // Prayer 553 runs 10 to 17 November: the rows of the 8th and the 15th.
        await expect(grid.locator('a[href="/prayers/info/553"]')).toHaveCount(2);
        await expect(page.getByRole('link', { name: 'December 2026' })).toHaveAttribute('href', /month=2026-12/);
        await expect(page.getByRole('link', { name: 'October 2026' })).toHaveAttribute('href', /month=2026-10/);
        expect(await fitsWidth(page)).toBe(true);
        await shot(page, `month-${size.width}`);
      });

      test('the timeline: bars across a wide screen, down a phone, a now line, and the wheel scrolls the page', async ({ page }) => {
        await open(page, '/prayers/calendar?view=timeline&month=2026-11');
        const bar = page.locator('li').filter({ has: page.locator('a[href="/prayers/info/554"]') });
        const box = (await bar.boundingBox())!;
        if (size.width >= 768) expect(box.width).toBeGreaterThan(box.height);
        else expect(box.height).toBeGreaterThan(box.width);
        await expect(page.getByText('now', { exact: true })).toBeVisible();
        await shot(page, `timeline-${size.width}`);
        // Nothing wider than the screen, and a wheel over the bars moves the page.
        expect(await fitsWidth(page)).toBe(true);
        await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 10));
        const before = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
      });

      test('the agenda: a list by date with server time and the player’s named zone', async ({ page }) => {
        await open(page, '/prayers/calendar?view=agenda&month=2026-11');
        const tenth = page.getByRole('region', { name: 'Tuesday, November 10, 2026' });
        await expect(tenth.getByRole('listitem')).toHaveCount(4);
        await expect(tenth).toContainText('Tue, Nov 10, 2026, 03:00 AM UTC (server time)');
        expect(await fitsWidth(page)).toBe(true);
        await shot(page, `agenda-${size.width}`);
      });

      test('without a view, the grid on a wide screen and the agenda on a phone, decided by CSS alone', async ({ browser, request }) => {
        // No script at all: what the server's HTML shows at this width before any code runs.
        await untilServerRendered(request, '/prayers/calendar?month=2026-11');
        const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
        const page = await context.newPage();
        await page.goto('/prayers/calendar?month=2026-11');
        const grid = page.getByRole('group', { name: 'Month grid' });
        const agendaDay = page.getByRole('heading', { name: 'Tuesday, November 10, 2026' });
        if (size.width >= 768) {
          await expect(grid).toBeVisible();
          await expect(agendaDay).toBeHidden();
        } else {
          await expect(grid).toBeHidden();
          await expect(agendaDay).toBeVisible();
        }
        await shot(page, `default-no-script-${size.width}`);
        await context.close();
      });
    });
  }

  test.describe('in Los Angeles', () => {
    test.use({ timezoneId: 'America/Los_Angeles', viewport: { width: 1366, height: 900 } });

    test('every start and end in server time and the player’s named zone, across the daylight-saving change', async ({ page }) => {
      // Prayer 548 runs 20 October 03:00 UTC to 10 November 03:00 UTC; Los Angeles leaves PDT on 1 November.
      await open(page, '/prayers/calendar?view=agenda&month=2026-11');
      await expect(page.getByText(/Times are in server time \(UTC\) and in your zone, America\/Los Angeles/)).toBeVisible();
      const ends = page.getByRole('region', { name: 'Monday, November 9, 2026' });
      await expect(ends).toContainText('Ends: Pure Festival Rerun Prayer: Suwako');
      await expect(ends).toContainText('Tue, Oct 20, 2026, 03:00 AM UTC (server time)');
      await expect(ends).toContainText('Mon, Oct 19, 2026, 08:00 PM PDT (America/Los Angeles)');
      await expect(ends).toContainText('Tue, Nov 10, 2026, 03:00 AM UTC (server time)');
      await expect(ends).toContainText('Mon, Nov 9, 2026, 07:00 PM PST (America/Los Angeles)');
      await shot(page, 'agenda-los-angeles-1366');
    });
  });

  test('the grid answers the keyboard: arrows between days, Page Down to the next month', async ({ page }) => {
    await open(page, '/prayers/calendar?view=month&month=2026-11');
    const today = page.locator('[data-day="2026-11-25"]');
    await expect(today).toHaveAttribute('tabindex', '0');
    await today.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.locator('[data-day="2026-11-26"]')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-day="2026-12-03"]')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(page.locator('[data-day="2026-12-02"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/view=agenda&month=2026-12#day-2026-12-02$/);
    await page.goBack();
    await page.locator('[data-day="2026-11-25"]').focus();
    await page.keyboard.press('PageDown');
    await expect(page).toHaveURL(/view=month&month=2026-12/);
    await expect(page.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

    test('a swipe across the month grid turns the month', async ({ page }) => {
      await open(page, '/prayers/calendar?view=month&month=2026-11');
      const grid = page.getByRole('group', { name: 'Month grid' });
      const box = (await grid.boundingBox())!;
      // A finger from right to left across the grid: the next month.
      await grid.evaluate(
        (el, { x, y }) => {
          const touch = (clientX: number) => new Touch({ identifier: 1, target: el, clientX, clientY: y });
          el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch(x + 150)], changedTouches: [touch(x + 150)] }));
          el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, touches: [], changedTouches: [touch(x)] }));
        },
        { x: box.x + 100, y: box.y + 100 },
      );
      await expect(page).toHaveURL(/view=month&month=2026-12/);
      await expect(page.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    });
  });

  test('a filter in the URL, and the GET form writes one', async ({ page, request }) => {
    const expected = (await allPrayers(request))
      .filter((p) => onCalendar(p) && started(p) && overlaps(p, NOV) && /\brerun\b/i.test(p.name) && p.prayerTypes.includes('normal'))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    await open(page, '/prayers/calendar?view=month&month=2026-11&reruns=1&prayer-types=normal');
    const grid = page.getByRole('group', { name: 'Month grid' });
    // The month's prayers come in with the list's later pages: the grid is read until it has them.
    const shown = async () =>
      [
        ...new Set(
          await grid
            .locator('a[href^="/prayers/info/"]')
            .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop()))),
        ),
      ].sort((a, b) => a - b);
    await expect.poll(shown).toEqual(expected);
    const types = page.getByRole('group', { name: /Prayer type/ });
    await expect(types.getByRole('checkbox', { name: 'Seal Crystal' })).toBeChecked();
    await types.getByRole('checkbox', { name: 'Seal Crystal' }).uncheck();
    await types.getByRole('checkbox', { name: 'Story Card' }).check();
    await types.getByRole('checkbox', { name: 'God Crystal' }).check();
    await page.getByLabel('Reruns only').uncheck();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\?view=month&month=2026-11&prayer-types=/);
    const chosen = (url: string) => new URL(url).searchParams.getAll('prayer-types').flatMap((v) => v.split(','));
    expect(chosen(page.url()).sort()).toEqual(['gc', 'story-card']);
    // Both values stay shown after the filter is applied, and on a fresh load of that URL.
    await expect(types.getByRole('checkbox', { name: 'God Crystal' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Story Card' })).toBeChecked();
    await page.reload();
    await hydrated(page);
    await expect(types.getByRole('checkbox', { name: 'God Crystal' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Story Card' })).toBeChecked();
    await expect(types.getByRole('checkbox', { name: 'Seal Crystal' })).not.toBeChecked();
  });

  test('several featured characters from the URL are all selected in the form', async ({ page }) => {
    // Clownpiece (8058) and Seija (6094), the rate-ups of prayer 553.
    await open(page, '/prayers/calendar?view=agenda&month=2026-11&characters=8058&characters=6094');
    const featured = page.getByRole('listbox', { name: 'Featured characters' });
    await expect(featured.getByRole('option', { name: 'Clownpiece' })).toHaveJSProperty('selected', true);
    await expect(featured.getByRole('option', { name: 'Seija Kijin' })).toHaveJSProperty('selected', true);
    await expect(featured.getByRole('option', { name: 'Keine Kamishirasawa' })).toHaveJSProperty('selected', false);
  });

  test('"has a character I do not own" reads the collection kept in this browser', async ({ page, request }) => {
    const november = (await allPrayers(request)).filter((p) => onCalendar(p) && started(p) && overlaps(p, NOV));
    // Own Suwako Moriya (7039), the one rate-up of prayer 548.
    const owned = new Set([7039]);
    const expected = november
      .filter((p) => p.rateUp.characters.some((c) => !owned.has(c.character)))
      .map((p) => p.id)
      .sort((a, b) => a - b);
    await open(page, '/prayers/calendar?view=agenda&month=2026-11');
    await writeSiteCollectionStore(page, {
      current: { format: 'tlw-tracker-collection', version: 2, units: { 7039: { fr: false } }, cards: {}, changesSinceExport: 0 },
    });
    await page.goto('/prayers/calendar?view=agenda&month=2026-11&unowned=1');
    await hydrated(page);
    const agenda = page.getByRole('region', { name: 'November 2026 agenda' });
    // The agenda fills in as the month's prayers load and the collection is read: the list it settles on.
    const shown = async () =>
      new Set(
        await agenda
          .locator('a[href^="/prayers/info/"]')
          .evaluateAll((links) => links.map((a) => Number(a.getAttribute('href')!.split('/').pop()))),
      );
    await expect.poll(async () => [...(await shown())].sort((a, b) => a - b)).toEqual(expected);
    await expect(agenda.locator('a[href="/prayers/info/548"]')).toHaveCount(0);
  });

  test('the spoiler gate: with JP content off nothing projected anywhere; on, an estimated lane', async ({ page, request }) => {
    const projected = (await allPrayers(request)).filter((p) => onCalendar(p) && !started(p) && overlaps(p, DEC));
    expect(projected.length).toBeGreaterThan(0);
    // The server's HTML (JP content off, as a server always renders): no lane, no note.
    const html = await (await request.get('/prayers/calendar?view=month&month=2026-12', { headers: { Accept: 'text/html' } })).text();
    expect(html).not.toMatch(/data-projection|Estimated|Projected global dates/);
    await open(page, '/prayers/calendar?view=agenda&month=2026-12');
    await expect(page.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    for (const p of projected) await expect(page.getByText(p.name, { exact: true })).toHaveCount(0);
    await expect(page.locator('[data-projection]')).toHaveCount(0);
    await shot(page, 'jp-off-agenda-1366');

    const jp = await page.context().newPage();
    await open(jp, '/prayers/calendar?view=agenda&month=2026-12', true);
    await expect(jp.locator('[data-projection]')).toContainText('Estimated');
    // The page's clock stands at the last prayer start (24 November 03:00): Suika has waited 364 days
    // since her JP release, so each JP unit comes 364 days after its JP date: Kyouko (JP 2 December
    // 2025) on 1 December, Mamizou (JP 30 December, no prayer in the content) on 29 December.
    await expect(jp.locator('[data-projection]')).toContainText('the delay is at least 364 days');
    for (const name of [
      'Genic Prayer: Suika',
      'Ultra Festival Prayer: Kyouko',
      'Epic Festival Prayer: Toyohime',
      'EX Festival Prayer: Keiki',
      "'A' Festival Prayer: Lyrica",
      'Debut prayer: Mamizou Futatsuiwa',
    ])
      await expect(jp.getByRole('link', { name, exact: true }).first()).toBeVisible();
    await expect(jp.locator('section[aria-labelledby="day-2026-12-01"]')).toContainText('Starts: Ultra Festival Prayer: Kyouko');
    await expect(jp.locator('section[aria-labelledby="day-2026-12-29"]')).toContainText('Starts: Debut prayer: Mamizou Futatsuiwa');
    // Not a debut, so no projection: the content's reruns keep out of the lane.
    await expect(jp.getByText('EX Festival Rerun Prayer: Sumireko & Joon & Nitori')).toHaveCount(0);
    await jp.goto('/prayers/calendar?view=timeline&month=2026-12');
    await hydrated(jp);
    await expect(jp.getByRole('list', { name: 'Projected prayers (estimated)' })).toBeVisible();
    await shot(jp, 'jp-on-timeline-1366');
  });

  test('bad input gets the page, a note and the nearest view, never an error', async ({ page, request }) => {
    for (const path of [
      '/prayers/calendar?month=2026-13&view=week&colour=red',
      '/prayers/calendar?month=%ZZ&%E0%A4%A=1',
      '/calendar?month=1999-01',
    ]) {
      const response = await request.get(path, { headers: { Accept: 'text/html' } });
      expect(response.status(), path).toBe(200);
    }
    await open(page, '/prayers/calendar?month=2026-13&view=week&colour=red');
    const note = page.getByRole('alert');
    await expect(note).toContainText('month "2026-13" is not a month the calendar has: showing 2026-12, the nearest');
    await expect(note).toContainText('view "week" is not a view');
    await expect(note).toContainText('"colour" is not a filter of the calendar');
    await expect(page.getByRole('heading', { level: 2, name: 'December 2026' })).toBeVisible();
    await shot(page, 'bad-input-1366');
    await open(page, '/calendar?month=1999-01');
    await expect(page).toHaveURL(/\/prayers\/calendar\?month=1999-01$/);
    await expect(page.getByRole('heading', { level: 2, name: 'May 2021' })).toBeVisible();
  });

  test('a month’s link: its title, description, a 1200×630 preview, JSON-LD Events; the sitemap lists the calendar', async ({
    request,
  }) => {
    test.setTimeout(90_000);
    const meta = (html: string, name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    let html = '';
    // The server reads the remotes' page functions as they come up: the first link may have only the manifest's words.
    await expect(async () => {
      html = await (await request.get('/prayers/calendar?month=2026-11', { headers: { Accept: 'text/html' } })).text();
      expect(meta(html, 'og:title')).toBe('Prayer Calendar: November 2026');
    }).toPass({ timeout: 20_000 });
    expect(meta(html, 'og:description')).toMatch(/^\d+ prayers run in November 2026 \(server time, UTC\)/);
    const png = await request.get(meta(html, 'og:image').replace(/&amp;/g, '&'));
    expect(png.headers()['content-type']).toBe('image/png');
    const body = await png.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
    // The month's picture, not the text card: a grid of coloured bars is far more than a card's few kB of text.
    expect(body.length).toBeGreaterThan(80_000);
    // A link asking for JP content previews the same month: nothing projected in the picture either.
    const jpHtml = await (await request.get('/prayers/calendar?month=2026-12&jp=1', { headers: { Accept: 'text/html' } })).text();
    const globalHtml = await (await request.get('/prayers/calendar?month=2026-12', { headers: { Accept: 'text/html' } })).text();
    expect(new URL(meta(jpHtml, 'og:image'), 'http://x').pathname).toBe(new URL(meta(globalHtml, 'og:image'), 'http://x').pathname);
    expect(jpHtml).not.toMatch(/Ultra Festival Prayer: Kyouko|Debut prayer|Estimated|Projected global dates/);
    const events = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .flatMap((m) => [JSON.parse(m[1]!)].flat() as { '@type': string; name?: string; startDate?: string }[])
      .filter((d) => d['@type'] === 'Event');
    expect(events.find((e) => e.name === 'EX Festival Rerun Prayer: Clownpiece & Seija')?.startDate).toBe('2026-11-10T03:00:00.000Z');

    let urls: string[] = [];
    await expect(async () => {
      const index = await (await request.get('/sitemap.xml')).text();
      urls = [];
      for (const file of [...index.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname))
        urls.push(
          ...[...(await (await request.get(file)).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
            (m) => new URL(m[1]!.replace(/&amp;/g, '&')).pathname + new URL(m[1]!.replace(/&amp;/g, '&')).search,
          ),
        );
      expect(urls).toContain('/prayers/calendar');
    }).toPass({ timeout: 60_000 });
    expect(urls).toContain('/prayers/calendar?month=2026-11');
  });

  test('each view hydrates the server’s HTML as it is, without an error', async ({ page }) => {
    const differences = ssrDifferences(page);
    const errors = collectPageErrors(page);
    for (const view of ['month', 'timeline', 'agenda', null]) {
      await open(page, `/prayers/calendar?month=2026-11${view ? `&view=${view}` : ''}`);
      await expect(page.getByRole('heading', { level: 2, name: 'November 2026' })).toBeVisible();
    }
    expect(differences).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('webcal links to the existing feeds, with instructions', async ({ page }) => {
    await open(page, '/prayers/calendar?month=2026-11');
    const feeds = page.getByRole('region', { name: 'Subscribe in your calendar app' });
    await expect(feeds).toContainText('Each feed holds the prayers on now and those that ended in the last 30 days');
    await expect(feeds.getByRole('link', { name: 'Every prayer' })).toHaveAttribute(
      'href',
      /^webcal:\/\/[^/]+\/prayers\/calendar\/all\.ics$/,
    );
    await expect(feeds).toContainText('Google Calendar:');
    await expect(feeds).toContainText('Apple Calendar:');
    await expect(feeds).toContainText('Outlook:');
  });
});
