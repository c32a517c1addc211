import { withUnitOwned, EMPTY_COLLECTION } from 'shared-domain/collection/collection-model';
import { filterSchedule } from './calendar-filter';
import { parseCalendarQuery, serialiseCalendarQuery, hasFilters } from './calendar-query';
import { NOVEMBER_2026, NOW } from './test-support/november-2026';
import { messageText, type Message } from '../messages/catalogue';
import { en } from '../messages/test-support/english';

const parse = (query: string) => parseCalendarQuery(new URLSearchParams(query), NOW);
// The notes are messages, read here in English.
const texts = (notes: Message[]) => notes.map((note) => messageText(en, note));
const november = NOVEMBER_2026.filter((p) => p.id >= 548 && p.id <= 556);
const shown = (query: string, collection = EMPTY_COLLECTION) =>
  filterSchedule(november, parse(query).filters, collection)
    .map((p) => p.id)
    .sort((a, b) => a - b);

describe('parseCalendarQuery', () => {
  it('defaults to no view (the page picks by width) and the current month in server time', () => {
    expect(parse('')).toMatchObject({ view: null, month: { year: 2026, month: 11 }, monthGiven: false, notes: [] });
  });

  it('reads the view and the month', () => {
    expect(parse('view=timeline&month=2027-02')).toMatchObject({
      view: 'timeline',
      month: { year: 2027, month: 2 },
      monthGiven: true,
      notes: [],
    });
    expect(parse('view=AGENDA&month=2026-3')).toMatchObject({ view: 'agenda', month: { year: 2026, month: 3 }, notes: [] });
  });

  it('moves an impossible month to the nearest one it has, and says so', () => {
    expect(parse('month=2026-13')).toMatchObject({ month: { year: 2026, month: 12 } });
    expect(texts(parse('month=2026-13').notes)).toEqual(['month "2026-13" is not a month the calendar has: showing 2026-12, the nearest']);
    expect(parse('month=2026-00').month).toEqual({ year: 2026, month: 1 });
    // Before the global launch (May 2021) and more than 24 months past November 2026.
    expect(parse('month=1999-05').month).toEqual({ year: 2021, month: 5 });
    expect(parse('month=2031-01').month).toEqual({ year: 2028, month: 11 });
    expect(parse('month=soon')).toMatchObject({ month: { year: 2026, month: 11 } });
    expect(texts(parse('month=soon').notes)).toEqual(['month "soon" is not a month (write it YYYY-MM): showing this month']);
  });

  it('names an unknown view, an unknown filter and a bad value, and keeps the rest', () => {
    const q = parse('view=week&colour=red&prayer-types=gc,dragon&reruns=maybe&start=2026-01-01');
    expect(q.view).toBeNull();
    expect(q.filters.search.prayerTypes).toEqual(['gc']);
    expect(q.filters.reruns).toBe(false);
    expect(texts(q.notes)).toEqual([
      'view "week" is not a view (month, timeline or agenda): showing the default',
      '"colour" is not a filter of the calendar',
      'reruns: "maybe" is not yes or no',
      'start: the month chooses the dates here',
      'prayer-types: "dragon" is not a valid value',
    ]);
  });

  it('reads the list’s keys with their aliases, and keeps the character modal and the JP link flag', () => {
    const q = parse('type=sc&chars=8058&ctype=relic&rerun=yes&missing=1&character=5051&jp=1');
    expect(q.filters.search).toMatchObject({ prayerTypes: ['normal'], characters: [8058], charTypes: ['relic'] });
    expect(q.filters).toMatchObject({ reruns: true, unowned: true });
    expect(q.notes).toEqual([]);
    expect(
      serialiseCalendarQuery({ view: 'month', month: q.month, filters: q.filters }, new URLSearchParams('character=5051&jp=1')).toString(),
    ).toBe('view=month&month=2026-11&characters=8058&prayer-types=normal&char-types=relic&reruns=1&unowned=1&character=5051&jp=1');
  });

  it('survives a malformed query', () => {
    expect(() => parse('%E0%A4%A=%&&=&month=%ZZ')).not.toThrow();
    expect(parse('%E0%A4%A=%&&=&month=%ZZ').month).toEqual({ year: 2026, month: 11 });
  });

  it('tells a filtered view from a plain one', () => {
    expect(hasFilters(parse('view=agenda&month=2026-11').filters)).toBe(false);
    expect(hasFilters(parse('reruns=1').filters)).toBe(true);
    expect(hasFilters(parse('prayer-types=gc').filters)).toBe(true);
  });
});

describe('filterSchedule (November 2026)', () => {
  it('filters by prayer type as the list does: any type the prayer has', () => {
    expect(shown('prayer-types=story-card')).toEqual([550, 551, 553]);
  });

  it('keeps reruns only', () => {
    expect(shown('reruns=1')).toEqual([548, 549, 553, 554, 555]);
  });

  it('keeps the prayers featuring a character, and by character type', () => {
    expect(shown('characters=8058')).toEqual([553, 554]);
    expect(shown('char-types=relic')).toEqual([554]);
  });

  it('keeps the prayers with a rate-up the player does not own', () => {
    // Owning Suwako (7039) takes 548 out; prayers without a rate-up unit have none to miss.
    const collection = withUnitOwned(EMPTY_COLLECTION, 7039, true);
    expect(shown('unowned=1', collection)).toEqual([549, 553, 554, 555, 556]);
  });

  it('keeps everything while the collection is not read yet', () => {
    expect(filterSchedule(november, parse('unowned=1').filters, null)).toHaveLength(9);
  });
});
