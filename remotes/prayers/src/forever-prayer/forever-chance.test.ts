import {
  characterDailyChance,
  countedDays,
  formatRate,
  initialForeverMode,
  rarityNotes,
  statusLine,
  successRate,
  UnknownRarityError,
  type Threshold,
} from './forever-chance';
import { en } from '../messages/test-support/english';

const START = Date.parse('2024-01-16T03:00:00Z');
const END = Date.parse('2024-02-15T03:00:00Z');
const DAY = 86_400_000;

// Forever Prayer 2022 of the content: fes 2 % over 2 characters, gen 3 % over 36.
const FLAT: Threshold[] = [
  { rarity: 'fes', date: null, rate: 2, count: 2 },
  { rarity: 'gen', date: null, rate: 3, count: 36 },
];
// Forever Prayer 2024: rates rise by half from day 16 (2024-01-31 03:00).
const RISING: Threshold[] = [
  { rarity: 'afes', date: null, rate: 2, count: 2 },
  { rarity: 'afes', date: '2024-01-31T03:00:00Z', rate: 3, count: 2 },
  { rarity: 'gen', date: null, rate: 3, count: 24 },
  { rarity: 'gen', date: '2024-01-31T03:00:00Z', rate: 4.5, count: 24 },
];
const ALL_30 = Array.from({ length: 30 }, (_, i) => i);

describe('forever prayer success rate (hand-computed)', () => {
  it('a character gets its rarity rate shared by the count', () => {
    expect(characterDailyChance(FLAT, 'fes', START)).toBeCloseTo(0.01, 15);
    expect(characterDailyChance(FLAT, 'gen', START)).toBeCloseTo(3 / 36 / 100, 15);
  });

  it('one fes character over 30 days: 1 - 0.99^30', () => {
    expect(successRate(['fes'], FLAT, START, ALL_30)).toBeCloseTo(0.2602996266117198, 12);
  });

  it('one fes and one gen character: 1 - (1 - 0.01 - 0.03/36)^30', () => {
    expect(successRate(['fes', 'gen'], FLAT, START, ALL_30)).toBeCloseTo(0.2787527218718304, 12);
  });

  it('a rate that rises from day 16 counts 15 days at 1 % and 15 at 1.5 %', () => {
    expect(successRate(['afes'], RISING, START, ALL_30)).toBeCloseTo(0.3143991040948215, 12);
  });

  it('no character or no day is a rate of 0', () => {
    expect(successRate([], FLAT, START, ALL_30)).toBe(0);
    expect(successRate(['fes'], FLAT, START, [])).toBe(0);
  });

  it("a rarity without a threshold is the error 'Unknown rarity'", () => {
    expect(() => successRate(['epic'], FLAT, START, ALL_30)).toThrow(UnknownRarityError);
    expect(() => successRate(['epic'], FLAT, START, ALL_30)).toThrow('Unknown rarity');
  });
});

describe('calculation modes', () => {
  const now = START + 27 * DAY + 5 * 3_600_000; // inside day 27 of 0..29
  it.each([
    [0, 30, 0],
    [1, 3, 27],
    [2, 2, 28],
  ] as const)('mode %i counts %i days from day %i', (mode, length, first) => {
    const days = countedDays(30, START, END, now, mode);
    expect(days).toHaveLength(length);
    expect(days[0]).toBe(first);
  });

  it('today & remaining over 3 days at 1 %: 1 - 0.99^3; remaining only: 1 - 0.99^2', () => {
    expect(successRate(['fes'], FLAT, START, countedDays(30, START, END, now, 1))).toBeCloseTo(0.029700999999999977, 12);
    expect(successRate(['fes'], FLAT, START, countedDays(30, START, END, now, 2))).toBeCloseTo(0.01990000000000003, 12);
  });

  it('outside its period every mode counts all days', () => {
    expect(countedDays(30, START, END, END + DAY, 2)).toHaveLength(30);
    expect(countedDays(30, START, END, START - 1, 1)).toHaveLength(30);
  });

  it('opens in mode 1 while ongoing, else 0', () => {
    expect(initialForeverMode(START, END, now)).toBe(1);
    expect(initialForeverMode(START, END, END)).toBe(0);
    expect(initialForeverMode(START, END, START - 1)).toBe(0);
  });
});

describe('texts', () => {
  it.each([
    [0.2602996266117198, '26.03'],
    [0.00001, '0.0010'],
    [0.9999999, '99.9999'],
    [1, '100.00'],
    [0, '0.00'],
  ])('rate %p → %s', (rate, text) => expect(formatRate(rate)).toBe(text));

  it('status line', () => {
    expect(statusLine(en, 0, 38, 0, 30)).toBe('Selecting no character');
    expect(statusLine(en, 2, 38, 0.2787527218718304, 30)).toBe('Selecting 2 of 38 characters, with 27.88% success rate in 30 day(s)');
  });

  it('notes: per character, per rarity and the total per date', () => {
    const { notes, totals } = rarityNotes(RISING);
    expect(notes[0]).toEqual({ rarity: 'afes', date: null, count: 2, each: 1, all: 2 });
    expect(totals).toEqual([
      { date: null, total: 5 },
      { date: '2024-01-31T03:00:00Z', total: 7.5 },
    ]);
  });
});
