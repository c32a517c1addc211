import fs from 'node:fs';
import { parseRemotesManifest } from '../src/federation/remotes-manifest';

type RemotesJson = Record<string, { name: string; entry: string }>;

export interface RemotesFileOptions {
  /** How often the file's modification time is looked at (a render never waits for more). */
  checkEveryMs?: number;
  now?: () => number;
  log?: (message: string) => void;
}

/**
 * The remotes of a `remotes.json` file (the one nginx serves to browsers), followed as it is edited:
 * rolling a remote back there reaches the servers' renders too. A file that cannot be read, or names
 * a section without an entry, is reported and the last good remotes stay.
 */
export function remotesFromFile(file: string, fallback: RemotesJson, options: RemotesFileOptions = {}): () => RemotesJson {
  const { checkEveryMs = 1_000, now = Date.now, log = (message) => console.error(message) } = options;
  let current = fallback;
  let seenMtime = -1;
  let checkedAt = -Infinity;
  const read = () => {
    let mtime: number;
    try {
      mtime = fs.statSync(file).mtimeMs;
    } catch {
      if (seenMtime !== -2) log(`remotes file ${file} cannot be read; keeping the remotes in use`);
      seenMtime = -2;
      return;
    }
    if (mtime === seenMtime) return;
    seenMtime = mtime;
    try {
      const raw: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const { errors } = parseRemotesManifest(raw);
      if (errors.length > 0) throw new Error(errors.join('; '));
      current = raw as RemotesJson;
    } catch (error) {
      log(`remotes file ${file} is not valid (${error instanceof Error ? error.message : String(error)}); keeping the remotes in use`);
    }
  };
  return () => {
    const t = now();
    if (t - checkedAt >= checkEveryMs) {
      checkedAt = t;
      read();
    }
    return current;
  };
}
