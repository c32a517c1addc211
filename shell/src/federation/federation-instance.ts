import { createInstance, registerGlobalPlugins } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { freshEntryAfterRetry } from './fresh-entry-after-retry';
import { hostSharesFirst } from './host-shares-first';
import { landingPreloadedPlugin } from '../delivery/landing-preloaded';
import { loadStepsInTasks } from '../delivery/load-steps-in-tasks';
import { prefetchAheadPlugin } from '../delivery/prefetch-ahead';
import { shellShares, shellShareVersions } from './shell-shares';

/**
 * Remotes are built with `externalRuntime` (rspack.factory.mjs): their entries do not bundle the
 * MF runtime core but read it from this global, so it must be set before any remoteEntry runs.
 * One copy for the whole page, the one the shell's own instance uses.
 */
export function provideRuntimeCore(target: Record<string, unknown> = globalThis as unknown as Record<string, unknown>): void {
  target._FEDERATION_RUNTIME_CORE = runtimeCore;
}

/** The shell's federation runtime: no remotes until /remotes.json names them, every share its own. */
export const createShellFederation = () => {
  provideRuntimeCore();
  // Global, so each remote's own runtime instance (created when its entry runs) applies them too.
  registerGlobalPlugins([hostSharesFirst(shellShareVersions()), loadStepsInTasks()]);
  return createInstance({
    name: 'shell',
    remotes: [],
    shared: shellShares(),
    shareStrategy: 'loaded-first',
    plugins: [freshEntryAfterRetry(), prefetchAheadPlugin(), landingPreloadedPlugin()],
  });
};
