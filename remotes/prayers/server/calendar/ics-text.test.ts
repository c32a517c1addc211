import ICAL from 'ical.js';
import { icsText } from './ics-text';
import type { PrayerEvent } from './prayer-event';
import { GOD_CRYSTAL_EVENT } from './test-support/god-crystal-event';

const feed = (events: PrayerEvent[]) =>
  icsText({ name: 'Touhou LostWord prayers', url: 'https://tlw.example.com/prayers/calendar/all.ics', refreshSeconds: 3_600, events });

/** The events as an independent RFC 5545 parser (Mozilla's ical.js) reads them. */
const parsed = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');

describe('the iCalendar text', () => {
  it('writes each event with its UID, SEQUENCE, UTC times, name, rate-ups, link and categories', () => {
    const text = feed([GOD_CRYSTAL_EVENT]);
    // The raw lines, as a calendar app receives them (DTSTAMP and LAST-MODIFIED: the content's last change).
    for (const line of [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Touhou LostWord prayers',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'UID:prayer-630@touhou-lostword-tracker.invalid',
      'SEQUENCE:174484800',
      'DTSTAMP:20261120T120000Z',
      'DTSTART:20271116T030000Z',
      'DTEND:20271130T030000Z',
      'LAST-MODIFIED:20261120T120000Z',
      'CATEGORIES:God Crystal',
      'TRANSP:TRANSPARENT',
    ])
      expect(text.split('\r\n')).toContain(line);
    const [event] = parsed(text);
    const vevent = new ICAL.Event(event!);
    expect(vevent.uid).toBe('prayer-630@touhou-lostword-tracker.invalid');
    expect(vevent.sequence).toBe(174_484_800);
    expect(vevent.startDate.toJSDate().toISOString()).toBe('2027-11-16T03:00:00.000Z');
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2027-11-30T03:00:00.000Z');
    expect(vevent.summary).toBe('God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more');
    expect(vevent.description).toBe(GOD_CRYSTAL_EVENT.description);
    expect(event!.getFirstPropertyValue('url')).toBe('https://tlw.example.com/prayers/info/630');
    expect(event!.getFirstProperty('categories')!.getValues()).toEqual(['God Crystal']);
    expect(event!.getFirstSubcomponent('valarm')).toBeNull();
  });

  it('escapes commas, semicolons, backslashes and line breaks in names', () => {
    const tricky = { ...GOD_CRYSTAL_EVENT, summary: 'Prayer; with, a \\ and\na new line', categories: ['Seal Crystal', 'Story Card'] };
    const text = feed([tricky]);
    expect(text.split('\r\n')).toContain('SUMMARY:Prayer\\; with\\, a \\\\ and\\na new line');
    expect(text.split('\r\n')).toContain('CATEGORIES:Seal Crystal,Story Card');
    expect(new ICAL.Event(parsed(text)[0]!).summary).toBe('Prayer; with, a \\ and\na new line');
    expect(feed([GOD_CRYSTAL_EVENT]).split('\r\n')).toContain('SUMMARY:God Crystal Prayer: Sakuya\\, Shinmyoumaru\\, Benben and more');
  });

  it('folds long lines at 75 octets, never inside a character, and ends every line with CRLF', () => {
    const long = { ...GOD_CRYSTAL_EVENT, summary: `東方ロストワード ${'祈祷 '.repeat(40)}`.trim() };
    const text = feed([long]);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(new ICAL.Event(parsed(text)[0]!).summary).toBe(long.summary);
  });

  it('folds as late as 75 octets allow, counting each character by its UTF-8 size (1 to 4 octets)', () => {
    const long = { ...GOD_CRYSTAL_EVENT, summary: 'aé祈🎍'.repeat(30) };
    const lines = feed([long]).split('\r\n');
    const summary = lines.findIndex((line) => line.startsWith('SUMMARY:'));
    for (let i = summary; lines[i + 1]?.startsWith(' '); i++) {
      const octets = Buffer.byteLength(lines[i]!, 'utf8');
      // A continuation starts with one space (its 75th octet); the character after it did not fit on the line before.
      const next = [...lines[i + 1]!.slice(1)][0]!;
      const room = i === summary ? 74 : 75;
      expect(octets).toBeLessThanOrEqual(room);
      expect(octets + Buffer.byteLength(next, 'utf8')).toBeGreaterThan(room);
    }
    expect(new ICAL.Event(parsed(feed([long]))[0]!).summary).toBe(long.summary);
  });

  it('gives an event of the reminders feed an alarm an hour before the prayer ends', () => {
    const text = feed([
      { ...GOD_CRYSTAL_EVENT, alarm: { beforeEndSeconds: 3_600, description: 'God Crystal Prayer: Sakuya ends in an hour.' } },
    ]);
    expect(text).toContain('BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER;RELATED=END:-PT1H\r\n');
    const alarm = parsed(text)[0]!.getFirstSubcomponent('valarm')!;
    const trigger = alarm.getFirstProperty('trigger')!;
    expect(trigger.getParameter('related')).toBe('END');
    expect((trigger.getFirstValue() as { toSeconds(): number }).toSeconds()).toBe(-3_600);
    expect(alarm.getFirstPropertyValue('description')).toBe('God Crystal Prayer: Sakuya ends in an hour.');
  });

  it('is the same text for the same events: an unchanged calendar keeps its ETag', () => {
    expect(feed([GOD_CRYSTAL_EVENT])).toBe(feed([GOD_CRYSTAL_EVENT]));
  });

  it('writes a single event for a file added once: no name and no refresh interval', () => {
    const text = icsText({
      name: null,
      url: 'https://tlw.example.com/prayers/info/630/calendar.ics',
      refreshSeconds: null,
      events: [GOD_CRYSTAL_EVENT],
    });
    expect(text).not.toMatch(/X-WR-CALNAME|REFRESH-INTERVAL|X-PUBLISHED-TTL/);
    expect(parsed(text).map((e) => e.getFirstPropertyValue('uid'))).toEqual(['prayer-630@touhou-lostword-tracker.invalid']);
  });
});
