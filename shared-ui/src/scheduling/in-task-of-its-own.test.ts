/** @jest-environment node */
import { inTaskOfItsOwn, nextTask } from './in-task-of-its-own';

describe('inTaskOfItsOwn', () => {
  it('runs the task later, not in the current one', async () => {
    const task = jest.fn();
    inTaskOfItsOwn(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
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
