import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { characterFileSchema, characterSchema, type Character } from './character';
import { storyCardSchema, type StoryCard } from './story-card';
import { artistSchema, type Artist } from './artist';
import { prayerSchema, type Prayer } from './prayer';
import { foreverPrayerSchema, type ForeverPrayer } from './forever-prayer';
import { towerFloorSchema, type Enemy, type TowerFloor } from './tower';
import { updateEntrySchema, type UpdateEntry } from './update-log';
import { maintenanceSchema, maintenanceStatusAt, type Maintenance } from './maintenance';
import { kourindouRouletteSchema, type KourindouRoulette } from './kourindou-roulette';
import { isoDateTimeSchema } from './common';
import { universalName } from '../constants/universes';
import { rewardGlow } from '../constants/tower-kinds';

// Samples come from the generated content committed in api-mock/content.
const CONTENT = path.resolve(__dirname, '../../../api-mock/content');
const load = <T>(rel: string): T => JSON.parse(readFileSync(path.join(CONTENT, rel), 'utf8')) as T;
const firstFile = <T>(folder: string, pick: (v: T) => boolean = () => true): T => {
  for (const name of readdirSync(path.join(CONTENT, folder)).sort()) {
    const v = load<T>(`${folder}/${name}`);
    if (pick(v)) return v;
  }
  throw new Error(`no sample in ${folder}`);
};

/** A wrong value for a typed field: the point of these tests is to put invalid data in. */
const bad = (v: unknown) => v as never;

interface Case {
  name: string;
  schema: z.ZodType;
  sample: () => unknown;
  bad: Array<[label: string, mutate: (v: never) => void, path: string, message: RegExp]>;
}
/** Typed per schema so the mutations are checked against the entity's shape. */
function schemaCase<T>(name: string, schema: z.ZodType<T>, sample: () => T, cases: Array<[string, (v: T) => void, string, RegExp]>): Case {
  return { name, schema, sample, bad: cases as Case['bad'] };
}

function issues(schema: z.ZodType, value: unknown): Array<{ path: string; message: string }> {
  const r = schema.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
}

const firstEnemy = (f: TowerFloor): Enemy => f.enemies.find((e): e is Enemy => e !== null)!;

