import type { ModuleFederation } from '@module-federation/runtime';

let instance: Promise<ModuleFederation> | null = null;

/**
 * The Module Federation runtime (≈28 KB gzip) and the shell's share table, loaded the first time
 * a remote is needed: a page of the shell itself (home, settings, menu) never downloads them.
 */
export function federation(): Promise<ModuleFederation> {
  instance ??= import('./federation-instance').then(({ createShellFederation }) => createShellFederation());
  return instance;
}
