import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Character } from 'shared-domain/schemas/character';
import type { Prayer } from 'shared-domain/schemas/prayer';
import type { StoryCard } from 'shared-domain/schemas/story-card';
import { checkContent } from './check-content';
import { ContentError, loadContent } from '../load-content';
import { readJson, writeJson, writeSmallFixture } from '../test-fixture';

// One small valid fixture, copied per test into its own temp dir and then corrupted.
let fixture: string;
const dirs: string[] = [];
beforeAll(async () => {
  fixture = await writeSmallFixture();
});
afterAll(async () => {
  await Promise.all([fixture, ...dirs].map((d) => fs.rm(d, { recursive: true, force: true })));
});
async function copyFixture(): Promise<string> {
  const dir = `${fixture}-copy-${dirs.length}`;
  await fs.cp(fixture, dir, { recursive: true });
  dirs.push(dir);
  return dir;
}

/** A prayer file that has a pool with at least 4 characters. */
async function prayerWithPool(dir: string): Promise<{ file: string; prayer: Prayer }> {
  for (const name of (await fs.readdir(path.join(dir, 'prayers'))).sort()) {
    const prayer = await readJson<Prayer>(dir, `prayers/${name}`);
    if (prayer.pool && prayer.pool.chara.length >= 4) return { file: `prayers/${name}`, prayer };
  }
  throw new Error('fixture has no pool');
}

