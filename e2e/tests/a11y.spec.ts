import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from './fixtures';
import { E2E_PORTS, EXTERNAL_BASE_URL } from '../playwright.config';
import type { PrayerListResponse } from 'shared-domain/schemas/api/prayers';
import { axeFor, expectedHeading, isBlocking, SITE_PAGES as DECLARED_PAGES } from './support';

// axe-core on every page of the site, in both themes, at 390 and 1366 px, with 0 serious or
// critical violations; modals trap focus and give it back; controls are reachable by keyboard with
// a visible focus ring; prefers-reduced-motion stops animations.
// One test per page template: scanned in both themes, at a phone's width in one and a desktop's in
// the other, so every template meets both themes and both widths at half the scans of the full grid
// (pages one template draws share the two looks between them). Each modal is one test, scanned the
// same way. A worker keeps one browser context per theme and width for its tests, so the site's files are
// loaded once per context.

type Theme = 'dark' | 'light';
type Look = readonly [Theme, number];
const ALL_LOOKS: readonly Look[] = [
  ['dark', 390],
  ['dark', 1366],
  ['light', 390],
  ['light', 1366],
];
const BASE_URL = EXTERNAL_BASE_URL ?? `http://localhost:${E2E_PORTS.SHELL_PORT}`;
const SIMULATOR_PAGE = '/prayers/info/1';
/** The calendar opens on the server's month: scanned at one fixed month, with days of the months either side. */
const CALENDAR_PAGE = '/prayers/calendar';
const CALENDAR_MONTH = '2026-12';

async function simulatorPrayerId(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get('/api/prayers/get-list')).json()) as PrayerListResponse;
  const prayer = list.content.find((p) => p.flags.simulator);
  if (!prayer) throw new Error('no prayer with a simulator in the first page of /api/prayers/get-list');
  return prayer.id;
}

/** Every page of the site: the shell's and the manifests' (its prayer detail one with a simulator), the floor page and a 404. */
const SITE_PAGES: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  ...DECLARED_PAGES,
  { path: '/stages/scarlet-devil-tower?floor=2', heading: 'Floor #2' },
  { path: '/no-such-page', heading: expectedHeading('/404') },
];

async function openContext(browser: Browser, [theme, width]: Look) {
  // axe-core injects a <style> into the page it scans: that is the test tool, not the site, so these
  // contexts do not enforce (or report against) the CSP; every other journey runs with it on.
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: { width, height: 900 },
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  await context.addInitScript((t) => {
    // The settings' stored form (shared-ui settings, version 2): the theme only, the rest defaults.
    if (!localStorage.getItem('tlw-tracker:settings'))
      localStorage.setItem('tlw-tracker:settings', JSON.stringify({ version: 2, settings: { theme: t } }));
  }, theme);
  return context;
}

const a11yTest = test.extend<object, { pageIn: (look: Look) => Promise<Page> }>({
  pageIn: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use(async (look) => {
        const key = look.join(' ');
        if (!contexts.has(key)) contexts.set(key, await openContext(browser, look));
        return contexts.get(key)!.newPage();
      });
      for (const context of contexts.values()) await context.close();
    },
    { scope: 'worker' },
  ],
});

/** The page shows its heading and no query skeleton is left. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.locator('h1').first()).toHaveText(heading);
  // Hydrated, then nothing busy: the collection panel's buttons, say, are disabled (dimmed) until
  // the stored collection is read, and a scan across that change measured an enabled button's
  // colours as they were while it was disabled.
  await expect(page.locator('#root[data-server-rendered-at], #root[data-server-rendered-section]')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Lists go on loading their later pages after the first shows, and some controls are disabled
  // (dimmed) until then (the prayer list's Export CSV): scanning mid-change made axe judge a
  // button enabled but measure its disabled colours. Scan the page at rest.
  await page.waitForLoadState('networkidle');
}

/**
 * Marks each list item or row whose markup an earlier sibling already has: the same elements,
 * classes, roles, ARIA attributes (by name), inline styles (colours), alt texts present and text
 * present, its own words aside. axe then scans one item of each kind: a list of hundreds of
 * thumbnails drawn by one component is judged by its kinds, at a fraction of the time.
 */
async function markRepeatedItems(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shape = (el: Element) => {
      const attributes = [...el.attributes]
        .filter(
          (a) => a.name.startsWith('aria-') || ['role', 'style', 'class', 'tabindex', 'disabled', 'type', 'href', 'alt'].includes(a.name),
        )
        .map((a) =>
          a.name.startsWith('aria-') || a.name === 'href' || a.name === 'alt'
            ? `${a.name}=${a.value === '' ? '' : '…'}`
            : `${a.name}=${a.value}`,
        );
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      return `${el.tagName}[${attributes.sort().join(' ')}]${ownText ? 'T' : ''}`;
    };
    const kinds = new Map<Element, Set<string>>();
    for (const item of document.querySelectorAll('li, tr, [role="listitem"], [role="row"], [role="option"]')) {
      const parent = item.parentElement;
      if (!parent || item.closest('[data-axe-repeat]')) continue;
      const kind = [item, ...item.querySelectorAll('*')].map(shape).join(';');
      const seen = kinds.get(parent) ?? new Set<string>();
      kinds.set(parent, seen);
      if (seen.has(kind)) item.setAttribute('data-axe-repeat', '');
      else seen.add(kind);
    }
  });
}

