import { expect, test, type Locator, type Page } from './fixtures';
import { expectHeading, mainNav } from './support';

/** The widths the home page is checked at: a phone, a tablet, a desktop. */
const WIDTHS = [390, 1024, 1366] as const;

/**
 * The cells of a CSS grid (row × column of its laid-out tracks) that no child covers. A child with
 * `display: contents` stands for its own children. Each cell is tested at its centre, against the
 * children's boxes, so a block that stops short of its cell counts as a hole too.
 */
async function emptyCells(grid: Locator): Promise<string[]> {
  return grid.evaluate((el) => {
    const style = getComputedStyle(el);
    const tracks = (list: string) => list.split(' ').map((t) => parseFloat(t));
    const columns = tracks(style.gridTemplateColumns);
    const rows = tracks(style.gridTemplateRows);
    const box = el.getBoundingClientRect();
    const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const top = box.top + parseFloat(style.borderTopWidth) + parseFloat(style.paddingTop);
    const centres = (sizes: number[], start: number, gap: number) => {
      let at = start;
      return sizes.map((size) => {
        const centre = at + size / 2;
        at += size + gap;
        return centre;
      });
    };
    const xs = centres(columns, left, parseFloat(style.columnGap) || 0);
    const ys = centres(rows, top, parseFloat(style.rowGap) || 0);

    const boxes: DOMRect[] = [];
    const collect = (parent: Element) => {
      for (const child of Array.from(parent.children)) {
        const display = getComputedStyle(child).display;
        if (display === 'contents') collect(child);
        else if (display !== 'none') boxes.push(child.getBoundingClientRect());
      }
    };
    collect(el);

    const holes: string[] = [];
    ys.forEach((y, r) =>
      xs.forEach((x, c) => {
        if (!boxes.some((b) => x >= b.left && x <= b.right && y >= b.top && y <= b.bottom)) holes.push(`row ${r + 1}, column ${c + 1}`);
      }),
    );
    return holes;
  });
}

const dataGrid = (page: Page) => page.locator('[data-home-grid]');
const trackerCards = (page: Page) => page.getByRole('navigation', { name: 'Trackers' }).getByRole('list');
const block = (page: Page, id: string) => page.locator(`[data-home-block="${id}"]`);

async function expectNoHoles(page: Page, width: number) {
  const grids: [string, Locator][] = [
    ['data blocks', dataGrid(page)],
    ['tracker cards', trackerCards(page)],
  ];
  for (const [name, grid] of grids) {
    await expect(grid).toBeVisible();
    expect(await emptyCells(grid), `empty cells of the ${name} grid at ${width} px`).toEqual([]);
  }
}

test.describe('@home home page layout', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the home grids have no empty cell on a phone, a tablet and a desktop', async ({ page }) => {
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expectHeading(page, 'Touhou LostWord Tracker');
      await expect(block(page, 'latest-minor-update')).toBeVisible();
      // The desktop has more than one column: the check is about a real grid, not a stack.
      if (width >= 1000)
        expect(await dataGrid(page).evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBeGreaterThan(2);
      await expectNoHoles(page, width);
    }
  });

  test('no empty cell either when blocks have no data (no upcoming characters, no maintenance, no prayers)', async ({ page }) => {
    await page.route('**/api/general/home', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.upcoming = [];
      body.maintenanceData = [];
      body.prayers = [];
      await route.fulfill({ response, json: body });
    });
    await page.setViewportSize({ width: 1366, height: 900 });
    // Only the first HTML of '/' carries the payload: arriving from another page, the home page asks the API.
    await page.goto('/menu');
    await mainNav(page).getByRole('link', { name: 'Home' }).first().click();
    await expectHeading(page, 'Touhou LostWord Tracker');
    await expect(block(page, 'upcoming-characters')).toBeVisible();
    await expect(block(page, 'upcoming-characters').getByRole('row')).toHaveCount(0);
    await expect(block(page, 'maintenance').locator('[data-maintenance-id]')).toHaveCount(0);
    for (const width of [...WIDTHS].reverse()) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoHoles(page, width);
    }
  });

  test('on a phone, a block far below the first screen is not rendered until the visitor scrolls near it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expectHeading(page, 'Touhou LostWord Tracker');
    const rendered = (id: string) =>
      block(page, id).evaluate((el) => (el.firstElementChild as HTMLElement).checkVisibility({ contentVisibilityAuto: true }));
    // The first blocks render at once; the last is skipped (not styled, laid out or painted) for now.
    expect(await rendered('maintenance')).toBe(true);
    expect(await rendered('latest-minor-update')).toBe(false);
    await block(page, 'latest-minor-update').scrollIntoViewIfNeeded();
    await expect.poll(() => rendered('latest-minor-update')).toBe(true);
    await expect(block(page, 'latest-minor-update').getByRole('heading').first()).toBeVisible();
  });
});
