import type { Content } from '../content/content-types';
import { testContent } from '../test-support/test-app';
import { characterCounter, prayerTypeView, releaseDateView, roleTypeView, unreleasedView } from './character-views';

// Keine Kamishirasawa (60072) is written as JP-only, status 'upcoming', with a global debut of
// 2026-11-24 03:00 UTC: the flag ends when that debut passes.
const KEINE = 60072;
const BEFORE_DEBUT = Date.parse('2026-11-24T02:59:00Z');
const AFTER_DEBUT = Date.parse('2026-11-24T03:01:00Z');

let content: Content;
beforeAll(async () => {
  content = await testContent();
});

const ids = (units: readonly { id: number }[]) => units.map((u) => u.id);

describe('list views send a unit whose global debut ends its JP-only flag', () => {
  it('release order lists it with its date, marked as estimated (the page shows it once the debut passes)', () => {
    const entry = releaseDateView(content).content.find((u) => u.id === KEINE);
    expect(entry?.bottomText).toBe('~2026-11-24');
  });

  it('its role (defense) and its prayer type (Festival) list it', () => {
    const defense = roleTypeView(content).content.find((g) => g.id === 'defense');
    expect(ids(defense?.characters ?? [])).toContain(KEINE);
    const festival = prayerTypeView(content).content.find((t) => t.id === 'festival');
    expect(ids(festival?.characters ?? [])).toContain(KEINE);
  });

  it('the unreleased view still sends it, for the time before its debut', () => {
    expect(ids(unreleasedView(content).content.jp)).toContain(KEINE);
  });

  it("the home counter counts it (a 'fes' unit) from its debut on, not before", () => {
    expect(characterCounter(content, AFTER_DEBUT).fes - characterCounter(content, BEFORE_DEBUT).fes).toBe(1);
  });
});

describe('the release lists carry each unit’s JP release date, which the calendar projects from', () => {
  it('release order and the JP-only list send it; other lists do not', () => {
    // Keine: out in JP on 18 November 2025 (06:00 UTC), per the roster.
    expect(releaseDateView(content).content.find((u) => u.id === KEINE)?.jpDebut).toBe('2025-11-18T06:00:00Z');
    expect(unreleasedView(content).content.jp.find((u) => u.id === KEINE)?.jpDebut).toBe('2025-11-18T06:00:00Z');
    const festival = prayerTypeView(content).content.find((t) => t.id === 'festival');
    expect(festival?.characters.find((u) => u.id === KEINE)).not.toHaveProperty('jpDebut');
  });
});
