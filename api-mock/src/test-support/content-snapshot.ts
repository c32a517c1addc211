import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every file under `dir`, by path relative to it, in one order. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** A digest of the names and bytes of each of `inputs`, and of every file under each one that is a folder. */
export function digestOfTrees(inputs: readonly string[]): string {
  const hash = createHash('sha256');
  for (const input of inputs) {
    hash.update(`\0${path.resolve(input)}\0`);
    if (!fs.statSync(input).isDirectory()) hash.update(fs.readFileSync(input));
    else for (const file of filesUnder(input)) hash.update(`\0${file}\0`).update(fs.readFileSync(path.join(input, file)));
  }
  return hash.digest('hex').slice(0, 32);
}

export interface SnapshotOptions<T, D> {
  /** What the value is made from (files and folders): the content and the code that reads it. Any change makes it anew. */
  inputs: readonly string[];
  load: () => Promise<T>;
  /** The value as plain data, kept as JSON (parsed in the test's own realm, unlike a V8 snapshot). */
  save: (value: T) => D;
  /** The value again from its data (its lookups, its freezing). */
  revive: (data: D) => T;
  /** Where snapshots are kept. */
  dir?: string;
  name: string;
}

/**
 * A value that takes seconds to make (the committed content, read and checked), kept on disk for
 * the test files that follow, as long as none of its inputs changed. Each
 * Jest test file is a module registry of its own, so without it every file read the content anew.
 * A snapshot that cannot be read is made again.
 */
export async function fromSnapshot<T, D>({ inputs, load, save, revive, dir = os.tmpdir(), name }: SnapshotOptions<T, D>): Promise<T> {
  const file = path.join(dir, `${name}-${digestOfTrees(inputs)}.json`);
  try {
    return revive(JSON.parse(fs.readFileSync(file, 'utf8')) as D);
  } catch {
    // None yet, or one cut short: made below.
  }
  const value = await load();
  // Written aside and renamed: a worker reading at the same time sees a whole snapshot or none.
  const partial = `${file}.${process.pid}.partial`;
  try {
    fs.writeFileSync(partial, JSON.stringify(save(value)));
    fs.renameSync(partial, file);
    // The snapshots of earlier inputs are no use any more: they would pile up in the temporary folder.
    for (const other of fs.readdirSync(dir))
      if (other.startsWith(`${name}-`) && other.endsWith('.json') && path.join(dir, other) !== file)
        fs.rmSync(path.join(dir, other), { force: true });
  } catch {
    fs.rmSync(partial, { force: true });
  }
  return value;
}
