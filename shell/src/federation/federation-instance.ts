import { createInstance } from '@module-federation/runtime';
import { freshEntryAfterRetry } from './fresh-entry-after-retry';
import { shellShares } from './shell-shares';

/** The shell's federation runtime: no remotes until /remotes.json names them, every share its own. */
export const createShellFederation = () =>
  createInstance({ name: 'shell', remotes: [], shared: shellShares(), shareStrategy: 'loaded-first', plugins: [freshEntryAfterRetry()] });
