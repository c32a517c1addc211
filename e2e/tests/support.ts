import { expect, type Page } from '@playwright/test';
import { CANONICAL_PAGES } from 'shared-domain/routing/canonical-pages';

/** The heading a canonical page must show (prayer detail pages share one pattern). */
export function expectedHeading(pathname: string): string | RegExp {
  const page = CANONICAL_PAGES.find((p) => p.path === pathname);
  if (page) return page.heading;
  if (/^\/prayers\/info\/[^/]+$/.test(pathname)) return /^Prayer/;
  throw new Error(`no canonical page at ${pathname}`);
}

/** Exactly one <h1>, with the expected text. */
export async function expectHeading(page: Page, heading: string | RegExp) {
  const h1 = page.locator('h1');
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
}

export const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
