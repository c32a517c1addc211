import type { CharacterType } from 'shared-domain/characters/character-types';
import { thumbnailFixture } from 'shared-ui/dev/thumbnail-fixture';
import { eventPath } from './event-path';
import { projectedEvents, projectedPrayers, projectionNote, type ReleasedUnit } from './projection';
import { LATER_2027, NOVEMBER_2026, NOW } from './test-support/november-2026';
import { en } from '../messages/test-support/english';

/** A unit as the release lists send it: its two dates and name; the rest is filler no test reads. */
const unit = (id: number, name: string, type: CharacterType, jpDebut: string | null, debut: string | null): ReleasedUnit => ({
  ...thumbnailFixture(id, {
    jpReleased: jpDebut !== null,
    img: `/images/characters/${id}.svg`,
    type,
    announced: true,
    status: debut ? 'limited' : 'announced',
    released: debut !== null,
    name: { en: name, translit: name, enFamilyFirst: name },
    jp: debut === null,
    debut,
  }),
  jpDebut,
});

// Five units out in both versions, gaps counted by hand: 303, 304, 305, 306 and 310 days (median 305).
const RELEASED = [
  unit(1001, 'B', 'gen', '2025-02-01T03:00:00Z', '2025-12-01T03:00:00Z'),
  unit(1002, 'C', 'gen', '2025-03-01T03:00:00Z', '2026-01-05T03:00:00Z'),
  unit(1003, 'D', 'gen', '2025-04-01T03:00:00Z', '2026-02-01T03:00:00Z'),
  unit(1004, 'E', 'gen', '2025-05-01T03:00:00Z', '2026-03-02T03:00:00Z'),
  unit(1005, 'F', 'gen', '2025-06-01T03:00:00Z', '2026-04-01T03:00:00Z'),
];
// Out in JP only: Suika (prayer 559 of the content features her) and one with no prayer at all.
const SUIKA = unit(61048, 'Suika Ibuki', 'genic', '2026-01-25T03:00:00Z', '2026-12-01T03:00:00Z');
const OTHER = unit(70003, 'Mystery Unit', 'fes', '2026-02-01T03:00:00Z', null);
const UNITS = [...RELEASED, SUIKA, OTHER];
const suikaPrayer = NOVEMBER_2026.find((p) => p.id === 559)!;
// Newest first as the API lists them: her later rerun comes before her debut prayer and must not be taken for it.
const SUIKA_RERUN = {
  ...suikaPrayer,
  id: 640,
  name: 'Genic Rerun Prayer: Suika',
  start: '2027-12-21T03:00:00Z',
  end: '2027-12-31T03:00:00Z',
};
const PRAYERS = [SUIKA_RERUN, ...LATER_2027, ...NOVEMBER_2026];

describe('projectedPrayers: the JP lane', () => {
  it('is empty with JP content off, whatever the content and the units hold', () => {
    expect(projectedPrayers(en, PRAYERS, UNITS, { jpContent: false, now: NOW })).toEqual({ prayers: [], delay: null });
  });

  it('dates each JP unit at its JP release plus the delay, not at the content’s global date', () => {
    // On 25 November 2026: delay 305 days. Suika's JP release (25 January 2026) plus 305 days is
    // 26 November 2026, not the content's 1 December; her prayer 559 keeps its name and 14 days.
    // The other unit (JP 1 February) lands on 3 December with a made-up 14-day debut prayer.
    const { prayers, delay } = projectedPrayers(en, PRAYERS, UNITS, { jpContent: true, now: NOW });
    expect(delay?.days).toBe(305);
    expect(prayers.map((p) => [p.id, p.name, p.start, p.end])).toEqual([
      [559, 'Genic Prayer: Suika', '2026-11-26T03:00:00Z', '2026-12-10T03:00:00Z'],
      [-70003, 'Debut prayer: Mystery Unit', '2026-12-03T03:00:00Z', '2026-12-17T03:00:00Z'],
    ]);
    const events = projectedEvents(prayers, NOW);
    expect(events.map((e) => [e.id, e.kind, e.estimated])).toEqual([
      [559, 'seal-crystal', true],
      [-70003, 'seal-crystal', true],
    ]);
    expect(events[1]!.rateUps).toEqual([
      {
        character: 70003,
        name: 'Mystery Unit',
        parts: [{ text: 'Mystery Unit', lang: null }],
        kana: null,
        img: '/images/characters/70003.svg',
      },
    ]);
    // A made-up debut opens its unit, not a prayer page that does not exist.
    expect(eventPath(-70003)).toBe('/characters?character=70003');
  });

  it('says how it was estimated', () => {
    const { delay } = projectedPrayers(en, PRAYERS, UNITS, { jpContent: true, now: NOW });
    expect(projectionNote(en, delay)).toContain(
      'the median gap between the JP and global releases of the 5 most recent units both versions have released is 305 days',
    );
  });
});
