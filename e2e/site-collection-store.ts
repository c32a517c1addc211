// The site's own IndexedDB store of a player's collection, written from a page on the site's origin
// where and as the site keeps it (shell/src/store/collection-idb.ts). One writer for the benches and
// the journeys, so both put what the site will read, not each its own idea of it.
import type { Page } from '@playwright/test';

/** Puts each value under its key (`current`, a backup's key…) in one transaction, committed when this resolves. */
export async function writeSiteCollectionStore(page: Page, records: Readonly<Record<string, unknown>>): Promise<void> {
  await page.evaluate(async (entries) => {
    const open = indexedDB.open('tlw-tracker', 1);
    open.onupgradeneeded = () => open.result.createObjectStore('collection');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const tx = db.transaction('collection', 'readwrite');
    for (const [key, value] of entries) tx.objectStore('collection').put(value, key);
    await new Promise((resolve, reject) => {
      tx.oncomplete = resolve;
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, Object.entries(records));
}
