import { createInstance, registerGlobalPlugins } from '@module-federation/runtime';
import { freshEntryAfterRetry } from './fresh-entry-after-retry';
import { hostSharesFirst } from './host-shares-first';
import { shellShares, shellShareVersions } from './shell-shares';

/** The shell's federation runtime: no remotes until /remotes.json names them, every share its own. */
export const createShellFederation = () => {
  // Global, so each remote's own runtime instance (created when its entry runs) applies it too.
  registerGlobalPlugins([hostSharesFirst(shellShareVersions())]);
  return createInstance({ name: 'shell', remotes: [], shared: shellShares(), shareStrategy: 'loaded-first', plugins: [freshEntryAfterRetry()] });
};
