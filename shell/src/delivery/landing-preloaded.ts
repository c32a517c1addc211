import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { SECTIONS } from 'shared-domain/federation/sections';
import { serverRenderedSection } from './server-rendered';
import { wasRetried } from '../federation/fresh-entry-after-retry';

interface PreloadOp {
  nameOrAlias?: string;
  exposes?: string[];
  recordPreloadedAssets?: boolean;
}

/**
 * When a remote module loads, the runtime works out and preloads the files of that module from
 * the remote's manifest (its snapshot plugin, the ops marked `recordPreloadedAssets`). A page the
 * server rendered already lists the files of its section's `./routes` among what it preloads once
 * painted, so for that one load the work is skipped: on a phone it is a long task in the middle of
 * the load. Every other load (another module, another remote, a later page) is left to the runtime,
 * and so is a Retry: the page's own preloads failed then, and the runtime's loads the files afresh
 * (fresh-entry-after-retry.ts).
 */
export function landingPreloadedPlugin(landing: string | null = serverRenderedSection()): ModuleFederationRuntimePlugin {
  let container: string | null = SECTIONS.find((s) => s.id === landing)?.container ?? null;
  return {
    name: 'landing-preloaded',
    beforePreloadRemote({ preloadOps }) {
      const ops = preloadOps as PreloadOp[];
      if (container === null || wasRetried(container)) return;
      const index = ops.findIndex(
        (op) =>
          op.recordPreloadedAssets === true && op.nameOrAlias === container && op.exposes?.length === 1 && op.exposes[0] === './routes',
      );
      if (index >= 0) {
        ops.splice(index, 1);
        container = null;
      }
    },
  };
}
