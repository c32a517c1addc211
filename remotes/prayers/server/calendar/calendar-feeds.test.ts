import type { CalendarFeed } from '../../src/prayer-calendar-paths';
import { isInFeed, type FeedPrayer } from './calendar-feeds';

// Prayers as api-mock/content/prayers/ has them (start, end, prayerTypes).
const PRAYERS: Record<number, FeedPrayer> = {
  // 0001.json: "Standard Prayer", and 0002.json: "Friend Ritual (Ema) Prayer": the pools always there
  1: { start: '2021-05-11T03:00:00Z', end: '2027-12-31T03:00:00Z', prayerTypes: ['standard'] },
  2: { start: '2021-11-11T03:00:00Z', end: '2027-12-31T03:00:00Z', prayerTypes: ['ritual'] },
  // 0624.json: "Epic Festival Rerun Prayer: Zanmu", ended 2027-10-19, 41 days before NOW
  624: { start: '2027-10-05T03:00:00Z', end: '2027-10-19T03:00:00Z', prayerTypes: ['normal'] },
  // 0627.json: "Thanks Prayer 2027", ended 2027-11-09, 20 days before NOW
  627: { start: '2027-10-26T03:00:00Z', end: '2027-11-09T03:00:00Z', prayerTypes: ['other'] },
  // 0629.json: "EX Festival Rerun Prayer: Sanae & Yukari & Reisen"
  629: { start: '2027-11-09T03:00:00Z', end: '2027-11-30T03:00:00Z', prayerTypes: ['normal'] },
  // 0630.json: "God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more"
  630: { start: '2027-11-16T03:00:00Z', end: '2027-11-30T03:00:00Z', prayerTypes: ['gc'] },
  // 0631.json: "EX Festival Rerun Prayer: Kosuzu & Okina", a festival with story cards too
  631: { start: '2027-11-16T03:00:00Z', end: '2027-11-23T03:00:00Z', prayerTypes: ['normal', 'story-card'] },
  // 0632.json: "Halloween Prayer 2027"
  632: { start: '2027-11-23T03:00:00Z', end: '2027-11-30T03:00:00Z', prayerTypes: ['other'] },
  // 0633.json: "Story Card Prayer: Hidden Rehearsal"
  633: { start: '2027-11-23T03:00:00Z', end: '2027-12-14T03:00:00Z', prayerTypes: ['story-card'] },
  // 0634.json: "Free Ritual 2027-11", which starts the next day
  634: { start: '2027-11-30T03:00:00Z', end: '2027-12-21T03:00:00Z', prayerTypes: ['free-ritual'] },
  // 0638.json: "Anniversary Celebration Prayer 2027", weeks ahead
  638: { start: '2027-12-14T03:00:00Z', end: '2027-12-21T03:00:00Z', prayerTypes: ['other'] },
};

const NOW = Date.parse('2027-11-29T12:00:00Z');
const HOUR = 60 * 60 * 1000;

const idsIn = (feed: CalendarFeed, now = NOW) =>
  Object.entries(PRAYERS)
    .filter(([, prayer]) => isInFeed(feed, prayer, now))
    .map(([id]) => Number(id));

describe('which prayers each feed holds', () => {
  it('all: every prayer started by then, those ended in the last 30 days too, none that has not started, and not the pools always there', () => {
    expect(idsIn('all')).toEqual([627, 629, 630, 631, 632, 633]);
  });

  it('festival: the Seal Crystal (normal) unit banners, whatever other types they have', () => {
    expect(idsIn('festival')).toEqual([629, 631]);
  });

  it('limited: the seasonal (Misc) prayers, the ones not started yet left out', () => {
    expect(idsIn('limited')).toEqual([627, 632]);
  });

  it('ending-soon: the started prayers that end within 24 hours, of any type', () => {
    // 629, 630 and 632 end 2027-11-30 03:00 UTC, 15 hours on; 631 has ended, 633 ends in two weeks.
    expect(idsIn('ending-soon')).toEqual([629, 630, 632]);
  });

  it('ending-soon: an end exactly 24 hours away is in, a minute more is not, and an end reached is out', () => {
    const end = Date.parse('2027-11-30T03:00:00Z');
    expect(idsIn('ending-soon', end - 24 * HOUR)).toEqual([629, 630, 632]);
    expect(idsIn('ending-soon', end - 24 * HOUR - 60_000)).toEqual([]);
    expect(idsIn('ending-soon', end - 1)).toEqual([629, 630, 632]);
    // At the end 633 (started 2027-11-23) is still on and 634 starts then; neither ends within the day.
    expect(idsIn('ending-soon', end)).toEqual([]);
  });

  it('keeps an ended prayer for 30 days from its end, not a millisecond more', () => {
    // 627 ended 2027-11-09 03:00 UTC; 30 days on is 2027-12-09 03:00 UTC.
    const last = Date.parse('2027-12-09T03:00:00Z');
    expect([idsIn('all', last).includes(627), idsIn('all', last + 1).includes(627)]).toEqual([true, false]);
  });

  it('holds a prayer from the very moment it starts, not a millisecond before', () => {
    const freeRitual = Date.parse('2027-11-30T03:00:00Z');
    expect([idsIn('all', freeRitual - 1).includes(634), idsIn('all', freeRitual).includes(634)]).toEqual([false, true]);
    const anniversary = Date.parse('2027-12-14T03:00:00Z');
    expect([idsIn('limited', anniversary - 1), idsIn('limited', anniversary)]).toEqual([[632], [632, 638]]);
  });
});
