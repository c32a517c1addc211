const create = jest.fn();
jest.mock('./federation-instance', () => ({ createShellFederation: () => create() }));

import { federation } from './federation';

describe('federation', () => {
  it('creates one instance and hands it to every caller', async () => {
    create.mockReturnValue({ name: 'shell' });
    const [a, b] = await Promise.all([federation(), federation()]);
    expect(a).toBe(b);
    expect(await federation()).toBe(a);
    expect(create).toHaveBeenCalledTimes(1);
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
