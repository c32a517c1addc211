import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { writeSiteCollectionStore } from '../site-collection-store';
import { hydrated, ssrDifferences, untilServerRendered } from './support';

/**
 * What a player does on a server-rendered page before its scripts have run takes effect. Each
 * journey holds every script back (or the requests `held` names) until it has acted (a phone on a
 * slow network, or a busy one), then lets them come and checks the answer.
 */
async function holdScripts(page: Page, held: (url: URL) => boolean = (url) => url.pathname.endsWith('.js')): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a path as its HTML arrives (the load event waits for the held scripts), checking the server rendered it. */
async function openServerRendered(page: Page, path: string) {
  // A visit on a busy machine may miss the kept rendering and get the browser's page instead: visit again.
  await expect
    .poll(async () => {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      return /data-server-rendered-(at|section)=/.test((await response!.text()) ?? '');
    })
    .toBe(true);
}

/** A collection file with one unit, for the settings' import (the visitor's own collection is empty). */
const OTHER_COLLECTION = {
  name: 'other.json',
  mimeType: 'application/json',
  buffer: Buffer.from(JSON.stringify({ format: 'tlw-tracker-collection', version: 2, units: { '1002': { fr: false } }, cards: {} })),
};

/** The page has read the chosen file: replacing the collection with it is planned. */
async function expectReplacePlan(page: Page) {
  await page.getByRole('radio', { name: 'Replace mine' }).check();
  await expect(page.getByTestId('import-plan')).toContainText('This import adds 1, changes 0, removes 0.');
}

