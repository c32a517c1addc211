/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { testApp, type Content } from 'shared-ui/dev/real-api';
import { pageServer } from '../page-server';

// The day before the sample's 2027 Halloween prayer ends: three prayers end within 24 hours.
const NOW = Date.parse('2027-11-29T12:00:00Z');
const ORIGIN = 'https://tlw.example.com';

let api: Awaited<ReturnType<typeof testApp>>['app'];
let content: Content;
let apiUrl = '';
const apiText = async (path: string) => {
  const response = await fetch(new URL(path, apiUrl));
  return response.ok ? response.text() : null;
};

beforeAll(async () => {
  ({ app: api, content } = await testApp(NOW));
  await api.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
});
afterAll(() => api.close());

const calendar = (path: string, at = NOW) => pageServer.calendarFile!(new URL(path, ORIGIN), apiText, at);

/** The calendar's text, which must be one (a 200). */
async function icsAt(path: string): Promise<string> {
  const file = await calendar(path);
  if (file?.status !== 200) throw new Error(`${path}: ${JSON.stringify(file)}`);
  return file.ics;
}

/** Each event as Mozilla's ical.js (an independent RFC 5545 parser) reads it. */
async function eventsAt(path: string) {
  const root = new ICAL.Component(ICAL.parse(await icsAt(path)));
  return root.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().getTime(),
      end: event.endDate.toJSDate().getTime(),
      summary: event.summary,
      description: event.description,
      sequence: event.sequence,
      url: component.getFirstPropertyValue('url'),
      alarm: component.getFirstSubcomponent('valarm'),
    };
  });
}

/** Thirty days, written out: how long an ended prayer stays in a feed. */
const THIRTY_DAYS_MS = 30 * 86_400_000;

/** What the content says the feed should hold: UID, start and end of each started prayer, not ended more than 30 days before, that `keep` keeps. */
const expected = (keep: (prayer: Content['prayers'][number]) => boolean) =>
  content.prayers
    .filter((p) => Date.parse(p.start) <= NOW && NOW - Date.parse(p.end) <= THIRTY_DAYS_MS && keep(p))
    .map((p) => ({ uid: `prayer-${p.id}@touhou-lostword-tracker.invalid`, start: Date.parse(p.start), end: Date.parse(p.end) }))
    .sort((a, b) => a.uid.localeCompare(b.uid));

const uidStartEnd = (events: Awaited<ReturnType<typeof eventsAt>>) =>
  events.map(({ uid, start, end }) => ({ uid, start, end })).sort((a, b) => a.uid.localeCompare(b.uid));

