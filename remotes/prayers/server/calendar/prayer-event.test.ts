import { prayerEvent, type CalendarPrayer } from './prayer-event';
import { GOD_CRYSTAL_EVENT } from './test-support/god-crystal-event';
import { en } from '../../src/messages/test-support/english';

// What a rate-up's thumbnail tells of a unit out in global (the four units of 0630.json are).
const out = (debut: string) => ({ status: 'limited' as const, announced: false, released: true, jpReleased: true, jp: false, debut });

// api-mock/content/prayers/0630.json, its rate-ups named as characters/<id>.json name them.
const GOD_CRYSTAL: CalendarPrayer = {
  id: 630,
  name: 'God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more',
  start: '2027-11-16T03:00:00Z',
  end: '2027-11-30T03:00:00Z',
  prayerTypes: ['gc'],
  rateUp: {
    characters: [
      { name: 'Sakuya Izayoi', thumbnail: out('2026-03-24T03:00:00Z') },
      { name: 'Shinmyoumaru Sukuna', thumbnail: out('2025-12-02T03:00:00Z') },
      { name: 'Benben Tsukumo', thumbnail: out('2026-02-17T03:00:00Z') },
      { name: 'Flandre Scarlet', thumbnail: out('2026-06-02T03:00:00Z') },
    ],
  },
};

// 0631.json: a festival that is a story card prayer too, and no rate-up at all (a made-up variant).
const FESTIVAL_NO_RATE_UP: CalendarPrayer = {
  id: 631,
  name: 'EX Festival Rerun Prayer: Kosuzu & Okina',
  start: '2027-11-16T03:00:00Z',
  end: '2027-11-23T03:00:00Z',
  prayerTypes: ['normal', 'story-card'],
  rateUp: { characters: [] },
};

// meta/last-update.json: "prayers": "2026-11-20T12:00:00Z".
const LAST_UPDATE = Date.parse('2026-11-20T12:00:00Z');
const NOW = Date.parse('2027-11-29T12:00:00Z');
// A calendar's words are English.
const options = { origin: 'https://tlw.example.com', lastUpdate: LAST_UPDATE, now: NOW, reminder: false, en };

describe("a prayer's event", () => {
  it('is the prayer: its id in the UID, its times in UTC, its name, rate-ups, link and types', () => {
    expect(prayerEvent(GOD_CRYSTAL, options)).toEqual(GOD_CRYSTAL_EVENT);
  });

  it('says when there is no rate-up, and names every type the prayer has', () => {
    const event = prayerEvent(FESTIVAL_NO_RATE_UP, options);
    expect(event.description).toBe('No rate-up.\nRates, pool and a pull simulator: https://tlw.example.com/prayers/info/631');
    expect(event.categories).toEqual(['Seal Crystal', 'Story Card']);
  });

  it('keeps its UID when the prayer changes, and gets a bigger SEQUENCE with the content’s next update', () => {
    const before = prayerEvent(GOD_CRYSTAL, options);
    // The banner is extended and renamed; the maintainer moves meta/last-update.json on to 2026-11-27 09:00.
    const changed = { ...GOD_CRYSTAL, name: 'God Crystal Prayer: Sakuya and more (extended)', end: '2027-12-07T03:00:00Z' };
    const after = prayerEvent(changed, { ...options, lastUpdate: Date.parse('2026-11-27T09:00:00Z') });
    expect(after.uid).toBe(before.uid);
    expect(after.sequence).toBe(2026 * 86_400 + 9 * 3_600);
    expect(after.sequence).toBeGreaterThan(before.sequence);
    expect([after.summary, after.end]).toEqual(['God Crystal Prayer: Sakuya and more (extended)', Date.UTC(2027, 11, 7, 3)]);
    // Asked again without a change, it is the same event to the byte (the feed's ETag holds).
    expect(prayerEvent(GOD_CRYSTAL, options)).toEqual(before);
  });

  it('carries a reminder an hour before its end in the reminders feed', () => {
    expect(prayerEvent(GOD_CRYSTAL, { ...options, reminder: true }).alarm).toEqual({
      beforeEndSeconds: 3_600,
      description: 'God Crystal Prayer: Sakuya, Shinmyoumaru, Benben and more ends in an hour.',
    });
  });

  it('does not name a unit a global player may not know yet (the spoiler rule, JP content off): it counts it', () => {
    const withSpoilers: CalendarPrayer = {
      ...GOD_CRYSTAL,
      rateUp: {
        characters: [
          { name: 'Sakuya Izayoi', thumbnail: out('2026-03-24T03:00:00Z') },
          // Out in JP only, never announced for global.
          {
            name: 'Secret Unit',
            thumbnail: { status: 'limited', announced: false, released: false, jpReleased: true, jp: true, debut: null },
          },
          // Dated for global after `now`, not announced: an estimate, a spoiler still.
          {
            name: 'Future Unit',
            thumbnail: { status: 'limited', announced: false, released: false, jpReleased: true, debut: '2028-01-01T03:00:00Z' },
          },
          // Announced for global: public, though not out yet.
          {
            name: 'Announced Unit',
            thumbnail: { status: 'upcoming', announced: true, released: false, jpReleased: true, debut: '2028-01-01T03:00:00Z' },
          },
        ],
      },
    };
    expect(prayerEvent(withSpoilers, options).description).toBe(
      'Rate-up: Sakuya Izayoi, Announced Unit, 2 unannounced units.\nRates, pool and a pull simulator: https://tlw.example.com/prayers/info/630',
    );
    // Once the future unit's global debut has passed, it is named.
    expect(prayerEvent(withSpoilers, { ...options, now: Date.parse('2028-01-02T00:00:00Z') }).description).toMatch(
      /^Rate-up: Sakuya Izayoi, Future Unit, Announced Unit, 1 unannounced unit\./,
    );
  });
});
