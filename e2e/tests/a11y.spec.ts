import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';
import type { PrayerListResponse } from 'shared-domain/schemas/api/prayers';
import { expectedHeading } from './support';

// Issue 13 item 8: axe-core on every page of the site, in both themes, at 390 and 1366 px, with
// 0 serious or critical violations; modals trap focus and give it back; controls are reachable by
// keyboard with a visible focus ring; prefers-reduced-motion stops animations.
// Fast by design: one browser context per theme and width, one page reused for every URL. Each page
// is scanned in both themes, at a phone's width in one and a desktop's in the other (alternating
// page by page), so every page meets both themes and both widths at half the scans of the full grid.
// The modals are scanned in all four.

type Theme = 'dark' | 'light';
const THEMES: Theme[] = ['dark', 'light'];
const WIDTHS = [390, 1366];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

async function simulatorPrayerId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/prayers/get-list')).json()) as PrayerListResponse;
  const prayer = list.content.find((p) => p.flags.simulator);
  if (!prayer) throw new Error('no prayer with a simulator in the first page of /api/prayers/get-list');
  return prayer.id;
}

/** Every page of the site: the canonical table (with a real prayer detail), the floor page and a 404. */
async function sitePages(request: APIRequestContext): Promise<{ path: string; heading: string | RegExp }[]> {
  const prayerId = await simulatorPrayerId(request);
  return [
    ...CANONICAL_PAGES.map((p) => (p.path === '/prayers/info/1' ? { path: `/prayers/info/${prayerId}`, heading: p.heading } : p)),
    { path: '/stages/scarlet-devil-tower?floor=2', heading: 'Floor #2' },
    { path: '/no-such-page', heading: expectedHeading('/404') },
  ];
}

async function openContext(browser: Browser, theme: Theme, width: number, baseURL: string | undefined) {
  // axe-core injects a <style> into the page it scans: that is the test tool, not the site, so these
  // contexts do not enforce (or report against) the CSP; every other journey runs with it on.
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, reducedMotion: 'reduce', bypassCSP: true });
  await context.addInitScript((t) => {
    // The settings' stored form (shared-ui settings, version 2): the theme only, the rest defaults.
    if (!localStorage.getItem('tlw-tracker:settings'))
      localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { theme: t } }));
  }, theme);
  return context;
}

/** The page shows its heading and no query skeleton is left. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.locator('h1').first()).toHaveText(heading, { timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Lists go on loading their later pages after the first shows, and some controls are disabled
  // (dimmed) until then (the prayer list's Export CSV): scanning mid-change made axe judge a
  // button enabled but measure its disabled colours. Scan the page at rest.
  await page.waitForLoadState('networkidle');
}

/** Runs axe and returns one line per serious/critical node: page, rule, node, theme/width. */
async function scan(page: Page, where: string, include?: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself (no extra page per scan): the gate stays fast.
  let builder = new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const lines: string[] = [];
  for (const v of violations) {
    if (!BLOCKING.has(v.impact ?? '')) continue;
    for (const node of v.nodes) {
      const why = (node.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim();
      lines.push(`${where}: ${v.id} (${v.impact}) at ${node.target.join(' ')} — ${why || v.help}`);
    }
  }
  // Images without a text alternative, including those axe leaves to the page (lazy, hidden).
  const noAlt = await page.locator('img:not([alt])').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src.slice(-60)));
  for (const src of noAlt) lines.push(`${where}: img without alt (${src})`);
  return lines;
}

for (const theme of THEMES) {
  for (const width of WIDTHS) {
    test(`@a11y every page has no serious or critical axe violation (${theme}, ${width} px)`, async ({ browser, request, baseURL }) => {
      test.setTimeout(600_000);
      const pages = (await sitePages(request)).filter((_, i) => (i % 2 === 0) === ((theme === 'dark') === (width === 390)));
      const context = await openContext(browser, theme, width, baseURL);
      const page = await context.newPage();
      const found: string[] = [];
      const where = (p: string) => `${p} [${theme}, ${width} px]`;
      try {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        for (const { path, heading } of pages) {
          await page.goto(path);
          // A page that does not render is reported with the rest, and the scan goes on.
          const shown = await settle(page, heading).then(
            () => true,
            () => false,
          );
          if (!shown)
            found.push(
              `${where(path)}: the page did not show its heading ${String(heading)} (h1: "${await page
                .locator('h1')
                .first()
                .textContent()
                .catch(() => '')}")`,
            );
          found.push(...(await scan(page, where(path))));
        }
        // The modals, scanned while open.
        await page.goto('/characters/release-order?character=1001');
        await expect(page.getByRole('dialog', { name: 'Character' })).toContainText('#1001', { timeout: 15_000 });
        found.push(...(await scan(page, where('/characters/release-order?character=1001 (character modal)'), '[role="dialog"]')));
        for (const path of ['/prayers', '/story-cards']) {
          await page.goto(path);
          await settle(page, expectedHeading(path));
          await page.getByRole('button', { name: 'Advanced Search' }).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          found.push(...(await scan(page, where(`${path} (advanced search)`), '[role="dialog"]')));
        }
        await page.goto('/menu');
        await page.getByRole('button', { name: 'Quick settings' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        found.push(...(await scan(page, where('/menu (settings modal)'), '[role="dialog"]')));
      } finally {
        await context.close();
      }
      expect(found, `${found.length} serious/critical accessibility problems:\n${found.join('\n')}`).toEqual([]);
    });
  }
}

/** Tabs up to `max` times and returns what had focus each time (tag, label, inside the dialog?). */
async function tabAround(page: Page, max: number) {
  const stops: { inDialog: boolean; label: string }[] = [];
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          inDialog: Boolean(el?.closest('[role="dialog"]')),
          label: `${el?.tagName.toLowerCase()} "${(el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim().slice(0, 30)}"`,
        };
      }),
    );
  }
  return stops;
}

