import { escapeXml } from 'shared-domain/formatting/escape-xml';
import type { CalendarMonth } from '../src/calendar/calendar-month';
import { weekdayNames } from '../src/calendar/day-label';
import { monthGrid } from '../src/calendar/month-grid';
import { EVENT_KIND_LABELS, EVENT_KINDS, type EventKind, type ScheduleEvent } from '../src/calendar/schedule-model';
import type { Translate } from '../src/messages/catalogue';

/** The picture's own size: the body of the shell's 1200×630 card, below its heading. */
export const PICTURE_WIDTH = 1080;
export const PICTURE_HEIGHT = 440;

/**
 * The chips' colours, as `calendar.module.css` has them (a stylesheet cannot be read here); the
 * gold one carries dark text there too.
 */
export const KIND_COLOURS: Record<EventKind, { fill: string; text: string }> = {
  'seal-crystal': { fill: '#b0403d', text: '#ffffff' },
  'god-crystal': { fill: '#d4a017', text: '#111111' },
  'story-card': { fill: '#3d6ca6', text: '#ffffff' },
  limited: { fill: '#8e44ad', text: '#ffffff' },
  'free-ritual': { fill: '#237a52', text: '#ffffff' },
  forever: { fill: '#636e6f', text: '#ffffff' },
};

const HEADER = 24;
const LEGEND = 26;
const COLUMN = PICTURE_WIDTH / 7;
const LANE = 14;
const BAR = 12;
/** Where a cell's first bar begins, below its day number. */
const BARS_TOP = 22;
/** Inter at 10 px runs about this wide a character: names are cut to their bar by it. */
const CHAR_WIDTH = 5.6;

/** A legend label's width at 14 px: a Japanese character is about a square, a Latin one about half of one. */
const legendWidth = (label: string): number => [...label].reduce((w, ch) => w + (ch.codePointAt(0)! >= 0x2e80 ? 14 : 8), 0);

const clipTo = (text: string, width: number): string => {
  const max = Math.floor((width - 8) / CHAR_WIDTH);
  if (max < 2) return '';
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
};

const n = (x: number) => Math.round(x * 10) / 10;

/**
 * The month as a picture for a link's preview: the grid (Sunday first, server time), each prayer a
 * bar in its kind's colour across its days with its name, and a legend of the kinds it has. No
 * today mark: the image is cached as immutable, and a day would make it wrong tomorrow. A week with
 * more prayers than its row holds says how many more on each day. Its words are in `t`'s language (the
 * link's): each language's picture is cached apart.
 */
export function monthPictureSvg(t: Translate, month: CalendarMonth, events: readonly ScheduleEvent[], zone: string): string {
  const weeks = monthGrid(month, events, zone);
  const rowHeight = (PICTURE_HEIGHT - HEADER - LEGEND) / weeks.length;
  const lanesFit = Math.max(1, Math.floor((rowHeight - BARS_TOP) / LANE));
  const out: string[] = [];
  const text = (x: number, y: number, size: number, fill: string, content: string, extra = '') =>
    `<text x="${n(x)}" y="${n(y)}" font-family="Inter" font-size="${size}" fill="${fill}"${extra}>${escapeXml(content)}</text>`;
  weekdayNames(t).forEach((d, i) => out.push(text(i * COLUMN + 8, 17, 15, '#b8b0cc', d.short, ' font-weight="700"')));
  weeks.forEach((week, w) => {
    const top = HEADER + w * rowHeight;
    week.days.forEach((day, i) => {
      out.push(
        `<rect x="${n(i * COLUMN + 1)}" y="${n(top + 1)}" width="${n(COLUMN - 2)}" height="${n(rowHeight - 2)}" rx="6" fill="#ffffff" fill-opacity="${day.inMonth ? 0.07 : 0.025}"/>`,
        text(i * COLUMN + 8, top + 17, 14, day.inMonth ? '#ece8f6' : '#6f6885', String(day.day), ' font-weight="700"'),
      );
    });
    // With more lanes than fit, the last one that fits counts the rest per day instead.
    const shownLanes = week.lanes > lanesFit ? lanesFit - 1 : lanesFit;
    const hidden = Array<number>(7).fill(0);
    for (const chip of week.chips) {
      if (chip.lane >= shownLanes) {
        for (let c = chip.column; c < chip.column + chip.span; c++) hidden[c]!++;
        continue;
      }
      const colour = KIND_COLOURS[chip.event.kind];
      const x = chip.column * COLUMN + (chip.continuesBefore ? 0 : 4);
      const width = chip.span * COLUMN - (chip.continuesBefore ? 0 : 4) - (chip.continuesAfter ? 0 : 4);
      const y = top + BARS_TOP + chip.lane * LANE;
      out.push(
        `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${BAR}" rx="${chip.continuesBefore || chip.continuesAfter ? 2 : 5}" fill="${colour.fill}"/>`,
        text(x + 5, y + 9.5, 10, colour.text, clipTo(chip.event.name, width)),
      );
    }
    hidden.forEach((count, c) => {
      if (count > 0)
        out.push(text(c * COLUMN + 6, top + BARS_TOP + shownLanes * LANE + 10, 11, '#cfc8e0', t('meta.calendarMore', { count })));
    });
  });
  const kinds = EVENT_KINDS.filter((k) => events.some((e) => e.kind === k));
  let x = 0;
  for (const k of kinds) {
    const y = PICTURE_HEIGHT - LEGEND + 8;
    const label = t(EVENT_KIND_LABELS[k]);
    out.push(
      `<rect x="${x}" y="${y}" width="16" height="14" rx="3" fill="${KIND_COLOURS[k].fill}"/>`,
      text(x + 22, y + 12, 14, '#cfc8e0', label),
    );
    x += 22 + legendWidth(label) + 24;
  }
  if (events.length === 0)
    out.push(text(PICTURE_WIDTH / 2, PICTURE_HEIGHT / 2, 22, '#cfc8e0', t('meta.calendarEmpty'), ' text-anchor="middle"'));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">${out.join('')}</svg>`;
}
