import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { PrayerDetailResponse } from 'shared-domain/schemas/api/prayers';
import { expect, test } from './fixtures';
import { hydrated } from './support';

/**
 * The "Add to calendar" download of a prayer's detail page, read by Mozilla's ical.js (an independent
 * RFC 5545 parser, not the generator's code) and checked against the API's prayer. Prayer 548 of the
 * committed content (20 October to 10 November 2026) has started on any day the suite runs; the
 * browser's clock is pinned after it, so the page shows the link whatever today is.
 */
const PRAYER = 548;
const NOW = Date.UTC(2026, 10, 25);

/** The one event of an iCalendar text, as ical.js reads it. */
function onlyEvent(ics: string) {
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents('vevent');
  expect(events).toHaveLength(1);
  const event = new ICAL.Event(events[0]!);
  return {
    uid: event.uid,
    start: event.startDate.toJSDate().getTime(),
    end: event.endDate.toJSDate().getTime(),
    summary: event.summary,
    url: events[0]!.getFirstPropertyValue('url'),
  };
}

test.describe('@prayers prayer calendar files', () => {
  test('"Add to calendar" downloads the prayer as one event: its UID, start and end as the API has them', async ({ page, request }) => {
    const prayer = ((await (await request.get(`/api/prayers/get-detail?id=${PRAYER}`)).json()) as PrayerDetailResponse).content;
    // The committed content, written out: the API serves it unchanged.
    expect([prayer.start, prayer.end]).toEqual(['2026-10-20T03:00:00Z', '2026-11-10T03:00:00Z']);

    await page.clock.install({ time: NOW });
    await page.goto(`/prayers/info/${PRAYER}`);
    await hydrated(page);
    const link = page.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toHaveAttribute('href', `/prayers/info/${PRAYER}/calendar.ics`);

    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`prayer-${PRAYER}.ics`);
    expect(download.url()).toMatch(new RegExp(`/prayers/info/${PRAYER}/calendar\\.ics$`));
    const ics = await readFile(await download.path(), 'utf8');

    const event = onlyEvent(ics);
    expect(event).toEqual({
      uid: `prayer-${PRAYER}@touhou-lostword-tracker.invalid`,
      start: Date.parse(prayer.start),
      end: Date.parse(prayer.end),
      summary: prayer.name,
      url: new URL(`/prayers/info/${PRAYER}`, page.url()).href,
    });
    // And as instants written by hand (2026-10-20 03:00 UTC to 2026-11-10 03:00 UTC).
    expect([event.start, event.end]).toEqual([1792465200000, 1794279600000]);
    // Still on the prayer: a download navigates nowhere.
    await expect(page).toHaveURL(new RegExp(`/prayers/info/${PRAYER}(\\?|$)`));
  });
});
