import ICAL from 'ical.js';
import { expect, test } from './fixtures';
import { rawGetFrom } from './support';
import { E2E_PORTS } from '../playwright.config';

// Run by playwright.nginx.config.ts only: the prayer calendars (a feed and one prayer's "Add to
// calendar" file) as the deployed setup serves them, nginx's cache in front of the shell servers.

const SITE = `http://localhost:${E2E_PORTS.SHELL_PORT}`;

const rawGet = rawGetFrom(SITE);

/** The UIDs of a calendar's events, as Mozilla's ical.js (an independent RFC 5545 parser) reads them. */
const uids = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((event) => new ICAL.Event(event).uid);

/** What a file says it is: a feed its name, a prayer's file its one event. */
const calendarName = (ics: string) => /^X-WR-CALNAME:(.*)\r?$/m.exec(ics)?.[1] ?? null;

// A feed (which prayers it holds depends on the day: a feed keeps the last 30 days), and prayer 548 of
// the committed content (started in October 2026, so its own file is there on any day the suite runs).
const FILES = [
  { path: '/prayers/calendar/festival.ics', is: (ics: string) => calendarName(ics) === 'Touhou LostWord festival prayers' },
  {
    path: '/prayers/info/548/calendar.ics',
    is: (ics: string) => calendarName(ics) === null && uids(ics).join() === 'prayer-548@touhou-lostword-tracker.invalid',
  },
];

test.describe('@nginx prayer calendars through nginx', () => {
  for (const file of FILES) {
    test(`${file.path}: an iCalendar file with its ETag and Cache-Control, and a 304 for a client that has it`, async () => {
      // The file is made afresh each minute: a minute that turns between the two requests changes the
      // ETag, so the pair is asked again until it falls within one.
      await expect(async () => {
        const first = await rawGet(file.path);
        expect([first.status, first.headers['content-type']]).toEqual([200, 'text/calendar; charset=utf-8']);
        expect(first.headers['cache-control']).toBe('public, max-age=300');
        const etag = first.headers.etag!;
        expect(etag).toMatch(/^"[\w-]+"$/);
        expect(file.is(first.body.toString('utf8'))).toBe(true);

        const again = await rawGet(file.path, { 'if-none-match': etag });
        expect([again.status, again.headers.etag, again.body.toString('utf8')]).toEqual([304, etag, '']);
      }).toPass({ timeout: 10_000 });
      // Another ETag is no match: the whole file again.
      const other = await rawGet(file.path, { 'if-none-match': '"not-this-one"' });
      expect(other.status).toBe(200);
      expect(file.is(other.body.toString('utf8'))).toBe(true);
    });
  }

  test('an unknown feed is a 404 with a plain message naming the feeds there are', async () => {
    const missing = await rawGet('/prayers/calendar/weekly.ics');
    expect([missing.status, missing.headers['content-type']]).toEqual([404, 'text/plain; charset=utf-8']);
    expect(missing.body.toString('utf8')).toBe(
      'There is no prayer calendar "weekly". The calendars are all, festival, limited, ending-soon.',
    );
    expect(missing.headers.etag).toBeUndefined();
  });
});