test.describe('before the scripts have run @ssr', () => {
  test("a character tapped shows the modal the server renders for it at once; the page's own modal then takes over", async ({ page }) => {
    await untilServerRendered(page.request, '/characters/release-order?character=1001', /id="server-character-modal"/);
    const release = await holdScripts(page);
    await openServerRendered(page, '/characters/release-order');
    const link = page
      .locator('main')
      .getByRole('link', { name: /^Reimu Hakurei \(/ })
      .first();
    await link.click();
    // No page loaded again: the modal alone came from the server, and the tap waits for the page.
    const serverCopy = page.locator('#server-character-modal');
    await expect(serverCopy.getByRole('dialog').getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
    await expect(link).toHaveAttribute('data-tap-pending', '');
    expect(new URL(page.url()).searchParams.get('character')).toBeNull();
    release();
    // The tap reaches the page, whose own modal, with the same character, takes the copy's place.
    await page.waitForURL((url) => url.searchParams.get('character') === '1001');
    await expect(serverCopy).toHaveCount(0);
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('character')).toBeNull();
  });

  test('the modal shown for a held tap closes with its X, and the page then opens nothing', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/characters/release-order');
    await page
      .locator('main')
      .getByRole('link', { name: /^Reimu Hakurei \(/ })
      .first()
      .click();
    const serverCopy = page.locator('#server-character-modal');
    await serverCopy.getByRole('link', { name: 'Close' }).click();
    await expect(serverCopy).toHaveCount(0);
    release();
    await expect(page.locator('#root[data-server-rendered-section]')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('character')).toBeNull();
  });

  test("without scripts, a character's link shows its modal, and its X goes back to the page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await untilServerRendered(page.request, '/characters/release-order?character=1001', /id="server-character-modal"/);
    await page.goto('/characters/release-order?character=1001');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Reimu Hakurei' })).toBeVisible();
    await dialog.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/characters\/release-order$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });

  test('text typed into a search box stays there and filters once they have', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/story-cards');
    const box = page.getByRole('searchbox').first();
    await expect(box).toBeEditable();
    await box.pressSequentially('Lost Bamboo', { delay: 20 });
    await expect(box).toHaveValue('Lost Bamboo');
    release();
    await expect(page.locator('#root[data-server-rendered-section]')).toHaveCount(0);
    await expect(box).toHaveValue('Lost Bamboo');
    await expect(page.getByText(/^Showing \d+ of \d+ story cards?$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Story card list' }).getByRole('listitem').first()).toContainText('Lost Bamboo');
    // Typing goes on as usual.
    await box.press('End');
    await box.pressSequentially(' Forest', { delay: 20 });
    await expect(box).toHaveValue('Lost Bamboo Forest');
  });

  test('Enter in a search box asks the server, which answers with the list filtered', async ({ page }) => {
    // The answer's page rendered once before: on a busy machine a first render may miss its deadline.
    await untilServerRendered(page.request, '/story-cards?name=Lost+Bamboo');
    await holdScripts(page);
    await openServerRendered(page, '/story-cards');
    const box = page.getByRole('searchbox').first();
    await box.pressSequentially('Lost Bamboo', { delay: 20 });
    await box.press('Enter');
    // The new page's load event waits for its held scripts: its HTML is enough.
    await page.waitForURL((url) => url.searchParams.get('name') === 'Lost Bamboo', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('searchbox').first()).toHaveValue('Lost Bamboo');
    await expect(page.getByText(/^Showing \d+ of \d+ story cards?$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Story card list' }).getByRole('listitem').first()).toContainText('Lost Bamboo');
  });

  test('the phone menu opens and takes the player to another section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await untilServerRendered(page.request, '/prayers');
    await holdScripts(page);
    await openServerRendered(page, '/');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.locator('#mobile-nav-panel');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Prayers' }).click();
    // The new page's load event waits for its held scripts: its HTML is enough.
    await page.waitForURL('**/prayers', { waitUntil: 'domcontentloaded' });
    // The server's page, shown while its scripts are still held.
    await expect(page.locator('main a[href^="/prayers/info/"]').first()).toBeVisible();
  });

  test('a link to another section shows at once that the page is on its way', async ({ page }) => {
    await holdScripts(page);
    await openServerRendered(page, '/');
    // The browser's own navigation is stopped after the page has seen the tap, so the page that shows
    // the bar can be looked at (the journey above follows such a link to its end).
    await page.evaluate(() =>
      document.addEventListener('click', (event) => {
        if ((event.target as Element).closest('a')) event.preventDefault();
      }),
    );
    await expect(page.locator('html[data-navigating]')).toHaveCount(0);
    await page.locator('header').getByRole('link', { name: 'Update Log' }).first().click();
    await expect(page.locator('html[data-navigating]')).toHaveCount(1);
  });

  test('the quick settings tapped open once they have', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/update-log');
    const button = page.getByRole('button', { name: 'Quick settings' }).first();
    await button.click();
    await expect(button).toHaveAttribute('data-tap-pending', '');
    release();
    await expect(page.getByRole('dialog', { name: /Settings/ })).toBeVisible();
  });

  test('a pull pressed in the prayer simulator is made once they have', async ({ page, request }) => {
    const list = (await (await request.get('/api/prayers/get-list')).json()) as {
      content: { id: number; flags: { simulator: boolean; gcOnly: boolean }; max: number | null }[];
    };
    const prayer = list.content.find((p) => p.flags.simulator && !p.flags.gcOnly && p.max === null)!;
    const release = await holdScripts(page);
    await openServerRendered(page, `/prayers/info/${prayer.id}`);
    const multi = page.getByRole('button', { name: /^Multi \(10\)/ });
    await multi.click();
    await expect(multi).toHaveAttribute('data-tap-pending', '');
    await expect(page.getByTestId('pull-results').locator('[data-filled]')).toHaveCount(0);
    release();
    await expect(page.getByTestId('pull-results').locator('[data-filled]')).toHaveCount(10);
  });

  test('a collection file chosen on the settings page is read once they have, and its plan offered', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/settings');
    await page.getByLabel('Import a file…').setInputFiles(OTHER_COLLECTION);
    release();
    await expectReplacePlan(page);
  });

  test('a collection file chosen while the settings form is still the server’s, the shell hydrated, is read once React has the form', async ({
    page,
  }) => {
    // The chunks loaded on demand (named by number), among them the settings form's: the shell's own code comes.
    const release = await holdScripts(page, (url) => /^\/\d+\.[0-9a-f]+\.js$/.test(url.pathname));
    await openServerRendered(page, '/settings');
    await expect(page.locator('#root[data-server-rendered-at]')).toHaveCount(0);
    const field = page.getByLabel('Import a file…');
    expect(await field.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')))).toBe(false);
    await field.setInputFiles(OTHER_COLLECTION);
    release();
    await expectReplacePlan(page);
  });

  test('Ctrl-K pressed before they have run opens the search box once they have', async ({ page }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/update-log');
    await page.keyboard.press('Control+k');
    release();
    await expect(page.getByRole('dialog', { name: 'Search the tracker' }).getByRole('combobox')).toBeFocused();
  });

  test('a story card marked owned shows ticked at once, and is marked once they have, on top of the collection read after the load', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await openServerRendered(page, '/story-cards');
    const owned = page.getByRole('group', { name: 'Lost Bamboo Forest: my collection' }).getByRole('checkbox', { name: 'Owned' });
    await owned.click();
    await expect(owned).toHaveAttribute('data-tap-pending', '');
    await expect(owned).toBeChecked();
    release();
    await expect(owned).toBeChecked();
    await expect(page.getByText('Lost Bamboo Forest marked owned.')).toBeVisible();
  });
});

