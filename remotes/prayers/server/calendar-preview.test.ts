import { scheduleEvents, type ScheduleEvent } from '../src/calendar/schedule-model';
import { NOVEMBER_2026, NOW } from '../src/calendar/test-support/november-2026';
import { en } from '../src/messages/test-support/english';
import { monthPictureSvg } from './calendar-preview';
import { serverMessages } from './server-messages';

const NOVEMBER = { year: 2026, month: 11 };
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
const barsFilled = (svg: string, fill: string) => [...svg.matchAll(new RegExp(`<rect[^>]*height="12"[^>]*fill="${fill}"`, 'g'))].length;

describe('monthPictureSvg: the month for a link preview', () => {
  // Drawn once the English messages are loaded (the picture's words are English).
  let svg = '';
  beforeAll(() => {
    svg = monthPictureSvg(en, NOVEMBER, scheduleEvents(NOVEMBER_2026, { jpContent: false, now: NOW }), 'UTC');
  });

  it('draws the five weeks of November 2026 (1 November is a Sunday), 35 days with their numbers', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1080 440">/);
    expect([...svg.matchAll(/rx="6"/g)]).toHaveLength(35);
    const numbers = texts(svg).filter((t) => /^\d+$/.test(t!));
    expect(numbers).toEqual([...Array.from({ length: 30 }, (_, i) => String(i + 1)), '1', '2', '3', '4', '5']);
    expect(texts(svg).slice(0, 7)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('draws each prayer as a bar in its kind’s colour, once per week it runs in, its name escaped', () => {
    // Keine's festival runs 24 November to 8 December: in the week of the 22nd and the week of the 29th.
    expect(texts(svg).filter((t) => t === 'Festival Prayer: Keine')).toHaveLength(2);
    // Kasen's story card prayer (3 to 17 November), in the story-card blue, its apostrophe escaped.
    expect(texts(svg)).toContain('Story Card Prayer: Kasen&apos;s Mountain Path');
    expect(texts(svg).some((t) => t!.includes("'"))).toBe(false);
    expect(barsFilled(svg, '#3d6ca6')).toBeGreaterThanOrEqual(2);
    // The forever prayer (10 November to 10 December) in grey.
    expect(barsFilled(svg, '#636e6f')).toBeGreaterThanOrEqual(3);
  });

  it('has a legend of the kinds the month has, and no other', () => {
    const all = texts(svg);
    expect(all).toEqual(expect.arrayContaining(['Seal Crystal', 'Story Card', 'Forever']));
    expect(all).not.toContain('God Crystal');
    expect(all).not.toContain('Free Ritual');
  });

  it('counts what a crowded day cannot show', () => {
    // Six one-day prayers on 4 November: a row of a five-week month holds four lanes, so three
    // bars and "+3 more" on that day.
    const day = Date.UTC(2026, 10, 4, 3);
    const crowd: ScheduleEvent[] = Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      name: `Prayer ${i + 1}`,
      start: day,
      end: day + 3_600_000,
      kind: 'god-crystal',
      rerun: false,
      rateUps: [],
      estimated: false,
    }));
    const crowded = monthPictureSvg(en, NOVEMBER, crowd, 'UTC');
    expect(texts(crowded).filter((t) => t!.startsWith('Prayer '))).toEqual(['Prayer 1', 'Prayer 2', 'Prayer 3']);
    expect(texts(crowded)).toContain('+3 more');
    expect(texts(crowded)).toContain('God Crystal');
  });

  it('says so for a month without prayers', () => {
    expect(texts(monthPictureSvg(en, { year: 2021, month: 5 }, [], 'UTC'))).toContain('No prayers this month');
  });

  it('speaks a Japanese link’s language, its legend spaced for the wider characters', async () => {
    const ja = await serverMessages('ja');
    expect(texts(monthPictureSvg(ja, { year: 2021, month: 5 }, [], 'UTC'))).toContain('この月の祈祷はありません');
    const picture = monthPictureSvg(ja, NOVEMBER, scheduleEvents(NOVEMBER_2026, { jpContent: false, now: NOW }), 'UTC');
    expect(texts(picture)).toEqual(expect.arrayContaining(['封結晶', '絵札', '永遠']));
    // The legend's swatches: 封結晶 (three characters of 14 px) after its swatch and gaps (22 + 24) puts
    // the next at 88; at Latin widths it would have been 70, and the label would run under it.
    const swatches = [...picture.matchAll(/<rect x="(\d+)" y="\d+" width="16" height="14"/g)].map((m) => Number(m[1]));
    expect(swatches.slice(0, 2)).toEqual([0, 88]);
  });
});
