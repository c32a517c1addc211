import { agenda } from './agenda';
import { monthWindow } from './calendar-month';
import { monthGrid } from './month-grid';
import { scheduleEvents, type ScheduleEvent } from './schedule-model';
import { nowAt, timeline } from './timeline';
import { NOVEMBER_2026, NOW } from './test-support/november-2026';

const NOVEMBER = { year: 2026, month: 11 };
const events = scheduleEvents(NOVEMBER_2026, { jpContent: false, now: NOW });
const ids = (list: readonly ScheduleEvent[]) => list.map((e) => e.id);

describe('scheduleEvents', () => {
  it('keeps the prayers started by now, by start (the longer first), without the permanent pools', () => {
    // 559 starts on 1 December (not announced on the 25th); 1 and 2 are the standard and ritual pools.
    expect(ids(events)).toEqual([548, 547, 549, 550, 551, 552, 553, 554, 555, 556]);
  });

  it('gives each its kind, whether it is a rerun, and its rate-ups', () => {
    const byId = new Map(events.map((e) => [e.id, e]));
    expect(byId.get(553)).toMatchObject({
      kind: 'seal-crystal',
      rerun: true,
      start: Date.UTC(2026, 10, 10, 3),
      end: Date.UTC(2026, 10, 17, 3),
      rateUps: [
        { character: 8058, name: 'Clownpiece', img: '/images/characters/8058.svg' },
        { character: 6094, name: 'Seija Kijin', img: '/images/characters/6094.svg' },
      ],
      estimated: false,
    });
    expect(byId.get(551)).toMatchObject({ kind: 'story-card', rerun: false, rateUps: [] });
    expect(byId.get(552)).toMatchObject({ kind: 'forever', rerun: false });
    expect(byId.get(556)).toMatchObject({ kind: 'seal-crystal', rerun: false });
  });

  it('names a unit by the spoiler rule: Keine is "?" before her global debut, named after it', () => {
    // The prayer's own start is her debut (24 November 03:00 UTC): a minute before, it is not listed yet.
    const before = scheduleEvents(NOVEMBER_2026, { jpContent: false, now: Date.UTC(2026, 10, 24, 2, 59) });
    expect(ids(before)).not.toContain(556);
    const keine = events.find((e) => e.id === 556)!.rateUps[0];
    expect(keine).toEqual({
      character: 60072,
      name: 'Keine Kamishirasawa',
      parts: [{ text: 'Keine Kamishirasawa', lang: null }],
      // This fixture's prayer carries no reading for her.
      kana: null,
      img: '/images/characters/60072.svg',
    });
  });

  it('names the rate-ups in the name settings: Japanese, both, or English where the unit has no Japanese name', () => {
    const keine = NOVEMBER_2026.find((p) => p.id === 556)!;
    const rateUp = keine.rateUp.characters[0]!;
    // Her names as api-mock/roster/persons.json has them.
    const withNames = {
      ...keine,
      rateUp: {
        ...keine.rateUp,
        characters: [{ ...rateUp, thumbnail: { ...rateUp.thumbnail!, name: { en: 'Keine Kamishirasawa', jp: '上白沢慧音' } } }, rateUp],
      },
    };
    const shown = (nameScript: 'en' | 'ja' | 'both') =>
      scheduleEvents([withNames], { jpContent: false, now: NOW }, { useTranslitName: false, useTraditionalName: false, nameScript })[0]!
        .rateUps;
    expect(shown('ja').map((r) => r.name)).toEqual(['上白沢慧音', 'Keine Kamishirasawa']);
    expect(shown('ja')[0]!.parts).toEqual([{ text: '上白沢慧音', lang: 'ja' }]);
    expect(shown('both').map((r) => r.name)).toEqual(['Keine Kamishirasawa / 上白沢慧音', 'Keine Kamishirasawa']);
    expect(shown('en').map((r) => r.name)).toEqual(['Keine Kamishirasawa', 'Keine Kamishirasawa']);
  });
});

