import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { BASE_COUNTS, generateContent } from './generate-content';
import { writeContent } from './write-content';
import { readRoster } from './roster';
import { checkContent } from '../check/check-content';
import { SMALL_COUNTS } from '../test-fixture';

const roster = readRoster();
const digest = (files: ReadonlyMap<string, string>) => {
  const h = createHash('sha256');
  for (const [name, text] of [...files].sort(([a], [b]) => (a < b ? -1 : 1))) h.update(name).update('\0').update(text).update('\0');
  return h.digest('hex');
};
const countIn = (files: ReadonlyMap<string, string>, folder: string) => [...files.keys()].filter((k) => k.startsWith(`${folder}/`)).length;

describe('content generator', () => {
  it('gives byte-identical output for the same seed and scale, on disk too', async () => {
    const a = generateContent({ seed: 7, scale: 1, roster });
    const b = generateContent({ seed: 7, scale: 1, roster });
    expect(digest(a)).toBe(digest(b));

    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lw-gen-'));
    try {
      await writeContent(dir, a);
      const sample = [
        'characters/1001.json',
        'prayers/0100.json',
        'story-cards/0500.json',
        'towers/floor-100.json',
        'meta/last-update.json',
      ];
      for (const rel of sample) expect(await fs.readFile(path.join(dir, rel), 'utf8')).toBe(a.get(rel));
      expect((await checkContent(dir)).errors).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('gives different output for a different seed', () => {
    const a = generateContent({ seed: 1, scale: 1, roster, counts: SMALL_COUNTS });
    const b = generateContent({ seed: 2, scale: 1, roster, counts: SMALL_COUNTS });
    expect(digest(a)).not.toBe(digest(b));
    expect(a.get('story-cards/0001.json')).not.toBe(b.get('story-cards/0001.json'));
  });

  it('keeps every file pretty-printed with 2 spaces and a trailing newline', () => {
    const files = generateContent({ seed: 1, scale: 1, roster, counts: SMALL_COUNTS });
    for (const [name, text] of files) {
      expect(text.endsWith('}\n') || text.endsWith(']\n')).toBe(true);
      expect(JSON.parse(text)).toBeDefined();
      if (!text.startsWith('[')) expect(text.split('\n')[1]).toMatch(/^ {2}"/);
      expect(name).toMatch(/^[a-z-]+\/[a-z0-9-]+\.json$/);
    }
  });

  it('multiplies the counts by --scale 10 (with fresh ids)', () => {
    // Small base counts keep this fast; the multiplier is what is under test.
    const counts = { ...SMALL_COUNTS, prayers: 200 };
    const one = generateContent({ seed: 1, scale: 1, roster, counts });
    const ten = generateContent({ seed: 1, scale: 10, roster, counts });
    for (const folder of ['story-cards', 'prayers', 'towers', 'artists', 'updates']) {
      expect(countIn(ten, folder)).toBe(countIn(one, folder) * 10);
    }
    const chars1 = countIn(one, 'characters');
    const chars10 = countIn(ten, 'characters');
    expect(chars10 / chars1).toBeGreaterThan(9);
    expect(chars10 / chars1).toBeLessThan(10.5);
    expect(countIn(ten, 'prayers')).toBe(2000);
    expect(BASE_COUNTS.prayers).toBeGreaterThanOrEqual(600);
  });
});
