/** @jest-environment node */
import { inTaskOfItsOwn } from './in-task-of-its-own';

describe('inTaskOfItsOwn', () => {
  it('runs the task later, not in the current one', async () => {
    const task = jest.fn();
    inTaskOfItsOwn(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