async function expectTrapAndReturn(page: Page, name: string, open: () => Promise<void>, opener: () => ReturnType<Page['locator']>) {
  await opener().focus();
  await open();
  const dialog = page.getByRole('dialog').last();
  await expect(dialog, `${name}: the dialog opens`).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]'))), {
      message: `${name}: focus moves into the dialog`,
    })
    .toBe(true);
  const escaped = (await tabAround(page, 25)).filter((s) => !s.inDialog);
  expect(escaped, `${name}: Tab left the dialog to ${escaped.map((s) => s.label).join(', ')}`).toEqual([]);
  const back = await (async () => {
    await page.keyboard.press('Shift+Tab');
    return page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
  })();
  expect(back, `${name}: Shift+Tab left the dialog`).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog, `${name}: Escape closes the dialog`).toBeHidden();
  await expect(opener(), `${name}: focus returns to the button that opened it`).toBeFocused();
}

test('@a11y modals trap focus and return it to their opener (settings, character, advanced search)', async ({ page }) => {
  await page.goto('/menu');
  await settle(page, 'Menu');
  const settingsButton = () => page.getByRole('button', { name: 'Quick settings' });
  await expectTrapAndReturn(page, 'settings modal', () => page.keyboard.press('Enter'), settingsButton);

  await page.goto('/characters/release-order');
  await settle(page, 'Release Order');
  const thumbnail = () =>
    page
      .locator('main')
      .getByRole('link', { name: /Reimu Hakurei/ })
      .first();
  await expectTrapAndReturn(page, 'character modal', () => page.keyboard.press('Enter'), thumbnail);

  await page.goto('/prayers');
  await settle(page, 'Touhou LostWord Prayer Tracker');
  const advanced = () => page.getByRole('button', { name: 'Advanced Search' }).first();
  await expectTrapAndReturn(page, 'advanced search', () => page.keyboard.press('Enter'), advanced);
});

test('@a11y every control is reachable by keyboard and shows a visible focus ring', async ({ page }) => {
  test.setTimeout(90_000);
  for (const path of ['/', '/prayers', '/characters/release-order', '/stages/scarlet-devil-tower', '/settings']) {
    await page.goto(path);
    await settle(page, expectedHeading(path));
    // No visible control is taken out of the tab order.
    const unreachable = await page
      .locator('main a[href], main button, main input, main select, main textarea, main summary, nav a[href], nav button')
      .evaluateAll((els) =>
        els
          .filter(
            (el) =>
              (el as HTMLElement).tabIndex < 0 &&
              !(el as HTMLButtonElement).disabled &&
              (el as HTMLElement).offsetParent !== null &&
              !el.closest('[inert],[aria-hidden="true"]'),
          )
          .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`),
      );
    expect(unreachable, `${path}: controls out of the tab order: ${unreachable.join(', ')}`).toEqual([]);
    // The first 15 tab stops each draw a focus ring (outline or box-shadow).
    const ringless: string[] = [];
    await page.locator('body').focus();
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const s = getComputedStyle(el);
        const ring = (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '');
        return ring ? null : `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30)}"`;
      });
      if (stop) ringless.push(stop);
    }
    expect(ringless, `${path}: focused controls without a visible focus ring: ${ringless.join(', ')}`).toEqual([]);
  }
});

test('@a11y prefers-reduced-motion stops every animation', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, reducedMotion: 'reduce', viewport: { width: 1366, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  const moving = async (where: string) => {
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number(a.effect?.getComputedTiming().duration ?? 0) > 20)
        .map((a) => {
          const target = (a.effect as KeyframeEffect | null)?.target as Element | null;
          return `${(a as CSSAnimation).animationName ?? (a as CSSTransition).transitionProperty ?? 'animation'} on ${target?.tagName.toLowerCase()}.${target?.className}`;
        }),
    );
    expect(running, `${where}: animations running under prefers-reduced-motion: ${running.join(', ')}`).toEqual([]);
  };
  try {
    for (const path of ['/', '/prayers', '/stages/scarlet-devil-tower', '/story-cards']) {
      await page.goto(path);
      await settle(page, expectedHeading(path));
      await moving(path);
    }
    await page.goto('/?character=1001');
    await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible({ timeout: 15_000 });
    await moving('/ with the character modal open');
  } finally {
    await context.close();
  }
});
