import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Character } from 'shared-domain/schemas/character';
import { DEFAULT_CONTENT_DIR, loadContent, type Content } from './load-content';

// The committed content against the facts it was made from: the global list (global-units.json) and
// the roster's persons. Expected values come from those files and the pool table, not from
// the generator.
const ROSTER = path.resolve(__dirname, '../../roster');
const readRoster = <T>(name: string): T => JSON.parse(readFileSync(path.join(ROSTER, name), 'utf8')) as T;
interface ListedUnit {
  name: string;
  pool: string;
  role: string;
  unitIds: number[];
}
const globalList = readRoster<{ units: ListedUnit[] }>('global-units.json');
const persons = readRoster<Array<{ personId: number; en: string }>>('persons.json');

/** Pools that name one type, and the families of the others (the api-mock README's table). */
const SINGLE: Record<string, string> = { g: 'gen', a: 'afes', ex: 'exfes', e: 'epic', p: 'wfes', y: 'yukkuri' };
const FAMILY: Record<string, string[]> = { u: ['sfes', 'mfes'], r: ['relic', 'genic'], b: ['ds'], ph: ['fes'] };
const LIST_KEPT_UNTIL = Date.parse('2026-09-01T00:00:00Z');

let content: Content;
let matched: Array<{ entry: ListedUnit; unit: Character }>;
beforeAll(async () => {
  content = await loadContent(DEFAULT_CONTENT_DIR);
  matched = globalList.units.flatMap((entry) => entry.unitIds.map((id) => ({ entry, unit: content.characterById.get(id)! })));
});

describe('committed characters agree with the global list', () => {
  it('has every matched unit of the list', () => {
    expect(matched).toHaveLength(242);
    expect(matched.every(({ unit }) => unit !== undefined)).toBe(true);
  });

  it('gives every matched unit the list role (100 %)', () => {
    const wrong = matched
      .filter(({ entry, unit }) => unit.meta.role !== entry.role)
      .map(({ entry, unit }) => `${unit.id} ${entry.name}: ${unit.meta.role} != ${entry.role}`);
    expect(wrong).toEqual([]);
  });

  it('gives every matched unit of a single-type pool that type (100 %), and a family pool a type of its family', () => {
    const single = matched.filter(({ entry }) => entry.pool in SINGLE);
    expect(single.length).toBeGreaterThan(100);
    expect(single.filter(({ entry, unit }) => unit.type !== SINGLE[entry.pool]).map(({ unit }) => unit.id)).toEqual([]);
    const family = matched.filter(({ entry }) => entry.pool in FAMILY);
    expect(family.length + single.length).toBe(matched.length);
    expect(family.filter(({ entry, unit }) => !FAMILY[entry.pool]!.includes(unit.type)).map(({ unit }) => unit.id)).toEqual([]);
  });

  it('has every listed unit released in global, debuted before the list was last kept up, the date marked as estimated', () => {
    for (const { unit } of matched) {
      expect([unit.id, unit.status]).toEqual([unit.id, expect.stringMatching(/^(limited|non-limited)$/)]);
      expect(unit.release.jp).toBe(false);
      expect(Date.parse(unit.release.debut ?? '')).toBeLessThan(LIST_KEPT_UNTIL);
      expect(unit.provenance?.estimated).toContain('debut');
      expect(unit.provenance?.facts.map((f) => f.field)).toEqual(expect.arrayContaining(['role', 'status']));
    }
    // Reimu (1001) is 'defense' on the list, Marisa's Cz1# (26002) 'attack', Patchouli's A10.5 (14006) out.
    expect(content.characterById.get(1001)?.meta.role).toBe('defense');
    expect(content.characterById.get(26002)?.meta.role).toBe('attack');
    expect(content.characterById.get(14006)?.status).toBe('limited');
  });

  it('records every field of every unit once, as a fact with a source, an estimate or generated', () => {
    for (const unit of content.characters) {
      const p = unit.provenance!;
      expect(p.facts.every((f) => f.source.length > 0)).toBe(true);
      expect(new Set([...p.facts.map((f) => f.field), ...p.estimated, ...p.generated]).size).toBe(
        p.facts.length + p.estimated.length + p.generated.length,
      );
    }
  });
});

describe('short names', () => {
  const personById = new Map(persons.map((p) => [p.personId, p]));

  it("are each unit's own person's (part of the person's name, one per person)", () => {
    const byPerson = new Map<number, Set<string>>();
    for (const unit of content.characters) {
      const person = personById.get(unit.personId);
      expect([unit.id, person?.en]).toEqual([unit.id, unit.name.en]);
      expect([unit.id, person!.en.includes(unit.shortName)]).toEqual([unit.id, true]);
      byPerson.set(unit.personId, (byPerson.get(unit.personId) ?? new Set()).add(unit.shortName));
    }
    expect([...byPerson].filter(([, names]) => names.size > 1)).toEqual([]);
  });

  it('calls Patchouli Patchouli and Hong Meiling Meiling', () => {
    const shortOf = (personId: number) => new Set(content.characters.filter((c) => c.personId === personId).map((c) => c.shortName));
    expect(shortOf(6)).toEqual(new Set(['Patchouli']));
    expect(shortOf(7)).toEqual(new Set(['Meiling']));
  });
});
