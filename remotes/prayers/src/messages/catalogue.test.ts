import fs from 'node:fs';
import path from 'node:path';
import { catalogue } from './catalogue';
import { en } from './test-support/english';

/**
 * The keys a catalogue file declares, read from its source: the compiled Japanese catalogue carries
 * the English message of any key it lacks, so only the file tells what was translated.
 */
const declaredKeys = (file: string) =>
  [...fs.readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^\s*'([A-Za-z]+\.[A-Za-z]+)':/gm)].map((m) => m[1]);

describe('the prayers catalogue', () => {
  it('has every English key in Japanese, and no other', () => {
    const english = declaredKeys('en.ts');
    expect(english.length).toBeGreaterThan(300);
    expect(new Set(english).size).toBe(english.length);
    expect(declaredKeys('ja.ts')).toEqual(english);
  });

  it('counts in English with plurals', () => {
    expect(en('pools.count', { count: 1 })).toBe('1 character in the pool');
    expect(en('pools.count', { count: 1234 })).toBe('1,234 characters in the pool');
    expect(en('reruns.days', { count: 1 })).toBe('1 day');
    expect(en('calendar.filters', { count: 0 })).toBe('Filters');
    expect(en('calendar.filters', { count: 6 })).toBe('Filters · 6 chosen');
    expect(en('prayerList.countAll', { total: 1234 })).toBe('Showing all 1,234 prayers');
  });

  it('counts and names months and days in Japanese', async () => {
    await catalogue.load('ja');
    const ja = catalogue.in('ja');
    expect(ja('pools.count', { count: 12 })).toBe('プールのキャラクター：12人');
    expect(ja('reruns.days', { count: 1234 })).toBe('1,234日');
    expect(ja('calendar.filters', { count: 0 })).toBe('絞り込み');
    expect(ja('calendar.filters', { count: 6 })).toBe('絞り込み・6件選択中');
    expect(ja('prayerList.countSome', { shown: 3, total: 1234 })).toBe('1,234件中3件の祈祷を表示');
    expect(ja('calendar.monthYear', { monthName: 'November', month: 11, year: 2026 })).toBe('2026年11月');
    expect(ja('prayerDetail.duration', { days: 14, hours: 0 })).toBe('14日0時間');
    expect(ja('prayerDetail.typeNumber', { type: ja('prayerList.typeNormal'), no: 311 })).toBe('封結晶祈祷 #311');
  });
});
