/** @jest-environment node */
import { pageManifestsSource } from './page-manifests';

const manifest = (title: string) => ({
  version: 1,
  section: 'update-log',
  menuGroup: { title: 'Site', icon: 'menu' },
  nav: null,
  pages: [{ path: '/update-log', title, description: '', menu: null, aliases: [] }],
});

const REMOTES = { 'update-log': { entry: 'http://remote.test/u/mf-manifest.json' }, tower: { entry: 'http://down.test/mf-manifest.json' } };

describe('pageManifestsSource', () => {
  let body: unknown;
  let asked: string[];
  let t: number;
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    if (url.startsWith('http://down.test/')) throw new Error('refused');
    return new Response(JSON.stringify(body));
  }) as typeof fetch;
  const source = () => pageManifestsSource({ remotes: () => REMOTES, fetchImpl, now: () => t, maxAgeMs: 10_000 });

  beforeEach(() => {
    body = manifest('Update Log');
    asked = [];
    t = 0;
  });

  it("reads each configured remote's pages.json beside its mf-manifest.json, leaving out one that cannot be read", async () => {
    const known = await source()();
    expect(asked.sort()).toEqual(['http://down.test/pages.json', 'http://remote.test/u/pages.json']);
    expect(known.list.map((m) => m.section)).toEqual(['update-log']);
    expect(JSON.parse(known.json)).toEqual([manifest('Update Log')]);
  });

  it('answers from what it knows while fresh, and reads a redeployed remote again after maxAge', async () => {
    const manifests = source();
    const first = await manifests();
    body = manifest('Changes');
    t = 5_000;
    expect(await manifests()).toBe(first); // the same object while nothing changed
    t = 20_000;
    expect((await manifests()).list[0]?.pages[0]?.title).toBe('Update Log'); // stale: answered at once, read again meanwhile
    await new Promise((r) => setTimeout(r, 10));
    expect((await manifests()).list[0]?.pages[0]?.title).toBe('Changes');
    expect(manifests.latest().list[0]?.pages[0]?.title).toBe('Changes');
  });

  it('refuses a manifest for another section than remotes.json loads it for', async () => {
    body = { ...manifest('Update Log'), section: 'prayers' };
    expect((await source()()).list).toEqual([]);
  });
});
