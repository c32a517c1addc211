import { CHARACTER_TYPES } from 'shared-domain/characters/character-types';
import { CHARACTER_STATUSES } from 'shared-domain/characters/character-statuses';
import { ARC_UNIVERSES } from 'shared-domain/constants/universes';
import { BUFF_TARGETS, BUFF_TYPES } from 'shared-domain/constants/buffs';
import { OBTAINING_TYPES } from 'shared-domain/constants/obtaining';
import { PRAYER_TYPES, STEP_UP_KINDS } from 'shared-domain/constants/prayer-kinds';
import { ABILITY_KINDS } from 'shared-domain/constants/anomalies';
import { MAINTENANCE_STATUSES } from 'shared-domain/schemas/maintenance';
import { STAT_IDS } from 'shared-domain/constants/stats';
import { DEFAULT_CONTENT_DIR, loadContent, type Content } from './load-content';

// The committed api-mock/content must be valid and at the game's scale (issue 3, item 3).
const NOW = Date.parse('2026-11-21T00:00:00Z');
const DAY = 86_400_000;
let content: Content;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR);
});
const ms = (s: string | null) => (s === null ? NaN : Date.parse(s));
const set = <T>(xs: Iterable<T>) => new Set(xs);

describe('committed content', () => {
  it('has at least the required counts', () => {
    expect(content.characters.length).toBeGreaterThanOrEqual(300);
    expect(content.storyCards.length).toBeGreaterThanOrEqual(1000);
    expect(content.artists.length).toBeGreaterThanOrEqual(150);
    expect(content.prayers.length).toBeGreaterThanOrEqual(600);
    expect(content.floors.length).toBeGreaterThanOrEqual(200);
    expect(content.updates.length).toBeGreaterThanOrEqual(60);
  });

  it('characters: real names, every type, status and universe kind, JP-only/future units', () => {
    const cs = content.characters;
    expect(content.characterById.get(1001)?.name).toMatchObject({ en: 'Reimu Hakurei', jp: '博麗霊夢', kana: 'はくれいれいむ' });
    expect(set(cs.map((c) => c.type))).toEqual(set(CHARACTER_TYPES));
    expect(set(cs.map((c) => c.status))).toEqual(set(CHARACTER_STATUSES));
    const universes = set(cs.map((c) => c.meta.universe));
    for (const u of ['L1', ...ARC_UNIVERSES]) expect(universes.has(u)).toBe(true);
    expect([...universes].some((u) => !/^(L1|A[1-8])$/.test(u))).toBe(true);
    expect(cs.some((c) => c.release.jp && c.status === 'not-available')).toBe(true);
    expect(cs.some((c) => ms(c.release.debut) > NOW)).toBe(true);
    expect(cs.some((c) => c.fr.available && c.fr.date !== null)).toBe(true);
    expect(cs.some((c) => c.release.general !== null) && cs.some((c) => c.release.ritual !== null)).toBe(true);
    expect(cs.filter((c) => c.release.jpDebut !== null).length).toBeGreaterThanOrEqual(300);
  });

  it('story cards: every suit, rarity, stat, buff type and target, obtaining type; future releases', () => {
    const cards = content.storyCards;
    // A generic card name has its Japanese; a card named after a character has none (English shown).
    expect(content.storyCardById.get(1)).toMatchObject({ name: 'Lost Bamboo Forest', nameJp: '迷いの竹林' });
    expect(content.storyCardById.get(2)?.name).toBe("Patchouli's Mountain Path");
    expect(content.storyCardById.get(2)?.nameJp).toBeUndefined();
    expect(set(cards.map((c) => c.type)).size).toBe(4);
    expect(set(cards.map((c) => c.rarity))).toEqual(set([1, 3, 4, 5]));
    expect(set(cards.flatMap((c) => c.stats.map((s) => s.type)))).toEqual(set(STAT_IDS));
    const buffs = cards.flatMap((c) => [...c.buffs, ...c.randomBuffs.flat()]);
    expect(set(buffs.map((b) => b.attrType))).toEqual(set(BUFF_TYPES));
    expect(set(buffs.map((b) => b.target))).toEqual(set(BUFF_TARGETS));
    expect(cards.some((c) => c.randomBuffs.length > 0)).toBe(true);
    expect(set(cards.flatMap((c) => c.obtaining.map((o) => o.type)))).toEqual(set(OBTAINING_TYPES));
    expect(cards.some((c) => ms(c.releaseDate) > NOW)).toBe(true);
    expect(cards.every((c) => c.aliases.some((a) => a.priority > 0))).toBe(true);
    expect(content.artists.every((a) => /[^ -~]/.test(a.jp))).toBe(true);
  });

  it('prayers: every type, step-up kind, exact pools, schedule 2021-05..2027-12 with ongoing prayers all next year', () => {
    const ps = content.prayers;
    expect(set(ps.map((p) => p.prayerType))).toEqual(set(PRAYER_TYPES));
    expect(set(ps.flatMap((p) => p.stepUps.map((s) => s.kind)))).toEqual(set(STEP_UP_KINDS));
    expect(ps.filter((p) => p.pool !== null).length).toBeGreaterThan(500);
    expect(ps.some((p) => p.rateUp.cards.length > 0) && ps.some((p) => p.rateUp.characters.length > 0)).toBe(true);
    expect(
      ps
        .map((p) => p.start)
        .sort()[0]!
        .slice(0, 7),
    ).toBe('2021-05');
    expect(
      ps
        .map((p) => p.end)
        .sort()
        .at(-1)!
        .slice(0, 7),
    ).toBe('2027-12');
    const banners = ps.filter((p) => p.prayerType !== 'standard' && p.prayerType !== 'ritual');
    for (let t = NOW; t < NOW + 365 * DAY; t += 7 * DAY) {
      expect(banners.some((p) => ms(p.start) <= t && t < ms(p.end))).toBe(true);
      expect(banners.some((p) => ms(p.start) > t)).toBe(true);
    }
    expect(content.foreverPrayers.some((f) => ms(f.start) <= NOW && NOW < ms(f.end))).toBe(true);
    expect(content.kourindouRoulette.characters.length).toBeGreaterThan(0);
  });

  it('tower: 1-3 enemies, every ability kind, -2/-3 rewards, JP-only floors', () => {
    const floors = content.floors;
    for (const f of floors) expect(f.enemies.filter((e) => e !== null).length).toBeGreaterThanOrEqual(1);
    expect(set(floors.map((f) => f.enemies.length))).toEqual(set([1, 2, 3]));
    const enemies = floors.flatMap((f) => f.enemies.filter((e) => e !== null));
    expect(set(enemies.flatMap((e) => e.abilities.map((a) => a.type)))).toEqual(set(ABILITY_KINDS));
    expect(enemies.some((e) => Array.isArray(e.barriers))).toBe(true);
    const rewardIds = floors.flatMap((f) => f.rewards.map((r) => r.id));
    expect(rewardIds.some((id) => id.endsWith('-2')) && rewardIds.some((id) => id.endsWith('-3'))).toBe(true);
    expect(floors.some((f) => f.release.global === null || ms(f.release.global) > NOW)).toBe(true);
  });

  it('updates and maintenance: spoilers with reveal times, every maintenance state', () => {
    const items = content.updates.flatMap((u) => [...u.features, ...u.contents, ...u.fixes, ...u.data]);
    expect(items.some((i) => i.spoiler && i.revealTime !== null && ms(i.revealTime) > NOW)).toBe(true);
    expect(content.updates.some((u) => u.complex) && content.updates.some((u) => !u.complex)).toBe(true);
    expect(set(content.maintenance.map((m) => m.status))).toEqual(set(MAINTENANCE_STATUSES));
    expect(Object.values(content.lastUpdate).every((v) => Number.isInteger(v) && v > 0)).toBe(true);
  });
});
