import { createHedgedRequests, pageHedgedRequests } from './hedged-request';

type Result = { data?: string; error?: string };

/** Attempts the test answers by hand, in any order. */
function controlledAttempts() {
  const calls: { again: boolean; signal: AbortSignal; answer: (r: Result) => void; fail: (e: unknown) => void }[] = [];
  const attempt = (signal: AbortSignal, again: boolean) =>
    new Promise<Result>((answer, fail) => {
      calls.push({ again, signal, answer, fail });
    });
  return { calls, attempt };
}

/** The promise's outcome so far (without waiting for it). */
async function peek<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown; settled: boolean }> {
  const pending = Symbol('pending');
  try {
    const value = await Promise.race([promise, Promise.resolve().then(() => pending)]);
    return value === pending ? { settled: false } : { value: value as T, settled: true };
  } catch (error) {
    return { error, settled: true };
  }
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('hedged requests', () => {
  it('runs one attempt, and one more on each again() while unanswered', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run('r1', new AbortController().signal, attempt);
    expect(calls.map((c) => c.again)).toEqual([false]);
    expect(hedges.pending()).toBe(1);
    expect(hedges.again('r1')).toBe(true);
    expect(hedges.again('r1')).toBe(true);
    expect(calls.map((c) => c.again)).toEqual([false, true, true]);
    calls[1]!.answer({ data: 'second' });
    expect(await answer).toEqual({ data: 'second' });
    expect(hedges.pending()).toBe(0);
  });

  it('takes a late answer to the first attempt when it comes before the retry', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run('r1', new AbortController().signal, attempt);
    hedges.again('r1');
    calls[0]!.answer({ data: 'first' });
    expect(await answer).toEqual({ data: 'first' });
    // The retry is not needed any more: its request is aborted.
    expect(calls[1]!.signal.aborted).toBe(true);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('ignores an error while another attempt may still answer', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run('r1', new AbortController().signal, attempt);
    hedges.again('r1');
    calls[0]!.answer({ error: 'gateway timeout' });
    await flush();
    expect((await peek(answer)).settled).toBe(false);
    calls[1]!.answer({ data: 'second' });
    expect(await answer).toEqual({ data: 'second' });
  });

  it('gives the last error when every attempt failed', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run('r1', new AbortController().signal, attempt);
    hedges.again('r1');
    calls[1]!.answer({ error: 'second failed' });
    await flush();
    calls[0]!.fail(new Error('first threw'));
    await expect(answer).rejects.toThrow('first threw');
  });

  it('has nothing to send again once answered, or for an unknown key', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run('r1', new AbortController().signal, attempt);
    calls[0]!.answer({ data: 'x' });
    await answer;
    expect(hedges.again('r1')).toBe(false);
    expect(hedges.again('other')).toBe(false);
    expect(calls).toHaveLength(1);
  });

  it('runs a call without a key once, outside the registry', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const answer = hedges.run(undefined, new AbortController().signal, attempt);
    expect(hedges.pending()).toBe(0);
    calls[0]!.answer({ data: 'x' });
    expect(await answer).toEqual({ data: 'x' });
  });

  it('aborts every attempt when the request is dropped', async () => {
    const hedges = createHedgedRequests();
    const { calls, attempt } = controlledAttempts();
    const dropped = new AbortController();
    const answer = hedges.run('r1', dropped.signal, attempt);
    hedges.again('r1');
    dropped.abort();
    expect(calls.map((c) => c.signal.aborted)).toEqual([true, true]);
    for (const c of calls) c.fail(new DOMException('aborted', 'AbortError'));
    await expect(answer).rejects.toThrow('aborted');
  });

  it('keeps two requests apart', async () => {
    const hedges = createHedgedRequests();
    const a = controlledAttempts();
    const b = controlledAttempts();
    const answerA = hedges.run('a', new AbortController().signal, a.attempt);
    void hedges.run('b', new AbortController().signal, b.attempt);
    hedges.again('a');
    expect(a.calls).toHaveLength(2);
    expect(b.calls).toHaveLength(1);
    a.calls[0]!.answer({ data: 'a' });
    await answerA;
    expect(hedges.pending()).toBe(1);
  });

  it('has one registry per page', () => {
    expect(pageHedgedRequests()).toBe(pageHedgedRequests());
  });
});
