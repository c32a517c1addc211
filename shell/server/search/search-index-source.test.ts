/** @jest-environment node */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SearchDocument } from 'shared-domain/federation/search-document';
import { readIndexFile } from '../../src/search/search-index-file';
import { buildIndexes, searchIndexSource } from './search-index-source';

const doc = (id: string, spoiler = false): SearchDocument => ({
  id,
  group: 'floors',
  title: id,
  names: [id],
  url: `/${id}`,
  ...(spoiler ? { spoiler } : {}),
});

describe('the built indexes', () => {
  it('are two files named by their content’s hash, compressed once: one without spoilers, one with them', async () => {
    const built = await buildIndexes([doc('floors:1'), doc('floors:210', true)]);
    expect(readIndexFile(JSON.parse(built.global.text))?.map((d) => d.id)).toEqual(['floors:1']);
    expect(readIndexFile(JSON.parse(built.jp.text))?.map((d) => d.id)).toEqual(['floors:1', 'floors:210']);
    expect(built.global.etag).toBe(`"${built.global.hash}"`);
    expect(built.global.hash).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(built.global.hash).not.toBe(built.jp.hash);
    expect((await buildIndexes([doc('floors:1')])).global.hash).toBe(built.global.hash);
    expect(gunzipSync(built.jp.gzip).toString()).toBe(built.jp.text);
    expect(brotliDecompressSync(built.jp.br).toString()).toBe(built.jp.text);
  });
});

describe('the index source', () => {
  it('makes the index at the first request and again when the content’s version changes', async () => {
    let version = 'a';
    let t = 0;
    const made: string[] = [];
    const current = searchIndexSource({
      version: () => version,
      now: () => t,
      collect: async () => {
        made.push(version);
        return { documents: [doc(`floors:${made.length}`)], complete: true };
      },
    });
    const first = await current();
    expect(readIndexFile(JSON.parse(first!.global.text))?.[0]?.id).toBe('floors:1');
    t = 1_000;
    expect(await current()).toBe(first);
    version = 'b';
    // The request that finds it old gets the last index; the next gets the new one.
    expect(await current()).toBe(first);
    const second = await current.refresh();
    expect(readIndexFile(JSON.parse(second!.global.text))?.[0]?.id).toBe('floors:2');
    expect(made).toEqual(['a', 'b']);
  });

  it('keeps the last index when a run fails, and answers null before any', async () => {
    const logged: string[] = [];
    const failing = searchIndexSource({
      version: () => 'a',
      collect: async () => Promise.reject(new Error('API down')),
      log: (m) => logged.push(m),
    });
    expect(await failing()).toBeNull();
    expect(logged).toEqual(['[search] the index could not be made: API down']);
  });
});
