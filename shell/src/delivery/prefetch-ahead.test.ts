import { prefetchAheadPlugin, prefetchRemote } from './prefetch-ahead';

type CreateLink = (args: {
  url: string;
  attrs?: Record<string, string>;
  remoteInfo?: { name: string };
  resourceContext?: { initiator: string };
}) => HTMLLinkElement | undefined;

const createLink = prefetchAheadPlugin().createLink as unknown as CreateLink;
const ROUTES = 'http://localhost:3002/9091.0123456789.js';
/** What the MF runtime's preloadRemote asks for each JS chunk of an expose. */
const chunkPreload = (name: string, url = ROUTES) => ({
  url,
  attrs: { rel: 'preload', as: 'script' },
  remoteInfo: { name },
  resourceContext: { initiator: 'preloadRemote' },
});

/** A runtime whose preloadRemote stays under way until `finish()`, creating its links through the plugin meanwhile. */
function pendingRuntime() {
  let finish!: (error?: Error) => void;
  const requests: unknown[] = [];
  const mf = {
    preloadRemote: (options: unknown) => {
      requests.push(options);
      return new Promise<void>((resolve, reject) => (finish = (error) => (error ? reject(error) : resolve())));
    },
  };
  return { mf, requests, finish: (error?: Error) => finish(error) };
}

describe('prefetchAheadPlugin', () => {
  it("leaves the runtime's preloads alone when nothing is fetched ahead (the landing section's)", () => {
    expect(createLink(chunkPreload('prayers'))).toBeUndefined();
  });

  it("makes the chunk links of a remote fetched ahead prefetches, and only that remote's", async () => {
    const { mf, requests, finish } = pendingRuntime();
    const done = prefetchRemote(mf as never, 'prayers');
    expect(requests).toEqual([[{ nameOrAlias: 'prayers', exposes: ['./routes'] }]]);

    const link = createLink(chunkPreload('prayers'));
    expect(link?.getAttribute('rel')).toBe('prefetch');
    expect(link?.getAttribute('as')).toBe('script');
    expect(link?.getAttribute('href')).toBe(ROUTES);
    // The landing section's preload in the meantime, a stylesheet, a link of loadRemote: untouched.
    expect(createLink(chunkPreload('characters', 'http://localhost:3001/9091.abcdef0123.js'))).toBeUndefined();
    expect(createLink({ ...chunkPreload('prayers'), attrs: { rel: 'stylesheet', type: 'text/css' } })).toBeUndefined();
    expect(createLink({ ...chunkPreload('prayers'), resourceContext: { initiator: 'loadRemote' } })).toBeUndefined();

    finish();
    await done;
    expect(createLink(chunkPreload('prayers'))).toBeUndefined();
  });

  it('forgets a remote whose fetch ahead failed, and keeps one that another fetch still holds', async () => {
    const first = pendingRuntime();
    const second = pendingRuntime();
    const a = prefetchRemote(first.mf as never, 'tower');
    const b = prefetchRemote(second.mf as never, 'tower');
    first.finish(new Error('offline'));
    await expect(a).rejects.toThrow('offline');
    expect(createLink(chunkPreload('tower'))?.getAttribute('rel')).toBe('prefetch');
    second.finish();
    await b;
    expect(createLink(chunkPreload('tower'))).toBeUndefined();
  });
});
