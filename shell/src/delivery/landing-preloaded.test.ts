import { markRetried } from '../federation/fresh-entry-after-retry';
import { landingPreloadedPlugin } from './landing-preloaded';

// The op the runtime's snapshot plugin emits when a remote module loads (runtime-core's
// plugins/snapshot), and the one an explicit preloadRemote call passes (prefetch-ahead.ts).
const onLoad = (nameOrAlias: string, expose = './routes') => ({
  nameOrAlias,
  exposes: [expose],
  resourceCategory: 'sync',
  share: false,
  depsRemote: false,
  recordPreloadedAssets: true,
});
const explicit = (nameOrAlias: string) => ({ nameOrAlias, exposes: ['./routes'] });

function emit(plugin: ReturnType<typeof landingPreloadedPlugin>, preloadOps: object[]) {
  const hook = plugin.beforePreloadRemote as (args: { preloadOps: object[] }) => unknown;
  hook({ preloadOps });
  return preloadOps;
}

describe('landingPreloadedPlugin', () => {
  it("skips the load-time preload of the server-rendered section's routes, once", () => {
    const plugin = landingPreloadedPlugin('story-cards');
    expect(emit(plugin, [onLoad('story_cards')])).toEqual([]);
    // A later load (the remote's entry fetched afresh after a redeploy) works its files out again.
    expect(emit(plugin, [onLoad('story_cards')])).toEqual([onLoad('story_cards')]);
  });

  it('leaves other remotes, other modules and explicit preloads to the runtime', () => {
    const plugin = landingPreloadedPlugin('story-cards');
    expect(emit(plugin, [onLoad('prayers')])).toEqual([onLoad('prayers')]);
    expect(emit(plugin, [onLoad('story_cards', './card-modal')])).toEqual([onLoad('story_cards', './card-modal')]);
    expect(emit(plugin, [explicit('story_cards')])).toEqual([explicit('story_cards')]);
  });

  it('skips nothing on a page the browser renders', () => {
    const plugin = landingPreloadedPlugin(null);
    expect(emit(plugin, [onLoad('story_cards')])).toEqual([onLoad('story_cards')]);
  });

  it("leaves a Retry's load to the runtime: the page's own preloads of that remote failed", () => {
    const plugin = landingPreloadedPlugin('update-log');
    markRetried('update_log');
    expect(emit(plugin, [onLoad('update_log')])).toEqual([onLoad('update_log')]);
  });
});
