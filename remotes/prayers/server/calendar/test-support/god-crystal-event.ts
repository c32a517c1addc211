import type { PrayerEvent } from '../prayer-event';

/**
 * The event of api-mock/content/prayers/0630.json, written out by hand: what prayer-event.test.ts
 * expects the prayer to become, and what ics-text.test.ts writes.
 */
export const GOD_CRYSTAL_EVENT: PrayerEvent = {
  uid: 'prayer-630@touhou-lostword-tracker.invalid',
  // The content's last change, in seconds since the global launch: 2019 days and 12 hours after 2021-05-11.
  sequence: 2019 * 86_400 + 12 * 3_600,
  lastModified: Date.UTC(2026, 10, 20, 12),
  start: Date.UTC(2027, 10, 16, 3),
  end: Date.UTC(2027, 10, 30, 3),
  summary: 'God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more',
  description:
    'Rate-up: Sakuya Izayoi, Shinmyoumaru Sukuna, Benben Tsukumo, Flandre Scarlet.\n' +
    'Rates, pool and a pull simulator: https://tlw.example.com/prayers/info/630',
  url: 'https://tlw.example.com/prayers/info/630',
  categories: ['God Crystal'],
  alarm: null,
};
