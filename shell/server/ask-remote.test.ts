/** @jest-environment node */
import { askRemote } from './ask-remote';

describe('askRemote', () => {
  it("gives the function's value, sync or async", async () => {
    expect(await askRemote(() => 3, 50, jest.fn())).toEqual({ value: 3 });
    expect(await askRemote(async () => ['a'], 50, jest.fn())).toEqual({ value: ['a'] });
  });

  it("is 'late' when the answer does not come within the wait", async () => {
    expect(await askRemote(() => new Promise<number>(() => undefined), 20, jest.fn())).toBe('late');
  });

  it("is 'failed' with the error's message told when the function throws or rejects", async () => {
    const told = jest.fn();
    expect(
      await askRemote(
        () => {
          throw new Error('boom');
        },
        50,
        told,
      ),
    ).toBe('failed');
    expect(await askRemote(() => Promise.reject(new Error('gone')), 50, told)).toBe('failed');
    expect(told.mock.calls).toEqual([['boom'], ['gone']]);
  });

  it('waits as long as it takes without a limit', async () => {
    const slow = new Promise<string>((resolve) => setTimeout(resolve, 30, 'done'));
    expect(await askRemote(() => slow, null, jest.fn())).toEqual({ value: 'done' });
  });
});
