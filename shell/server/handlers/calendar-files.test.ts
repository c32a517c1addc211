/** @jest-environment node */
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { CalendarFile, PageServer } from 'shared-domain/federation/page-server';
import { SECTIONS, type SectionId } from 'shared-domain/federation/sections';
import { withCalendarFiles } from './calendar-files';
import type { ShellContext } from './shell-context';

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//test//EN\r\nEND:VCALENDAR\r\n';

describe("a section's calendar files, through the shell's route", () => {
  const asked: string[] = [];
  let ics = ICS;
  // The prayers remote's server module as the contract has it answer (its own tests run the real one on the real API).
  const prayers: PageServer = {
    firstData: () => [],
    calendarFile: async (url): Promise<CalendarFile | null> => {
      asked.push(url.href);
      if (url.pathname === '/prayers/calendar/all.ics' || url.pathname === '/prayers/info/548/calendar.ics') return { status: 200, ics };
      if (url.pathname === '/prayers/calendar/weekly.ics')
        return { status: 404, message: 'There is no prayer calendar "weekly". The calendars are all, festival, limited, ending-soon.' };
      if (url.pathname === '/prayers/info/abc/calendar.ics')
        return { status: 400, message: '"abc" is no prayer id: an id is a positive whole number.' };
      if (url.pathname === '/prayers/info/999999/calendar.ics')
        return { status: 404, message: 'No prayer 999999 is listed (none has that id, or it has not started yet).' };
      if (url.pathname === '/prayers/calendar/slow.ics') throw new Error('the API did not answer');
      return null;
    },
  };
  const servers: Partial<Record<SectionId, PageServer>> = { prayers, characters: { firstData: () => [] } };
  const ctx = {
    options: { siteOrigin: 'https://tlw.example.com' },
    // The story cards' remote is down: its server module cannot be had.
    renderSection: { pageServer: async (id: SectionId) => servers[id] ?? null },
    pageMetas: { apiText: async () => null },
  } as unknown as ShellContext;
  const app = Fastify();
  for (const section of SECTIONS)
    app.get(
      `${section.basePath}/*`,
      withCalendarFiles(ctx, (_request, reply) => reply.type('text/html; charset=utf-8').send('a page')),
    );
  let origin = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(origin + path, { headers });
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    ics = ICS;
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it.each(['/prayers/calendar/all.ics', '/prayers/info/548/calendar.ics'])(
    'sends %s as its remote makes it, as text/calendar with an ETag and a Cache-Control',
    async (path) => {
      const response = await get(`${path}?utm=x`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(response.headers.etag).toMatch(/^"[\w-]{32}"$/);
      expect(response.body).toBe(ICS);
      // The remote gets the link on the site's public origin, for the links it writes.
      expect(asked.at(-1)).toBe(`https://tlw.example.com${path}?utm=x`);
    },
  );

  it('answers a client that has the calendar already with a 304, and a changed calendar with a new ETag', async () => {
    const { headers } = await get('/prayers/calendar/all.ics');
    const etag = headers.etag!;
    for (const ifNoneMatch of [etag, `"old", ${etag}`, `W/${etag}`, '*']) {
      const again = await get('/prayers/calendar/all.ics', { 'If-None-Match': ifNoneMatch });
      expect([again.status, again.body, again.headers.etag, again.headers['cache-control']]).toEqual([
        304,
        '',
        etag,
        'public, max-age=300',
      ]);
    }
    ics = ICS.replace('VERSION:2.0', 'VERSION:2.0\r\nX-WR-CALNAME:changed');
    const changed = await get('/prayers/calendar/all.ics', { 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('X-WR-CALNAME:changed');
  });

  it.each([
    [
      'an unknown calendar',
      '/prayers/calendar/weekly.ics',
      404,
      'There is no prayer calendar "weekly". The calendars are all, festival, limited, ending-soon.',
    ],
    ['a malformed prayer id', '/prayers/info/abc/calendar.ics', 400, '"abc" is no prayer id: an id is a positive whole number.'],
    [
      'an unknown prayer',
      '/prayers/info/999999/calendar.ics',
      404,
      'No prayer 999999 is listed (none has that id, or it has not started yet).',
    ],
    ['a path with no calendar of the prayers', '/prayers/info/548/other.ics', 404, 'There is no calendar at this address.'],
    ['a section with no calendars', '/characters/calendar/all.ics', 404, 'There is no calendar at this address.'],
  ])('says so in plain text for %s', async (_what, path, status, message) => {
    const response = await get(path);
    expect([response.status, response.headers['content-type'], response.body]).toEqual([status, 'text/plain; charset=utf-8', message]);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('is a 503 to try again, never a 500, when the remote or the API cannot make it now', async () => {
    for (const path of ['/prayers/calendar/slow.ics', '/story-cards/calendar/all.ics']) {
      const response = await get(path);
      expect([response.status, response.headers['retry-after'], response.headers['cache-control']]).toEqual([503, '5', 'no-store']);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    }
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('/prayers/calendar/slow.ics could not be made: the API did not answer'),
    );
  });

  it("leaves every other path to the section's pages", async () => {
    for (const path of ['/prayers/info/548', '/prayers/calendar', '/prayers/calendar/all.ics.html'])
      expect(await get(path)).toMatchObject({ status: 200, body: 'a page' });
  });
});