describe('the prayer calendar feeds, with the real API', () => {
  it.each<[string, (prayer: Content['prayers'][number]) => boolean]>([
    // Not the pools always there (the Standard Prayer, the Friend Ritual).
    ['all', (p) => !p.prayerTypes.includes('standard') && !p.prayerTypes.includes('ritual')],
    ['festival', (p) => p.prayerTypes.includes('normal')],
    ['limited', (p) => p.prayerTypes.includes('other')],
  ])('%s: one event per prayer the list shows of it, each at its UTC start and end', async (feed, keep) => {
    const events = await eventsAt(`/prayers/calendar/${feed}.ics`);
    expect(uidStartEnd(events)).toEqual(expected(keep));
    expect(events.length).toBeGreaterThan(0);
    // None that starts after now: 0634.json (the 2027-11 free ritual) starts the next day.
    expect(events.map((e) => e.uid)).not.toContain('prayer-634@touhou-lostword-tracker.invalid');
    // Nor one ended more than 30 days before: 0624.json (a festival rerun) ended 2027-10-19.
    expect(events.map((e) => e.uid)).not.toContain('prayer-624@touhou-lostword-tracker.invalid');
    expect(events.every((e) => e.alarm === null)).toBe(true);
  });

  it('ending-soon: the three prayers that end 2027-11-30 03:00 UTC, each with its reminder an hour before', async () => {
    const events = await eventsAt('/prayers/calendar/ending-soon.ics');
    // 0629.json, 0630.json and 0632.json, as api-mock/content/prayers/ has them.
    expect(uidStartEnd(events)).toEqual([
      { uid: 'prayer-629@touhou-lostword-tracker.invalid', start: Date.UTC(2027, 10, 9, 3), end: Date.UTC(2027, 10, 30, 3) },
      { uid: 'prayer-630@touhou-lostword-tracker.invalid', start: Date.UTC(2027, 10, 16, 3), end: Date.UTC(2027, 10, 30, 3) },
      { uid: 'prayer-632@touhou-lostword-tracker.invalid', start: Date.UTC(2027, 10, 23, 3), end: Date.UTC(2027, 10, 30, 3) },
    ]);
    for (const { alarm, summary } of events) {
      const trigger = alarm!.getFirstProperty('trigger')!;
      expect([alarm!.getFirstPropertyValue('action'), trigger.getParameter('related'), trigger.getFirstValue()!.toString()]).toEqual([
        'DISPLAY',
        'END',
        '-PT1H',
      ]);
      expect(alarm!.getFirstPropertyValue('description')).toBe(`${summary} ends in an hour.`);
    }
  });

  it("names the prayer and its rate-ups (units as characters/<id>.json names them) and links the prayer's page", async () => {
    const event = (await eventsAt('/prayers/calendar/all.ics')).find((e) => e.uid === 'prayer-630@touhou-lostword-tracker.invalid')!;
    expect(event).toMatchObject({
      summary: 'God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more',
      description:
        'Rate-up: Sakuya Izayoi, Shinmyoumaru Sukuna, Benben Tsukumo, Flandre Scarlet.\n' +
        'Rates, pool and a pull simulator: https://tlw.example.com/prayers/info/630',
      url: 'https://tlw.example.com/prayers/info/630',
      // meta/last-update.json's "prayers": 2026-11-20T12:00:00Z, 2019 days and 12 hours after the launch (2021-05-11).
      sequence: 2019 * 86_400 + 12 * 3_600,
    });
    // Its commas are escaped in the text itself.
    expect(await icsAt('/prayers/calendar/all.ics')).toContain('SUMMARY:God Crystal Prayer: Sakuya\\, Shinmyoumaru\\, Benben and more\r\n');
  });

  it('is the same text all minute long for the same content (its ETag holds between polls, on every server)', async () => {
    const first = await calendar('/prayers/calendar/festival.ics');
    // Kept, not written again, within the minute.
    expect(await calendar('/prayers/calendar/festival.ics', NOW + 59_999)).toBe(first);
    const nextMinute = await calendar('/prayers/calendar/festival.ics', NOW + 60_000);
    expect(nextMinute).not.toBe(first);
    expect(nextMinute).toEqual(first);
  });

  it('says which calendars there are for a name that is none', async () => {
    for (const name of ['weekly', 'ALL', '', '%E0%A4%A']) {
      const file = await calendar(`/prayers/calendar/${name}.ics`);
      expect(file).toEqual({
        status: 404,
        message: expect.stringContaining('The calendars are all, festival, limited, ending-soon.') as string,
      });
    }
  });

  it('fails (for the shell to answer 503) when the API does not answer', async () => {
    await expect(pageServer.calendarFile!(new URL('/prayers/calendar/all.ics', ORIGIN), async () => null, NOW)).rejects.toThrow(
      'the API did not answer',
    );
  });
});

describe("one prayer's calendar file", () => {
  it('is the prayer’s one event, as in the feeds', async () => {
    const [event] = await eventsAt('/prayers/info/630/calendar.ics');
    const inFeed = (await eventsAt('/prayers/calendar/all.ics')).find((e) => e.uid === 'prayer-630@touhou-lostword-tracker.invalid');
    expect(event).toEqual(inFeed);
    expect((await eventsAt('/prayers/info/630/calendar.ics')).length).toBe(1);
  });

  it('is none for a prayer that does not exist or has not started, in the same words', async () => {
    expect(await calendar('/prayers/info/999999/calendar.ics')).toEqual({
      status: 404,
      message: 'No prayer 999999 is listed (none has that id, or it has not started yet).',
    });
    // 0634.json starts 2027-11-30 03:00 UTC: the list does not show it yet, and neither does its file.
    expect(await calendar('/prayers/info/634/calendar.ics')).toEqual({
      status: 404,
      message: 'No prayer 634 is listed (none has that id, or it has not started yet).',
    });
    expect((await calendar('/prayers/info/634/calendar.ics', Date.parse('2027-11-30T03:00:00Z')))?.status).toBe(200);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '%20630', '9'.repeat(30)])('is a 400 for the id %j', async (id) => {
    const file = await calendar(`/prayers/info/${id}/calendar.ics`);
    expect(file).toEqual({ status: 400, message: expect.stringContaining('is no prayer id: an id is a positive whole number.') as string });
  });

  it('is no calendar of the prayers at another path', async () => {
    for (const path of ['/prayers/info/630', '/prayers/info/630/other.ics', '/prayers/calendar/all.ics/x', '/prayers/calendar/a/b.ics'])
      expect(await calendar(path)).toBeNull();
  });
});
