import type { ModuleFederation } from '@module-federation/runtime';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';

let instance: Promise<ModuleFederation> | null = null;

/**
 * The Module Federation runtime and the shell's share table, loaded the first time
 * a remote is needed: a page of the shell itself (home, settings, menu) fetches them only once
 * it has settled (`warmFederationRuntime`), never with its own first load.
 * A failed download is forgotten, so a section's Retry tries again.
 */
export function federation(): Promise<ModuleFederation> {
  if (!instance) {
    // Named so the shell's server can preload it on a section's landing page (landing-preload.ts).
    // The instance is made in a task after the chunk's own: on a phone each is tens of milliseconds.
    instance = import(/* webpackChunkName: "federation-runtime" */ './federation-instance').then(async ({ createShellFederation }) => {
      await nextTask();
      return createShellFederation();
    });
    instance.catch(() => {
      instance = null;
    });
  }
  return instance;
}
