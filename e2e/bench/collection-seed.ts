// A player's collection put in a fresh browser context before a page is measured, stored where and
// as the site stores it (shell/src/store/collection-idb.ts: IndexedDB `tlw-tracker`, object store
// `collection`, key `current`), so the page has marks to show.
import type { Page } from '@playwright/test';
import { writeSiteCollectionStore } from '../site-collection-store';

/** The stored document: a collection file (format version 2) and its count of changes since an export. */
export interface StoredCollectionDocument {
  format: 'tlw-tracker-collection';
  version: 2;
  units: Record<string, { fr: boolean }>;
  cards: Record<string, number>;
  changesSinceExport: number;
}

/** Every unit owned with its rebirth, every card at its last limit break: every page has marks. */
export function everythingOwned(unitIds: readonly number[], cardIds: readonly number[]): StoredCollectionDocument {
  return {
    format: 'tlw-tracker-collection',
    version: 2,
    units: Object.fromEntries(unitIds.map((id) => [String(id), { fr: true }])),
    cards: Object.fromEntries(cardIds.map((id) => [String(id), 4])),
    changesSinceExport: 0,
  };
}

/** Every unit and card the site's API lists, owned. */
export async function everythingOwnedOn(origin: string): Promise<StoredCollectionDocument> {
  const chrono = (await (await fetch(`${origin}/api/characters/chronological`)).json()) as { content: { data: { id: number }[] }[] };
  const cards = (await (await fetch(`${origin}/api/story-cards/get-list`)).json()) as { content: { id: number }[] };
  return everythingOwned(
    chrono.content.flatMap((g) => g.data.map((u) => u.id)),
    cards.content.map((c) => c.id),
  );
}

/**
 * Stores the collection for `origin` in the page's context. It is written from a blank document the
 * bench answers itself on that origin: loading one of the site's pages would fill the context's HTTP
 * cache, and the measured load must be a first visit.
 */
export async function seedCollection(page: Page, origin: string, collection: StoredCollectionDocument): Promise<void> {
  const url = `${origin}/__bench-seed-collection`;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }));
  try {
    await page.goto(url);
    await writeSiteCollectionStore(page, { current: collection });
  } finally {
    await page.unroute(url);
  }
}
