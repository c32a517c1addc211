import { monthWindow, startOfDay } from './calendar-month';
import { instantTexts, zoneSentence } from './event-times';
import { agenda } from './agenda';
import { eventDays } from './month-grid';
import { scheduleEvents } from './schedule-model';
import { timeline } from './timeline';
import { NOVEMBER_2026, NOW } from './test-support/november-2026';
import { en } from '../messages/test-support/english';

/**
 * Prayer 548 (Pure Festival Rerun Prayer: Suwako) runs from 20 October 2026 03:00 UTC to
 * 10 November 03:00 UTC. Los Angeles leaves daylight-saving time on 1 November 2026 at 02:00 PDT
 * (09:00 UTC): the prayer starts at 8 PM PDT (UTC-7) and ends at 7 PM PST (UTC-8).
 */
const LA = 'America/Los_Angeles';
const suwako = scheduleEvents(NOVEMBER_2026, { jpContent: false, now: NOW }).find((e) => e.id === 548)!;

describe('a prayer across a daylight-saving change in the player’s zone', () => {
  it('writes its start in PDT and its end in PST, each beside server time', () => {
    expect(instantTexts(en, 'en', suwako.start, LA)).toEqual({
      iso: '2026-10-20T03:00:00.000Z',
      server: 'Tue, Oct 20, 2026, 03:00 AM UTC (server time)',
      player: 'Mon, Oct 19, 2026, 08:00 PM PDT (America/Los Angeles)',
    });
    expect(instantTexts(en, 'en', suwako.end, LA)).toEqual({
      iso: '2026-11-10T03:00:00.000Z',
      server: 'Tue, Nov 10, 2026, 03:00 AM UTC (server time)',
      player: 'Mon, Nov 9, 2026, 07:00 PM PST (America/Los Angeles)',
    });
  });

  it('runs on the player’s days, 19 October to 9 November', () => {
    expect(eventDays(suwako, LA)).toEqual({ first: '2026-10-19', last: '2026-11-09' });
    expect(agenda({ year: 2026, month: 11 }, [suwako], LA).days).toEqual([{ key: '2026-11-09', starts: [], ends: [suwako] }]);
  });

  it('gives the day of the change its 25 hours, and November in Los Angeles 721', () => {
    expect(startOfDay('2026-11-01', LA)).toBe(Date.UTC(2026, 10, 1, 7));
    expect(startOfDay('2026-11-02', LA)).toBe(Date.UTC(2026, 10, 2, 8));
    const window = monthWindow({ year: 2026, month: 11 }, LA);
    expect(window).toEqual({ from: Date.UTC(2026, 10, 1, 7), to: Date.UTC(2026, 11, 1, 8) });
    // From 1 November 00:00 PDT to the end, 10 November 03:00 UTC: 9 days minus 4 hours.
    const bar = timeline([suwako], window).bars[0]!;
    expect(bar.length).toBeCloseTo(212 / 721, 10);
  });

  it('moves a spring-forward midnight too: 8 March 2026 starts at 08:00 UTC, the 9th at 07:00 UTC', () => {
    expect(startOfDay('2026-03-08', LA)).toBe(Date.UTC(2026, 2, 8, 8));
    expect(startOfDay('2026-03-09', LA)).toBe(Date.UTC(2026, 2, 9, 7));
  });
});

describe('instantTexts and zoneSentence', () => {
  it('writes one line in server time when the player reads UTC or the server cannot know the zone', () => {
    expect(instantTexts(en, 'en', suwako.start, 'UTC').player).toBeNull();
    expect(instantTexts(en, 'en', suwako.start, null).player).toBeNull();
    expect(zoneSentence(en, 'en', null, NOW)).toBe('Times are in server time (UTC); your own zone shows once the page has loaded.');
    expect(zoneSentence(en, 'en', 'UTC', NOW)).toBe(
      'Times are in server time (UTC), which is also the zone you read times in (your browser’s, or the UTC setting).',
    );
  });

  it('names a zone without an abbreviation by its offset and id', () => {
    expect(instantTexts(en, 'en', suwako.start, 'Asia/Tokyo').player).toBe('Tue, Oct 20, 2026, 12:00 PM UTC+9 (Asia/Tokyo)');
    expect(zoneSentence(en, 'en', LA, NOW)).toBe(
      'Times are in server time (UTC) and in your zone, America/Los Angeles (Pacific Standard Time (UTC-8)).',
    );
  });
});