test.describe("the player's marks @ssr", () => {
  test('show on the server-rendered page before its scripts have run, and stay through hydration with no difference', async ({
    page,
    request,
  }) => {
    const cards = (await (await request.get('/api/story-cards/get-list')).json()) as {
      content: { id: number; name: string; releaseDate: string }[];
    };
    const bamboo = cards.content.find((c) => c.name === 'Lost Bamboo Forest')!;
    // Another of the first cards the global version released: out, whatever the day the test runs.
    const first = cards.content
      .filter((c) => c.id !== bamboo.id)
      .reduce((a, b) => (Date.parse(b.releaseDate) < Date.parse(a.releaseDate) ? b : a));
    // A page of the site first, so the store is written on its origin; then a fresh visit.
    await page.goto('/robots.txt');
    await writeSiteCollectionStore(page, {
      current: {
        format: 'tlw-tracker-collection',
        version: 2,
        units: { 1001: { fr: false } },
        cards: { [bamboo.id]: 2, [first.id]: 0 },
        changesSinceExport: 0,
      },
    });
    const differences = ssrDifferences(page);
    const release = await holdScripts(page);
    await openServerRendered(page, '/story-cards');
    const controls = page.getByRole('group', { name: 'Lost Bamboo Forest: my collection' });
    const ownedLine = page.getByTestId('owned-line');
    const expectMarked = async () => {
      await expect(controls.getByRole('checkbox', { name: 'Owned' })).toBeChecked();
      await expect(controls.getByRole('radiogroup', { name: 'Limit breaks' }).getByRole('radio', { name: '2' })).toBeChecked();
      await expect(controls).not.toHaveAttribute('aria-busy');
      await expect(ownedLine.getByText(/^Owned 2 of [\d,]+$/)).toBeVisible();
    };
    await expectMarked();
    release();
    await hydrated(page);
    await expectMarked();

    await openServerRendered(page, '/characters/release-order');
    const reimu = page.locator('main a[href*="character=1001"] [data-owned]').first();
    await expect(reimu).toBeAttached();
    await expect(page.locator('main').getByText(/^Owned 1 of [\d,]+$/)).toBeVisible();

    // The home's summary: Reimu (1001) is a standard unit; both cards are out.
    const releaseHome = await holdScripts(page);
    await openServerRendered(page, '/');
    const summary = page.getByTestId('home-collection-summary');
    const expectSummed = async () => {
      await expect(summary.getByRole('heading', { name: 'Characters owned 1' })).toBeVisible();
      await expect(summary.getByRole('list', { name: 'Characters owned by type' }).getByRole('listitem')).toHaveText(['Standard 1']);
      await expect(summary.getByRole('heading', { name: 'Story cards owned 2' })).toBeVisible();
    };
    await expectSummed();
    expect(await page.evaluate(() => document.querySelector('#root[data-server-rendered-at]') !== null)).toBe(true);
    releaseHome();
    await hydrated(page);
    await expectSummed();
    expect(differences).toEqual([]);
  });
});

test.describe("the player's settings @ssr", () => {
  test('show on the server-rendered settings page before its scripts have run; a switch tapped then is switched once they have', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      if (!localStorage.getItem('tlw-tracker:settings'))
        localStorage.setItem(
          'tlw-tracker:settings',
          JSON.stringify({ version: 2, settings: { jpContent: true, nameScript: 'both', theme: 'light', scrollBatch: 25 } }),
        );
    });
    await untilServerRendered(page.request, '/settings', /data-server-rendered-at=/);
    const differences = ssrDifferences(page);
    const release = await holdScripts(page);
    await openServerRendered(page, '/settings');
    const form = page.getByRole('form', { name: 'Settings' });
    const expectStored = async () => {
      await expect(form.getByRole('switch', { name: 'Enable JP-only content' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Both' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Light' })).toBeChecked();
      await expect(form.getByRole('textbox', { name: /Items loaded per scroll/ })).toHaveValue('25');
    };
    await expectStored();
    expect(await page.evaluate(() => document.querySelector('#root[data-server-rendered-at]') !== null)).toBe(true);
    const utc = form.getByRole('switch', { name: 'Show times in UTC' });
    // The player taps the switch as drawn: its label's track and words.
    await form.getByText('Show times in UTC', { exact: true }).click();
    await expect(utc).toHaveAttribute('data-tap-pending', '');
    release();
    await expect(utc).toBeChecked();
    await expect(utc).not.toHaveAttribute('data-tap-pending');
    await expectStored();
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('tlw-tracker:settings') ?? '{}').settings?.useUtc))
      .toBe(true);
    expect(differences).toEqual([]);
  });
});

