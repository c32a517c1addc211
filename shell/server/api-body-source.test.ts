import { createApiBodySource } from './api-body-source';

/** A fetch whose answers the test hands out one by one. */
function controlledFetch() {
  const pending: ((body: string | null) => void)[] = [];
  const fetchImpl = (() =>
    new Promise<Response>((resolve, reject) => {
      pending.push((body) => (body === null ? reject(new Error('down')) : resolve(new Response(body, { status: 200 }))));
    })) as unknown as typeof fetch;
  return { fetchImpl, answer: (body: string | null) => pending.shift()!(body), waiting: () => pending.length };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** A source with a one-second window that hands out its last answer past it, on the test's clock. */
function staleSource(clock: { t: number }) {
  const api = controlledFetch();
  const source = createApiBodySource({
    apiUrl: 'http://api',
    path: '/api/x',
    maxAgeMs: 1000,
    staleWhileRevalidate: true,
    fetchImpl: api.fetchImpl,
    now: () => clock.t,
  });
  return { api, source };
}

describe('createApiBodySource with staleWhileRevalidate', () => {
  it('hands out the last answer at once past the window and the new one once it came', async () => {
    const clock = { t: 0 };
    const { api, source } = staleSource(clock);
    const first = source();
    api.answer('{"v":1}');
    expect(await first).toBe('{"v":1}');
    clock.t = 1500;
    // The API is asked again, but the caller does not wait for it.
    expect(await source()).toBe('{"v":1}');
    expect(api.waiting()).toBe(1);
    api.answer('{"v":2}');
    await settle();
    expect(await source()).toBe('{"v":2}');
    expect(api.waiting()).toBe(0);
  });

  it('keeps the last good answer when the API fails, and asks again on the next call', async () => {
    const clock = { t: 0 };
    const { api, source } = staleSource(clock);
    const first = source();
    api.answer('{"v":1}');
    await first;
    clock.t = 1500;
    expect(await source()).toBe('{"v":1}');
    api.answer(null);
    await settle();
    expect(await source()).toBe('{"v":1}');
    expect(api.waiting()).toBe(1);
  });

  it('waits for the first answer, and gives null when there never was a good one', async () => {
    const api = controlledFetch();
    const source = createApiBodySource({
      apiUrl: 'http://api',
      path: '/api/x',
      staleWhileRevalidate: true,
      fetchImpl: api.fetchImpl,
      now: () => 0,
    });
    const first = source();
    api.answer(null);
    expect(await first).toBeNull();
  });

  it('without the option, waits for the new answer past the window', async () => {
    let t = 0;
    const api = controlledFetch();
    const source = createApiBodySource({ apiUrl: 'http://api', path: '/api/x', maxAgeMs: 1000, fetchImpl: api.fetchImpl, now: () => t });
    const first = source();
    api.answer('{"v":1}');
    await first;
    t = 1500;
    const second = source();
    api.answer('{"v":2}');
    expect(await second).toBe('{"v":2}');
  });
});
