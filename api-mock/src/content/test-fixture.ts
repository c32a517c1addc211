import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateContent } from './generate/generate-content';
import { writeContent } from './generate/write-content';

/** Small but complete counts: every kind present, every rule exercised, written in well under a second. */
export const SMALL_COUNTS = { storyCards: 80, artists: 12, prayers: 40, foreverPrayers: 2, floors: 12, updates: 6 };

/** Writes a small valid content set into a fresh temp dir and returns its path. */
export async function writeSmallFixture(seed = 1): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lw-content-'));
  await writeContent(dir, generateContent({ seed, scale: 1, counts: SMALL_COUNTS }));
  return dir;
}

export const readJson = async <T = Record<string, unknown>>(dir: string, rel: string): Promise<T> =>
  JSON.parse(await fs.readFile(path.join(dir, rel), 'utf8')) as T;

export const writeJson = (dir: string, rel: string, value: unknown): Promise<void> =>
  fs.writeFile(path.join(dir, rel), `${JSON.stringify(value, null, 2)}\n`);
