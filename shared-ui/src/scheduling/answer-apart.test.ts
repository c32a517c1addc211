import type { BaseQueryApi, BaseQueryFn } from '@reduxjs/toolkit/query';
import { answerApart } from './answer-apart';

const api = {} as BaseQueryApi;
const answering: BaseQueryFn = async () => ({ data: 'answer' });

describe('answerApart', () => {
  it('hands the answer over in a later task, not in the one that made it', async () => {
    let result: unknown = null;
    const pending = (answerApart(answering, true)('url', api, {}) as Promise<unknown>).then((r) => (result = r));
    // Every promise job of this task runs, and still no answer: it waits for a task of its own.
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    expect(result).toBeNull();
    await pending;
    expect(result).toEqual({ data: 'answer' });
  });

  it('leaves the query as it is where answers are not handed apart (the server, tests)', () => {
    expect(answerApart(answering, false)).toBe(answering);
    // Jest is no production build.
    expect(answerApart(answering)).toBe(answering);
  });
});
