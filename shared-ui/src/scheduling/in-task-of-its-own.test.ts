/** @jest-environment node */
import { inTaskOfItsOwn, nextTask } from './in-task-of-its-own';

describe('inTaskOfItsOwn', () => {
  it('runs the task later, not in the current one', async () => {
    const task = jest.fn();
    // Awaits the task itself: a timer set to wait for it can come first on a busy machine.
    const ran = new Promise<void>((resolve) =>
      inTaskOfItsOwn(() => {
        task();
        resolve();
      }),
    );
    expect(task).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(task).not.toHaveBeenCalled();
    await ran;
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('nextTask', () => {
  it('resolves after the current task and its microtasks, not within them', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
