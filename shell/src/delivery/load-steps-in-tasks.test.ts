import { hasResolved } from '../test-support/has-resolved';
import { loadStepsInTasks } from './load-steps-in-tasks';

type Hook = (args?: object) => Promise<unknown>;

/** A `next` that resolves only when the test says so, and counts its calls. */
function heldTask() {
  const releases: Array<() => void> = [];
  const next = () => new Promise<void>((resolve) => releases.push(resolve));
  return { next, releases, releaseAll: () => releases.splice(0).forEach((release) => release()) };
}

// Every pending promise step runs before this macrotask-free check returns.
const settled = (promise: Promise<unknown>) => hasResolved(promise);

describe('loadStepsInTasks', () => {
  it.each(['beforeInitContainer', 'beforeLoadShare', 'beforeGetExpose', 'beforeExecuteFactory'] as const)(
    '%s goes on only in a task after the step before it',
    async (name) => {
      const task = heldTask();
      const hook = loadStepsInTasks(task.next)[name] as unknown as Hook;
      const args = { pkgName: 'react', id: 'tower/routes' };
      const step = hook(args);
      expect(await settled(step)).toBe(false);
      expect(task.releases).toHaveLength(1);
      task.releaseAll();
      expect(await settled(step)).toBe(true);
    },
  );

  it('hands the runtime its arguments back where the hook is a waterfall', async () => {
    const task = heldTask();
    const plugin = loadStepsInTasks(task.next);
    const args = { pkgName: 'react', shareInfo: {}, shared: {}, origin: {} };
    const share = (plugin.beforeLoadShare as unknown as Hook)(args);
    const init = (plugin.beforeInitContainer as unknown as Hook)(args);
    task.releaseAll();
    await expect(share).resolves.toBe(args);
    await expect(init).resolves.toBe(args);
  });

  it('uses a task of its own by default (a message, or a timer where there are no message channels)', async () => {
    jest.useFakeTimers();
    try {
      const step = (loadStepsInTasks().beforeGetExpose as unknown as Hook)({});
      expect(await settled(step)).toBe(false);
      jest.runOnlyPendingTimers();
      expect(await settled(step)).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });
});
