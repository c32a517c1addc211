/** @jest-environment node */
const create = jest.fn();
jest.mock('./federation-instance', () => ({ createShellFederation: () => create() }));

import { federation } from './federation';
import { inTaskOfItsOwn } from 'shared-ui/scheduling/in-task-of-its-own';

describe('federation', () => {
  it('creates one instance and hands it to every caller', async () => {
    create.mockReturnValue({ name: 'shell' });
    const [a, b] = await Promise.all([federation(), federation()]);
    expect(a).toBe(b);
    expect(await federation()).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('federation, task by task', () => {
  it('makes the instance in a task after the one its chunk arrives in', async () => {
    await jest.isolateModulesAsync(async () => {
      const { federation: fresh } = await import('./federation');
      create.mockReset();
      const order: string[] = [];
      create.mockImplementation(() => {
        order.push('instance');
        return { name: 'shell' };
      });
      const made = fresh();
      // A task queued now runs before the instance is made: the chunk's arrival and the instance
      // are not one task.
      inTaskOfItsOwn(() => order.push('other task'));
      await made;
      expect(order).toEqual(['other task', 'instance']);
    });
  });
});

describe('federation after a failed download', () => {
  it('tries again on the next call instead of keeping the failure', async () => {
    await jest.isolateModulesAsync(async () => {
      const { federation: fresh } = await import('./federation');
      create.mockReset();
      create.mockImplementationOnce(() => {
        throw new Error('Loading chunk 42 failed');
      });
      create.mockReturnValue({ name: 'shell' });
      await expect(fresh()).rejects.toThrow('Loading chunk 42 failed');
      await expect(fresh()).resolves.toEqual({ name: 'shell' });
    });
  });
});