describe('monthGrid', () => {
  const weeks = monthGrid(NOVEMBER, events, 'UTC');
  const chips = (week: number) => weeks[week]!.chips.map((c) => [c.event.id, c.column, c.span, c.lane]);

  it('lays November 2026 out in five Sunday-first rows, 1 November (a Sunday) to 5 December', () => {
    expect(weeks.map((w) => [w.days[0]!.key, w.days[6]!.key])).toEqual([
      ['2026-11-01', '2026-11-07'],
      ['2026-11-08', '2026-11-14'],
      ['2026-11-15', '2026-11-21'],
      ['2026-11-22', '2026-11-28'],
      ['2026-11-29', '2026-12-05'],
    ]);
    expect(weeks[4]!.days.map((d) => d.inMonth)).toEqual([true, true, false, false, false, false, false]);
  });

  it('spans each prayer over its days, from its start day to the day of its end, on the lowest free lane', () => {
    // [id, first column, days, lane]; 547 ended on 27 October, before the grid's first day.
    expect(chips(0)).toEqual([
      [548, 0, 7, 0],
      [549, 0, 7, 1],
      [550, 0, 7, 2],
      [551, 2, 5, 3],
    ]);
    // 548 and 550 end on the 10th at 03:00, the day 552 and 553 start: they share the 10th.
    expect(chips(1)).toEqual([
      [548, 0, 3, 0],
      [549, 0, 7, 1],
      [550, 0, 3, 2],
      [551, 0, 7, 3],
      [552, 2, 5, 4],
      [553, 2, 5, 5],
    ]);
    expect(chips(2)).toEqual([
      [549, 0, 3, 0],
      [551, 0, 3, 1],
      [552, 0, 7, 2],
      [553, 0, 3, 3],
      [554, 2, 5, 4],
    ]);
    expect(chips(3)).toEqual([
      [552, 0, 7, 0],
      [554, 0, 3, 1],
      [555, 2, 5, 2],
      [556, 2, 5, 3],
    ]);
    expect(chips(4)).toEqual([
      [552, 0, 7, 0],
      [555, 0, 7, 1],
      [556, 0, 7, 2],
    ]);
    expect(weeks.map((w) => w.lanes)).toEqual([4, 6, 5, 4, 3]);
  });

  it('marks the chips that run on past a row', () => {
    const first = weeks[0]!.chips[0]!;
    expect([first.continuesBefore, first.continuesAfter]).toEqual([true, true]);
    const ends = weeks[1]!.chips[0]!;
    expect([ends.continuesBefore, ends.continuesAfter]).toEqual([true, false]);
    const starts = weeks[1]!.chips[4]!;
    expect([starts.continuesBefore, starts.continuesAfter]).toEqual([false, true]);
  });
});

describe('timeline', () => {
  const window = monthWindow(NOVEMBER, 'UTC');
  const line = timeline(events, window);

  it('puts each bar on the lowest lane free at its start', () => {
    expect(line.bars.map((b) => [b.event.id, b.lane])).toEqual([
      [548, 0],
      [549, 1],
      [550, 2],
      [551, 3],
      [552, 0],
      [553, 2],
      [554, 1],
      [555, 1],
      [556, 2],
    ]);
    expect(line.lanes).toBe(4);
  });

  it('places bars as fractions of the month, clipped at its edges', () => {
    const bar = (id: number) => line.bars.find((b) => b.event.id === id)!;
    // November has 30 × 24 = 720 hours; 548 runs from before the 1st to the 10th at 03:00 (9 days 3 hours).
    expect(bar(548)).toMatchObject({ from: 0, clippedStart: true, clippedEnd: false });
    expect(bar(548).length).toBeCloseTo(219 / 720, 10);
    // 554: the 17th at 03:00 (16 days 3 hours in) for 7 days.
    expect(bar(554).from).toBeCloseTo(387 / 720, 10);
    expect(bar(554).length).toBeCloseTo(168 / 720, 10);
    // 556 runs on into December: cut at the month's end.
    expect(bar(556)).toMatchObject({ clippedStart: false, clippedEnd: true });
    expect(bar(556).from + bar(556).length).toBeCloseTo(1, 10);
  });

  it('places now on the month, and nowhere outside it', () => {
    // 25 November 00:00: 24 days into 30.
    expect(nowAt(NOW, window)).toBeCloseTo(24 / 30, 10);
    expect(nowAt(Date.UTC(2026, 11, 1), window)).toBeNull();
  });
});

describe('agenda', () => {
  it('lists what runs from before the month, then each day a prayer starts or ends', () => {
    const list = agenda(NOVEMBER, events, 'UTC');
    expect(ids(list.running)).toEqual([548, 549, 550]);
    expect(list.days.map((d) => [d.key, ids(d.starts), ids(d.ends)])).toEqual([
      ['2026-11-03', [551], []],
      ['2026-11-10', [552, 553], [548, 550]],
      ['2026-11-17', [554], [549, 551, 553]],
      ['2026-11-24', [555, 556], [554]],
    ]);
  });
});
