import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createBaseQuery, hedgedBaseQuery } from './base-query';
import { createHedgedRequests } from './hedged-request';

const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NOT_RETRIED = [400, 401, 403, 404, 413, 422, 501, 505];

const apiFor = (endpoint: string, type: 'query' | 'mutation' = 'query'): BaseQueryApi => ({
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint,
  type,
});

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const errorBody = (status: number) => ({ error: `E${status}`, message: `failed with ${status}` });

/** A fetch that answers each call with the next status (the last one repeats), recording the requests. */
const fetchAnswering = (...statuses: number[]) => {
  const calls: Request[] = [];
  const fetchFn = jest.fn(async (input: RequestInfo | URL) => {
    calls.push(input as Request);
    const status = statuses[Math.min(calls.length - 1, statuses.length - 1)]!;
    return status === 200 ? jsonResponse(200, { ok: true }) : jsonResponse(status, errorBody(status));
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
};

/** Runs a base query call to the end, letting RTK's backoff timer fire. */
const run = async (promise: unknown) => {
  await jest.advanceTimersByTimeAsync(10_000);
  return promise;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const BASE = 'http://api.test/api';

describe('the base query retry rule', () => {
  it.each(RETRIED)('retries a GET once on %i, and succeeds if the second answer does', async (status) => {
    const { fetchFn, calls } = fetchAnswering(status, 200);
    const query = createBaseQuery({ baseUrl: BASE, fetchFn, validate: false });
    const result = await run(query({ url: '/x/y', params: { id: 1 } }, apiFor('y'), {}));
    expect(calls.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://api.test/api/x/y?id=1', 'GET http://api.test/api/x/y?id=1']);
    expect(result).toMatchObject({ data: { ok: true } });
  });

  it.each(RETRIED)('gives up after one retry on %i, with the server error', async (status) => {
    const { fetchFn, calls } = fetchAnswering(status);
    const query = createBaseQuery({ baseUrl: BASE, fetchFn, validate: false });
    const result = await run(query('/x', apiFor('x'), {}));
    expect(calls).toHaveLength(2);
    expect(result).toMatchObject({ error: { status, data: errorBody(status) } });
  });

  it.each(NOT_RETRIED)('does not retry a GET on %i', async (status) => {
    const { fetchFn, calls } = fetchAnswering(status, 200);
    const query = createBaseQuery({ baseUrl: BASE, fetchFn, validate: false });
    const result = await run(query('/x', apiFor('x'), {}));
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({ error: { status, data: errorBody(status) } });
  });

  it('does not retry a network failure', async () => {
    const fetchFn = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const query = createBaseQuery({ baseUrl: BASE, fetchFn: fetchFn as unknown as typeof fetch, validate: false });
    const result = await run(query('/x', apiFor('x'), {}));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(result).toMatchObject({ error: { status: 'FETCH_ERROR' } });
  });

  it.each(RETRIED)('never retries the roll POST (%i)', async (status) => {
    const { fetchFn, calls } = fetchAnswering(status, 200);
    const query = createBaseQuery({ baseUrl: BASE, fetchFn, validate: false });
    const body = { id: 1, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 };
    const result = await run(query({ url: '/prayers/roll', method: 'POST', body }, apiFor('roll', 'mutation'), {}));
    expect(calls.map((r) => r.method)).toEqual(['POST']);
    expect(result).toMatchObject({ error: { status } });
  });
});

describe('response validation against the contract (development and tests)', () => {
  const answering = (body: unknown) => jest.fn(async () => jsonResponse(200, body)) as unknown as typeof fetch;

  it('turns a response that does not match its schema into an error naming the field, without retrying', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchFn = answering({ content: [], isLast: 'no' });
    const query = createBaseQuery({ baseUrl: BASE, fetchFn });
    const result = (await run(query('/general/updates', apiFor('updates'), {}))) as { error: { status: string; error: string } };
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(result.error.status).toBe('CUSTOM_ERROR');
    expect(result.error.error).toMatch(/^The response of updates does not match the API contract: isLast: /);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('passes a matching response through', async () => {
    const query = createBaseQuery({ baseUrl: BASE, fetchFn: answering({ content: [], isLast: true }) });
    expect(await run(query('/general/updates', apiFor('updates'), {}))).toMatchObject({ data: { content: [], isLast: true } });
  });

  it('leaves endpoints outside the contract alone, and checks nothing when validation is off', async () => {
    const bad = { isLast: 'no' };
    expect(await run(createBaseQuery({ baseUrl: BASE, fetchFn: answering(bad) })('/z', apiFor('notInContract'), {}))).toMatchObject({
      data: bad,
    });
    expect(
      await run(createBaseQuery({ baseUrl: BASE, fetchFn: answering(bad), validate: false })('/z', apiFor('updates'), {})),
    ).toMatchObject({ data: bad });
  });
});

describe('pre-freezing answers (production default)', () => {
  beforeEach(() => jest.useRealTimers());

  const storeWith = async (preFreeze: boolean) => {
    const { configureStore } = await import('@reduxjs/toolkit');
    const { createApi } = await import('@reduxjs/toolkit/query');
    const body = {
      content: [
        { id: 1, tags: ['a'] },
        { id: 2, tags: ['b'] },
      ],
    };
    const fetchFn = (async () => jsonResponse(200, body)) as unknown as typeof fetch;
    const api = createApi({
      baseQuery: createBaseQuery({ baseUrl: BASE, fetchFn, validate: false, preFreeze }),
      endpoints: (build) => ({ list: build.query<typeof body, void>({ query: () => '/list' }) }),
    });
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (m) => m().concat(api.middleware) });
    const { data } = await store.dispatch(api.endpoints.list.initiate());
    return data!;
  };

  it('with preFreeze the stored answer is frozen at its root only: the store did not walk it', async () => {
    const data = await storeWith(true);
    expect(data.content).toHaveLength(2);
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data.content)).toBe(false);
    expect(Object.isFrozen(data.content[0])).toBe(false);
  });

  it('without it (development and tests) the store freezes every object of the answer', async () => {
    const data = await storeWith(false);
    expect(Object.isFrozen(data)).toBe(true);
    expect(Object.isFrozen(data.content)).toBe(true);
    expect(Object.isFrozen(data.content[0]!.tags)).toBe(true);
  });
});

describe('a pending request sent again (Retry on a slow answer)', () => {
  /** A fetch whose answers the test gives, request by request. */
  const heldFetch = () => {
    const calls: { request: Request; answer: (body: unknown) => void }[] = [];
    const fetchFn = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          calls.push({ request: input as Request, answer: (body) => resolve(jsonResponse(200, body)) });
        }),
    );
    return { calls, fetchFn: fetchFn as unknown as typeof fetch };
  };

  it("sends the same request past the HTTP cache, and takes the first answer, the first request's included", async () => {
    const { calls, fetchFn } = heldFetch();
    const hedges = createHedgedRequests();
    const query = hedgedBaseQuery(createBaseQuery({ baseUrl: BASE, fetchFn, validate: false }), () => 'req-1', hedges);
    const result = query({ url: '/prayers/get-list', params: { page: 2 } }, apiFor('prayerList'), {});
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(hedges.again('req-1')).toBe(true);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => `${c.request.method} ${c.request.url} ${c.request.cache}`)).toEqual([
      'GET http://api.test/api/prayers/get-list?page=2 default',
      'GET http://api.test/api/prayers/get-list?page=2 no-store',
    ]);
    calls[0]!.answer({ late: true });
    expect(await result).toMatchObject({ data: { late: true } });
    expect(calls[1]!.request.signal.aborted).toBe(true);
  });

  it('leaves a call without a key (a mutation) alone', async () => {
    const { calls, fetchFn } = heldFetch();
    const hedges = createHedgedRequests();
    const query = hedgedBaseQuery(createBaseQuery({ baseUrl: BASE, fetchFn, validate: false }), () => undefined, hedges);
    const result = query({ url: '/prayers/roll', method: 'POST', body: {} }, apiFor('roll', 'mutation'), {});
    await jest.advanceTimersByTimeAsync(0);
    expect(hedges.pending()).toBe(0);
    calls[0]!.answer({ ok: true });
    expect(await result).toMatchObject({ data: { ok: true } });
    expect(calls).toHaveLength(1);
  });
});
