import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { remotePageAssetsSource, shellPreloadAssetsSource } from './preload-sources';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const assets = (file: string) => ({ routes: { files: [file], shared: [] }, pages: [] });

describe('shellPreloadAssetsSource', () => {
  it('reads the manifest, again once the file changes, and gives null while it is missing or broken', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'preload-'));
    const file = path.join(dist, 'preload-assets.json');
    const read = shellPreloadAssetsSource(dist);
    expect(read()).toBeNull();
    fs.writeFileSync(file, JSON.stringify({ entry: ['main.1.js'], groups: {}, shares: {} }));
    expect(read()?.entry).toEqual(['main.1.js']);
    fs.writeFileSync(file, JSON.stringify({ entry: ['main.2.js'], groups: {}, shares: {} }));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(read()?.entry).toEqual(['main.2.js']);
    fs.writeFileSync(file, '{ not json');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(read()).toBeNull();
    fs.rmSync(dist, { recursive: true });
  });
});

describe('remotePageAssetsSource', () => {
  const manifest = 'http://localhost:3001/app/mf-manifest.json';

  it('answers at once from what it knows and fetches page-assets.json beside the manifest in the background, once', async () => {
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(assets('1.js'))));
    const source = remotePageAssetsSource({ fetchImpl: fetchImpl as unknown as typeof fetch, now: () => 0 });
    expect(source(manifest)).toBeNull();
    expect(source(manifest)).toBeNull();
    await flush();
    await flush();
    expect(source(manifest)?.routes.files).toEqual(['1.js']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String((fetchImpl.mock.calls[0] as unknown[])[0])).toBe('http://localhost:3001/app/page-assets.json');
  });

  it('asks again once its answer is older than maxAgeMs (a remote is redeployed on its own)', async () => {
    let now = 0;
    let file = '1.js';
    const fetchImpl = jest.fn(async () => new Response(JSON.stringify(assets(file))));
    const source = remotePageAssetsSource({ fetchImpl: fetchImpl as unknown as typeof fetch, now: () => now, maxAgeMs: 10_000 });
    source(manifest);
    await flush();
    await flush();
    file = '2.js';
    now = 9_000;
    expect(source(manifest)?.routes.files).toEqual(['1.js']);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    now = 10_001;
    expect(source(manifest)?.routes.files).toEqual(['1.js']);
    await flush();
    await flush();
    expect(source(manifest)?.routes.files).toEqual(['2.js']);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('retries an unreachable or broken remote after a second, not after maxAgeMs', async () => {
    let now = 0;
    let fail = true;
    const fetchImpl = jest.fn(async () => {
      if (fail) throw new Error('ECONNREFUSED');
      return new Response(JSON.stringify(assets('1.js')));
    });
    const source = remotePageAssetsSource({ fetchImpl: fetchImpl as unknown as typeof fetch, now: () => now, maxAgeMs: 10_000 });
    source(manifest);
    await flush();
    now = 900;
    expect(source(manifest)).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    fail = false;
    now = 1_100;
    source(manifest);
    await flush();
    await flush();
    expect(source(manifest)?.routes.files).toEqual(['1.js']);

    const broken = remotePageAssetsSource({
      fetchImpl: (async () => new Response('nope', { status: 404 })) as unknown as typeof fetch,
      now: () => 0,
    });
    broken(manifest);
    await flush();
    await flush();
    expect(broken(manifest)).toBeNull();
  });
});