const cases: Case[] = [
  schemaCase('character', characterSchema, () => load<Character>('characters/1001.json'), [
    ['unknown type', (c) => (c.type = bad('super')), 'type', /Invalid option/],
    ['unknown status', (c) => (c.status = bad('released')), 'status', /Invalid option/],
    ['non-UTC date', (c) => (c.release.debut = '2021-05-11T03:00:00+09:00'), 'release.debut', /ISO-8601 UTC/],
    ['impossible date', (c) => (c.release.debut = '2021-02-30T03:00:00Z'), 'release.debut', /real calendar/],
    ['typo key', (c) => Object.assign(c, { relase: {} }), '', /Unrecognized key/],
    ['image outside /images', (c) => (c.images.thumbnail = 'http://x/1.png'), 'images.thumbnail', /\/images\//],
    ['unknown role', (c) => (c.meta.role = bad('tank')), 'meta.role', /Invalid option/],
  ]),
  schemaCase('character file', characterFileSchema, () => load<Character>('characters/1001.json'), [
    ['no provenance', (c) => delete c.provenance, 'provenance', /expected object/],
    [
      'a field listed twice',
      (c) => c.provenance!.generated.push('title'),
      'provenance',
      /field "title" must be listed exactly once \(found 2 times\)/,
    ],
    [
      'a field not listed',
      (c) => (c.provenance!.generated = c.provenance!.generated.filter((f) => f !== 'rebirth')),
      'provenance',
      /field "rebirth" must be listed exactly once \(found 0 times\)/,
    ],
    ['a fact without its source', (c) => (c.provenance!.facts[0]!.source = ''), 'provenance.facts.0.source', /Too small/],
    ['an unknown field', (c) => c.provenance!.estimated.unshift(bad('colour')), 'provenance.estimated.0', /Invalid option/],
  ]),
  schemaCase('story card', storyCardSchema, () => load<StoryCard>('story-cards/0001.json'), [
    ['unknown stat id', (c) => (c.stats[0]!.type = bad('luck')), 'stats.0.type', /Undefined stat id/],
    ['wrong total', (c) => (c.total.max[4]! += 1), 'total.max.4', /does not match the stats/],
    ['unknown buff target', (c) => (c.buffs[0]!.target = bad('everyone')), 'buffs.0.target', /Invalid option/],
    [
      'bad stat buff name',
      (c) => Object.assign(c.buffs[0]!, { attrType: 'stat', attrName: 'hp-up', attr: 'stat:hp-up' }),
      'buffs.0.attrName',
      /not a known stat buff/,
    ],
    ['rarity 6', (c) => (c.rarity = bad(6)), 'rarity', /Invalid/],
    ['unknown obtaining', (c) => (c.obtaining[0]!.type = bad('shop')), 'obtaining.0.type', /Invalid option/],
    ['alias with capitals', (c) => (c.aliases[0]!.value = 'ABC'), 'aliases.0.value', /lower-case/],
  ]),
  schemaCase('artist', artistSchema, () => firstFile<Artist>('artists'), [
    ['bad id', (a) => (a.id = 'Not A Slug'), 'id', /slug/],
    ['bad url', (a) => (a.pixiv = 'not a url'), 'pixiv', /URL|url/],
  ]),
  schemaCase('prayer', prayerSchema, () => firstFile<Prayer>('prayers', (p) => p.pool !== null && p.stepUps.length > 0), [
    ['unknown prayer type', (p) => (p.prayerType = bad('gacha')), 'prayerType', /Invalid option/],
    ['chance with 6 decimals', (p) => (p.pool!.chara[0]!.chance.sc = 0.123456), 'pool.chara.0.chance.sc', /5 decimals/],
    ['chance above 100', (p) => (p.pool!.card3[0]!.chance.gc = 101), 'pool.card3.0.chance.gc', /100/],
    ['simulator flag without pool', (p) => (p.pool = null), 'flags.simulator', /exactly when a pool/],
    ['step-up index gap', (p) => (p.stepUps[0]!.index = 5), 'stepUps.0.index', /expected index 1/],
    ['unknown step-up kind', (p) => (p.stepUps[0]!.kind = bad('up')), 'stepUps.0.kind', /Invalid option/],
  ]),
  schemaCase('forever prayer', foreverPrayerSchema, () => load<ForeverPrayer>('forever-prayers/001.json'), [
    ['unknown rarity', (f) => (f.thresholds[0]!.rarity = bad('legendary')), 'thresholds.0.rarity', /^Unknown rarity$/],
  ]),
  schemaCase(
    'tower floor',
    towerFloorSchema,
    () => firstFile<TowerFloor>('towers', (f) => f.enemies.some((e) => e !== null && e.hpGauge > 1)),
    [
      ['four enemies', (f) => f.enemies.push(firstEnemy(f), firstEnemy(f), firstEnemy(f)), 'enemies', /Too big|<=3/],
      ['unknown element', (f) => (firstEnemy(f).weaks = [bad('plasma')]), 'weaks.0', /Invalid option/],
      [
        'unknown ability',
        (f) => (firstEnemy(f).abilities = [{ type: bad('teleport'), effects: [], value: null }]),
        'type',
        /Invalid option/,
      ],
      ['affinity of 2', (f) => (firstEnemy(f).affinities = [{ element: 'sun', values: [bad(2)] }]), 'values.0', /Invalid/],
      ['no enemy at all', (f) => (f.enemies = [null]), 'enemies', /at least one enemy/],
    ],
  ),
  schemaCase('update entry', updateEntrySchema, () => load<UpdateEntry>('updates/001.json'), [
    ['bad version', (u) => (u.version = 'v2'), 'version', /version like/],
  ]),
  schemaCase('maintenance', maintenanceSchema, () => load<Maintenance>('maintenance/001.json'), [
    ['unknown status', (m) => (m.status = bad('paused')), 'status', /Invalid option/],
  ]),
  schemaCase('kourindou roulette', kourindouRouletteSchema, () => load<KourindouRoulette>('meta/kourindou-roulette.json'), [
    ['empty list', (r) => (r.characters = []), 'characters', /Too small|>=1/],
  ]),
];

describe.each(cases)('$name schema', ({ schema, sample, bad }) => {
  it('accepts generated content', () => {
    expect(issues(schema, sample())).toEqual([]);
  });
  it.each(bad)('rejects %s', (_label, mutate, where, message) => {
    const value = structuredClone(sample());
    mutate(value as never);
    const found = issues(schema, value);
    expect(found.length).toBeGreaterThan(0);
    expect(found.some((i) => i.path.endsWith(where) && message.test(i.message))).toBe(true);
  });
});

describe('shared helpers', () => {
  it('isoDateTimeSchema takes UTC seconds (optional millis) only', () => {
    expect(isoDateTimeSchema.safeParse('2024-05-10T03:00:00Z').success).toBe(true);
    expect(isoDateTimeSchema.safeParse('2024-05-10T03:00:00.000Z').success).toBe(true);
    for (const bad of ['2024-05-10', '2024-05-10T03:00Z', '2024-13-01T00:00:00Z', '2023-02-29T00:00:00Z', 1715310000000]) {
      expect(isoDateTimeSchema.safeParse(bad).success).toBe(false);
    }
  });
  it('universalName follows the universe codes', () => {
    expect(universalName('Reimu Hakurei', 'L1', 'Lost World')).toBe('Reimu Hakurei');
    expect(universalName('Reimu Hakurei', undefined, 'x')).toBe('Reimu Hakurei');
    expect(universalName('Reimu Hakurei', 'A6', 'x')).toBe('Reimu Hakurei (Subterranean)');
    expect(universalName('Reimu Hakurei', 'A7A', 'x')).toBe('Reimu Hakurei (Fantastic)');
    expect(universalName('Reimu Hakurei', 'C5>', 'Costume C5>')).toBe('Reimu Hakurei (Costume C5>)');
  });
  it('maintenance status and reward glow derive as specified', () => {
    const m = { start: '2026-11-20T22:00:00Z', end: '2026-11-22T04:00:00Z' };
    expect(maintenanceStatusAt(m, Date.parse('2026-11-20T00:00:00Z'))).toBe('waiting');
    expect(maintenanceStatusAt(m, Date.parse('2026-11-21T00:00:00Z'))).toBe('ongoing');
    expect(maintenanceStatusAt(m, Date.parse('2026-11-23T00:00:00Z'))).toBe('done');
    expect([rewardGlow('upgrade-tome-2'), rewardGlow('upgrade-tome-3'), rewardGlow('gold-coin')]).toEqual(['red', 'gold', null]);
  });
});