describe('content check', () => {
  it('accepts the generated fixture', async () => {
    const result = await checkContent(fixture);
    expect(result.errors).toEqual([]);
  });

  it('reports a broken reference, a bad pool sum and a bad date, each with file and path', async () => {
    const dir = await copyFixture();
    const { file, prayer } = await prayerWithPool(dir);
    const pool = prayer.pool!;
    pool.chara[3]!.id = 999_999; // broken reference
    pool.chara[1]!.chance.sc += 0.5; // SC no longer sums to 100
    prayer.start = '2030-01-01T00:00:00Z'; // start after end
    await writeJson(dir, file, prayer);

    const card = await readJson<StoryCard>(dir, 'story-cards/0005.json');
    card.artist = 'nobody-at-all';
    await writeJson(dir, 'story-cards/0005.json', card);

    const { errors } = await checkContent(dir);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${file}: pool\\.chara\\[3\\]\\.id: character 999999 does not exist`)),
        expect.stringMatching(new RegExp(`^${file}: pool: SC chances sum to 100\\.5 %, expected 100 % \\(or 0 % for no SC pulls\\)$`)),
        expect.stringMatching(new RegExp(`^${file}: start: start 2030-01-01T00:00:00Z is after end `)),
        expect.stringMatching(/^story-cards\/0005\.json: artist: artist "nobody-at-all" does not exist/),
      ]),
    );
    // GC chances were not touched.
    expect(errors.some((e) => e.includes('GC chances'))).toBe(false);
  });

  it('names the file, the line and the column of invalid JSON, and schema paths inside a file', async () => {
    const dir = await copyFixture();
    await fs.writeFile(path.join(dir, 'artists', (await fs.readdir(path.join(dir, 'artists')))[0]!), '{\n  "id": "x",\n  oops\n}\n');
    const card = await readJson<StoryCard>(dir, 'story-cards/0002.json');
    (card.stats[0] as { type: string }).type = 'luck';
    await writeJson(dir, 'story-cards/0002.json', card);
    const floor = await readJson<Record<string, unknown>>(dir, 'towers/floor-003.json');
    floor.relase = floor.release;
    await writeJson(dir, 'towers/floor-003.json', floor);

    const { errors } = await checkContent(dir);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^artists\/[a-z0-9-]+\.json: \(file\): invalid JSON: .*\(line 3, column 3\)/),
        'story-cards/0002.json: stats[0].type: Undefined stat id',
        expect.stringMatching(/^towers\/floor-003\.json: \(root\): Unrecognized key: "relase"/),
      ]),
    );
  });

  it('reports missing floors, duplicate aliases and misnamed files', async () => {
    const dir = await copyFixture();
    await fs.rm(path.join(dir, 'towers/floor-004.json'));
    const a = await readJson<StoryCard>(dir, 'story-cards/0010.json');
    const b = await readJson<StoryCard>(dir, 'story-cards/0011.json');
    b.aliases[0]!.value = a.aliases[0]!.value;
    await writeJson(dir, 'story-cards/0011.json', b);
    await fs.rename(path.join(dir, 'story-cards/0012.json'), path.join(dir, 'story-cards/0099.json'));

    const { errors } = await checkContent(dir);
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^towers\/: \(folder\): floors must run 1\.\.12 without gaps; missing: 4$/),
        expect.stringMatching(
          /^story-cards\/0011\.json: aliases\[0\]\.value: alias "[a-z0-9]+" with priority > 0 is also used by story-cards\/0010\.json/,
        ),
        'story-cards/0099.json: id: id 12 belongs in story-cards/0012.json',
      ]),
    );
  });

  it('loadContent refuses invalid content with the same messages (nothing half-loaded)', async () => {
    const dir = await copyFixture();
    const card = await readJson<StoryCard>(dir, 'story-cards/0003.json');
    card.featured = [424242];
    await writeJson(dir, 'story-cards/0003.json', card);
    const error = await loadContent(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).messages).toEqual([
      'story-cards/0003.json: featured[0]: character 424242 does not exist (no characters/424242.json)',
    ]);
  });

  it('loadContent builds typed lists and id maps', async () => {
    const content = await loadContent(fixture);
    expect(content.floors.map((f) => f.floor)).toEqual(content.floors.map((_, i) => i + 1));
    for (const c of content.characters) expect(content.characterById.get(c.id)).toBe(c);
    for (const p of content.prayers) expect(content.prayerById.get(p.id)).toBe(p);
    expect(content.lastUpdate.home).toBe(Date.parse('2026-11-20T12:00:00Z'));
    expect(Object.isFrozen(content.characters[0])).toBe(true);
  });

  it('refuses generated values that contradict the global-list facts, and a short name of another person', async () => {
    const dir = await copyFixture();
    // On the list: L1 Reimu (1001) is defense in the general pool; Patchouli's A10.5 (14006) is out.
    const reimu = await readJson<Character>(dir, 'characters/1001.json');
    Object.assign(reimu, { type: 'fes', status: 'upcoming' });
    reimu.meta.role = 'heal';
    reimu.release.debut = '2026-11-24T03:00:00Z';
    reimu.provenance!.facts = reimu.provenance!.facts.filter((f) => f.field !== 'role');
    reimu.provenance!.generated.push('role');
    await writeJson(dir, 'characters/1001.json', reimu);
    const patchouli = await readJson<Character>(dir, 'characters/14006.json');
    patchouli.shortName = 'Meiling';
    await writeJson(dir, 'characters/14006.json', patchouli);
    // Off the list, an L1 unit keeps the L1 family's type (gen): Youmu's L1 (1011) is not listed.
    const youmu = await readJson<Character>(dir, 'characters/1011.json');
    youmu.type = 'fes';
    await writeJson(dir, 'characters/1011.json', youmu);

    // (Other files may count Youmu's type too: only the characters' own lines are under test here.)
    const { errors } = await checkContent(dir);
    expect(errors.filter((e) => e.startsWith('characters/'))).toEqual([
      'characters/1001.json: meta.role: \'heal\' contradicts the facts: the global list has "L1 Reimu" as defense',
      'characters/1001.json: type: \'fes\' contradicts the facts: the global list has "L1 Reimu" in pool g (gen)',
      'characters/1001.json: status: \'upcoming\' contradicts the facts: the global list has "L1 Reimu", out in the global version (limited or non-limited)',
      'characters/1001.json: release.debut: 2026-11-24T03:00:00Z contradicts the facts: the global list has "L1 Reimu", kept up until 2026-09-01, so the debut is before then',
      'characters/1001.json: provenance: role is generated; expected a fact of MedicineMelancholy0/THLWTierlist src/js/data/tierlist.js @ c62ea99',
      "characters/1011.json: type: 'fes' is outside the family of variant code L1 on the global list (gen)",
      'characters/14006.json: shortName: "Meiling" is not part of the unit\'s own name "Patchouli Knowledge"',
    ]);
  });
});
