import { canPrefetch, createPrefetchQueue } from './prefetch-policy';

describe('canPrefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g' }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('%p -> %p', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected);
  });
});

describe('createPrefetchQueue', () => {
  it('runs at most 4 at once and each key once', async () => {
    const resolvers: Array<() => void> = [];
    const started: string[] = [];
    const queue = createPrefetchQueue((key) => {
      started.push(key);
      return new Promise<void>((resolve) => resolvers.push(resolve));
    });
    for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'a', 'b']) queue.request(key);
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(queue.active).toBe(4);
    resolvers.shift()!();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('may try a failed key again', async () => {
    let calls = 0;
    const queue = createPrefetchQueue(async () => {
      calls += 1;
      throw new Error('offline');
    });
    queue.request('x');
    await new Promise((r) => setTimeout(r, 0));
    queue.request('x');
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
  });
});
