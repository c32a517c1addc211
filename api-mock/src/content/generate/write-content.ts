import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FOLDER_KINDS } from '../content-layout';

/**
 * Writes generated files under `outDir`. The generated folders (and meta/) are emptied first so no
 * stale file survives; anything else in outDir (e.g. a README) is left alone.
 */
export async function writeContent(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const folders = [...Object.values(FOLDER_KINDS).map((k) => k.folder), 'meta'];
  await fs.mkdir(outDir, { recursive: true });
  for (const folder of folders) {
    await fs.rm(path.join(outDir, folder), { recursive: true, force: true });
    await fs.mkdir(path.join(outDir, folder), { recursive: true });
  }
  const entries = [...files];
  for (let i = 0; i < entries.length; i += 128) {
    await Promise.all(entries.slice(i, i + 128).map(([rel, text]) => fs.writeFile(path.join(outDir, rel), text, 'utf8')));
  }
}
