import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { nextTask } from 'shared-ui/scheduling/in-task-of-its-own';

/**
 * A section's load is a chain of promise steps: its entry runs, its container is initialised, each
 * shared module it uses is resolved, its module's chunk arrives and that module is evaluated. Steps
 * whose files are already there would run back to back in one task, a long one on a phone; here
 * each of them starts in a task of its own. Registered globally, so the remotes' own runtime
 * instances (which resolve their shared modules) apply it too.
 */
export function loadStepsInTasks(next: () => Promise<void> = nextTask): ModuleFederationRuntimePlugin {
  return {
    name: 'load-steps-in-tasks',
    async beforeInitContainer(args) {
      await next();
      return args;
    },
    async beforeLoadShare(args) {
      await next();
      return args;
    },
    async beforeGetExpose() {
      await next();
    },
    async beforeExecuteFactory() {
      await next();
    },
  };
}