/** Runs axe and returns one line per serious/critical node: page, rule, node, theme/width. */
async function scan(page: Page, where: string, include?: string): Promise<string[]> {
  await markRepeatedItems(page);
  let builder = axeFor(page).exclude('[data-axe-repeat]');
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const lines: string[] = [];
  for (const v of violations) {
    if (!isBlocking(v)) continue;
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

/** Scans what `show` puts on screen in each look; every problem is reported, from every look, at the end. */
async function scanIn(
  pageIn: (look: Look) => Promise<Page>,
  looks: readonly Look[],
  name: string,
  show: (page: Page) => Promise<string | undefined>,
) {
  const found: string[] = [];
  for (const look of looks) {
    const page = await pageIn(look);
    const where = `${name} [${look[0]}, ${look[1]} px]`;
    try {
      const include = await show(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', look[0]);
      found.push(...(await scan(page, where, include)));
    } finally {
      await page.close();
    }
  }
  expect(found, `${found.length} serious/critical accessibility problems:\n${found.join('\n')}`).toEqual([]);
}

/** Pages one template draws (one page component, with other props or data), scanned in one test. */
const SHARED_TEMPLATES: ReadonlyArray<readonly string[]> = [
  ['/characters/rebirth-order', '/characters/rebirth-costume-order'],
  ['/prayers/standard-prayer', '/prayers/ritual-prayer'],
  ['/prayers/standard-prayer/date-order', '/prayers/ritual-prayer/date-order'],
  ['/prayers/standard-prayer/info', '/prayers/ritual-prayer/info'],
  ['/stages/scarlet-devil-tower', '/stages/scarlet-devil-tower?floor=2'],
  ['/404', '/no-such-page'],
];
const TEMPLATES = SITE_PAGES.reduce<Array<typeof SITE_PAGES>>((templates, page) => {
  const shared = SHARED_TEMPLATES.find((paths) => paths.includes(page.path));
  const template = shared && templates.find((t) => shared.includes(t[0]!.path));
  if (template) (template as Array<(typeof SITE_PAGES)[number]>).push(page);
  else templates.push([page]);
  return templates;
}, []);

for (const [t, pages] of TEMPLATES.entries()) {
  // Two looks per template, alternating template by template, that between them cover both themes and
  // both widths; a template drawing several pages gives each page one of the two.
  const looks = ALL_LOOKS.filter(([theme, width]) => (t % 2 === 0) === ((theme === 'dark') === (width === 390)));
  const looksOf = (j: number) => (pages.length === 1 ? looks : [looks[j % 2]!]);
  a11yTest(
    `@a11y ${pages.map((p) => p.path).join(', ')}: no serious or critical axe violation in either theme`,
    async ({ pageIn, request }) => {
      for (const [j, { path, heading }] of pages.entries()) {
        const url =
          path === SIMULATOR_PAGE
            ? `/prayers/info/${await simulatorPrayerId(request)}`
            : path === CALENDAR_PAGE
              ? `${CALENDAR_PAGE}?month=${CALENDAR_MONTH}`
              : path;
        await scanIn(pageIn, looksOf(j), url, async (page) => {
          await page.goto(url);
          await settle(page, heading);
          return undefined;
        });
      }
    },
  );
}

// The scan itself, on a page with faults put in: each is reported, one of a repeated list's rows too.
a11yTest('@a11y the scan reports serious and critical faults, including one in a list of like rows', async ({ pageIn }) => {
  const page = await pageIn(['light', 390]);
  try {
    await page.goto('/story-cards');
    await settle(page, expectedHeading('/story-cards'));
    await page
      .locator('main')
      .evaluate((main) =>
        main.insertAdjacentHTML(
          'afterbegin',
          '<p style="color:#777;background:#888">faint words</p><button></button><img src="/no-alt.png">' +
            '<ul><li><a href="/a">first</a></li><li><a href="/b">second</a></li><li><a href="/c"></a></li></ul>',
        ),
      );
    const found = (await scan(page, 'planted')).map((line) =>
      line.replace(/ at .*/, '').replace(/^(planted: img without alt) \(.*\/no-alt\.png\)$/, '$1'),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'planted: color-contrast (serious)',
        'planted: button-name (critical)',
        'planted: image-alt (critical)',
        'planted: link-name (serious)',
        'planted: img without alt',
      ]),
    );
  } finally {
    await page.close();
  }
});

// The modals, scanned while open.
const MODALS: ReadonlyArray<{ name: string; open: (page: Page) => Promise<void> }> = [
  {
    name: '/characters/release-order?character=1001 (character modal)',
    open: async (page) => {
      await page.goto('/characters/release-order?character=1001');
      await expect(page.getByRole('dialog', { name: 'Character' })).toContainText('#1001');
    },
  },
  ...['/prayers', '/story-cards'].map((path) => ({
    name: `${path} (advanced search)`,
    open: async (page: Page) => {
      await page.goto(path);
      await settle(page, expectedHeading(path));
      await page.getByRole('button', { name: 'Advanced Search' }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  })),
  {
    name: '/menu (settings modal)',
    open: async (page) => {
      await page.goto('/menu');
      await page.getByRole('button', { name: 'Quick settings' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

for (const [m, { name, open }] of MODALS.entries()) {
  // Two looks per modal, alternating as the templates do: the four modals meet all four looks between them.
  const looks = ALL_LOOKS.filter(([theme, width]) => (m % 2 === 0) === ((theme === 'dark') === (width === 390)));
  a11yTest(`@a11y the ${name} has no serious or critical axe violation in either theme`, async ({ pageIn }) => {
    await scanIn(pageIn, looks, name, async (page) => {
      await open(page);
      return '[role="dialog"]';
    });
  });
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
    await expect(page.getByRole('dialog', { name: 'Character' })).toBeVisible();
    await moving('/ with the character modal open');
  } finally {
    await context.close();
  }
});