test.describe('once the page is ready', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Every value the bar takes, in order (a fast section change may show it for a frame only).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { bars: string[] }).bars = seen;
      // The document, not its element: the element is not there yet when this runs.
      new MutationObserver(() => seen.push(document.documentElement.getAttribute('data-navigating') ?? 'none')).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-navigating'],
      });
    });
  });
  const bars = (page: Page) => page.evaluate(() => (window as unknown as { bars: string[] }).bars.splice(0));

  test("a section whose code the page has not loaded: the browser opens the server's page", async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#root[data-server-rendered-at]')).toHaveCount(0);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const loaded = page.waitForEvent('load');
    await page.locator('#mobile-nav-panel').getByRole('link', { name: 'Prayers' }).click();
    await loaded;
    await expect(page.locator('main a[href^="/prayers/info/"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
  });

  test('a section already loaded: the page changes to it itself, with the bar from the press until it shows', async ({ page }) => {
    await page.goto('/prayers');
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { before: boolean }).before = true));
    // Home is the shell's own page: the page goes there itself.
    await page.getByRole('link', { name: 'Touhou LostWord Tracker: home' }).click();
    await expect(page).toHaveURL(/\/$/);
    // That change's own bar goes once the router has committed it, a moment after the address.
    await expect(page.locator('html[data-navigating]')).toHaveCount(0);
    await bars(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.locator('#mobile-nav-panel').getByRole('link', { name: 'Prayers' }).click();
    await expect(page.locator('main a[href^="/prayers/info/"]').first()).toBeVisible();
    await expect(page.locator('html[data-navigating]')).toHaveCount(0);
    // Pressed, then the page's own change of section, then gone: no page load in between.
    expect(await bars(page)).toEqual(['pressed', 'page', 'none']);
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBe(true);
  });
});

test.describe('a character tapped while its modal is slow to come', () => {
  test('opens at once with a card of the name and picture, which the modal replaces', async ({ page }) => {
    // A characters page fetches the modal's frame (the shell's chunk) ahead once it has loaded, so a tap
    // opens the page's own dialog at once. Held back below before that fetch, the frame would come with
    // the slow body; on a busy machine the load comes late.
    const frame = page.waitForRequest(
      (request) => request.resourceType() === 'script' && /character[-_]modal/.test(new URL(request.url()).pathname),
    );
    await page.goto('/characters/release-order');
    await hydrated(page);
    await (await (await frame).response())?.finished();
    // From here on, the modal's HTML, code and data are slow (a busy connection on a phone).
    const release = await holdScripts(
      page,
      (url) => url.pathname.startsWith('/fragments/') || url.pathname.startsWith('/api/') || url.pathname.endsWith('.js'),
    );
    const link = page.locator('main a[href*="character="][title]').first();
    const name = ((await link.getAttribute('title')) ?? '').replace(/ \(.*$/, '');
    await link.click();
    const card = page.locator('#server-character-modal[data-opening]');
    // On screen for the eye; the page's own dialog, open and busy, is the one assistive technology meets.
    await expect(card.locator('h2')).toHaveText(name);
    await expect(card.locator('h2')).toBeVisible();
    // Put in by the tap itself and kept unseen for its first moment by an animation, not a timer (which a
    // busy main thread holds back), so a modal that comes at once replaces it unseen.
    expect(await card.evaluate((element) => element.getAnimations().map((a) => a.effect?.getTiming().delay))).toEqual([100]);
    await expect(card.locator('[role="status"]')).toHaveText('Loading character…');
    await expect(card).toHaveAttribute('aria-hidden', 'true');
    // The keyboard is in the page's own dialog meanwhile (it took the focus as it opened).
    await expect
      .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')?.querySelector('[data-character-modal]'))))
      .toBe(true);
    release();
    await expect(card).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'Character' }).getByRole('heading', { name, level: 3 })).toBeVisible();
  });
});
