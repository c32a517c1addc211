import fs from 'node:fs';
import path from 'node:path';
import { Lru } from './lru';

export interface StylesheetSourceOptions {
  /** The shell's build: its own stylesheets (`/main.….css`) are read from here. */
  dist: string;
  fetchImpl?: typeof fetch;
  /** Stylesheets kept (content-hashed names: one never changes, so only their number is bounded). */
  maxEntries?: number;
}

const HASHED = /\.[0-9a-f]{8,}\.css$/;

/**
 * The text of a page's stylesheets, by the URLs its HTML would link: the shell's own from its
 * build, a remote's from its origin. A server-rendered page carries them inline, so it paints as
 * soon as its HTML has arrived instead of after one more connection and round trip per origin.
 * Null for one that cannot be had (then the page links it, as before). Content-hashed files are
 * kept, since one never changes; others are read each time.
 */
export function createStylesheetSource({ dist, fetchImpl = fetch, maxEntries = 200 }: StylesheetSourceOptions) {
  const kept = new Lru<string, Promise<string | null>>(maxEntries);
  const load = async (href: string): Promise<string | null> => {
    try {
      if (href.startsWith('/')) {
        const root = path.resolve(dist);
        const file = path.resolve(root, `.${path.posix.normalize(href)}`);
        if (!file.startsWith(root + path.sep)) return null;
        return await fs.promises.readFile(file, 'utf8');
      }
      const response = await fetchImpl(href, { signal: AbortSignal.timeout(1_000) });
      return response.ok ? await response.text() : null;
    } catch {
      return null;
    }
  };
  return (href: string): Promise<string | null> => {
    if (!HASHED.test(href)) return load(href);
    let text = kept.get(href);
    if (!text) {
      text = load(href);
      kept.set(href, text);
      void text.then((t) => t === null && kept.delete(href));
    }
    return text;
  };
}
