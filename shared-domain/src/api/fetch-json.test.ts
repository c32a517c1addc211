import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { fetchJson } from './fetch-json';

const api = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: jest.fn(),
  getState: () => ({}),
  extra: undefined,
  endpoint: 'x',
  type: 'query',
} as BaseQueryApi;
const BASE = 'http://api.test/api';

/** A fetch answering `response()`, recording each request. */
const answering = (response: () => Response) => {
  const requests: Request[] = [];
  const fetchFn = (async (request: Request) => {
    requests.push(request);
    return response();
  }) as unknown as typeof fetch;
  return { fetchFn, requests };
};

describe('fetchJson', () => {
  it('GETs base + path with the defined parameters and returns the parsed body', async () => {
    const { fetchFn, requests } = answering(() => new Response('{"content":[1,2]}', { status: 200 }));
    const result = await fetchJson({ baseUrl: `${BASE}/`, fetchFn })(
      { url: '/prayers/get-list-2', params: { last: 441, skip: undefined } },
      api,
      {},
    );
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET http://api.test/api/prayers/get-list-2?last=441']);
    expect(result.data).toEqual({ content: [1, 2] });
    expect(result.error).toBeUndefined();
  });

  it('adds parameters to a path that has a query already, and takes a bare string as the path', async () => {
    const { fetchFn, requests } = answering(() => new Response('null'));
    await fetchJson({ baseUrl: BASE, fetchFn })({ url: 'a?b=1', params: { c: 'd e' } }, api, {});
    await fetchJson({ baseUrl: BASE, fetchFn })('/general/home', api, {});
    expect(requests.map((r) => r.url)).toEqual(['http://api.test/api/a?b=1&c=d+e', 'http://api.test/api/general/home']);
  });

  it('POSTs an object as JSON', async () => {
    const { fetchFn, requests } = answering(() => new Response('{"ok":true}'));
    const body = { id: 5, type: 'multi', pullNo: 0 };
    await fetchJson({ baseUrl: BASE, fetchFn })({ url: '/prayers/roll', method: 'POST', body }, api, {});
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    expect(await requests[0]!.text()).toBe('{"id":5,"type":"multi","pullNo":0}');
  });

  it('reads the body once: the response is never cloned', async () => {
    let cloned = 0;
    const { fetchFn } = answering(() => {
      const response = new Response('{"a":1}');
      const clone = response.clone.bind(response);
      response.clone = () => {
        cloned++;
        return clone();
      };
      return response;
    });
    expect((await fetchJson({ baseUrl: BASE, fetchFn })('/x', api, {})).data).toEqual({ a: 1 });
    expect(cloned).toBe(0);
  });

  it('gives a non-2xx answer its status and parsed body, an empty body null', async () => {
    const failing = answering(() => new Response('{"error":"NotFound","message":"No prayer 9"}', { status: 404 }));
    expect((await fetchJson({ baseUrl: BASE, fetchFn: failing.fetchFn })('/x', api, {})).error).toEqual({
      status: 404,
      data: { error: 'NotFound', message: 'No prayer 9' },
    });
    const empty = answering(() => new Response('', { status: 503 }));
    expect((await fetchJson({ baseUrl: BASE, fetchFn: empty.fetchFn })('/x', api, {})).error).toEqual({ status: 503, data: null });
  });

  it('reports a body that is not JSON as PARSING_ERROR with its text, and no answer as FETCH_ERROR', async () => {
    const html = answering(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const parsing = (await fetchJson({ baseUrl: BASE, fetchFn: html.fetchFn })('/x', api, {})).error;
    expect(parsing).toMatchObject({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>' });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect((await fetchJson({ baseUrl: BASE, fetchFn: down })('/x', api, {})).error).toEqual({
      status: 'FETCH_ERROR',
      error: 'TypeError: fetch failed',
    });
  });

  it('parses with the parser it is given, awaited, and reports its failure as PARSING_ERROR', async () => {
    const seen: string[] = [];
    const parseJson = async (text: string) => {
      seen.push(text);
      await new Promise((r) => setTimeout(r, 0));
      return JSON.parse(text) as unknown;
    };
    const ok = answering(() => new Response('{"content":[\n1,\n2\n]}'));
    expect((await fetchJson({ baseUrl: BASE, fetchFn: ok.fetchFn, parseJson })('/x', api, {})).data).toEqual({ content: [1, 2] });
    expect(seen).toEqual(['{"content":[\n1,\n2\n]}']);
    const broken = answering(() => new Response('{"content":[\n1,\n'));
    expect((await fetchJson({ baseUrl: BASE, fetchFn: broken.fetchFn, parseJson })('/x', api, {})).error).toMatchObject({
      status: 'PARSING_ERROR',
      originalStatus: 200,
      data: '{"content":[\n1,\n',
    });
  });
});
