import { get, post, requestFor } from './endpoint';

describe('requestFor', () => {
  it('fills path parameters (URL-encoded) and sends the other declared arguments as the query', () => {
    const e = get<unknown, { type: string; id?: number }>('/prayers/get-special/{type}', ['id']);
    expect(requestFor(e, { type: 'standard', id: 7 })).toEqual({ url: '/prayers/get-special/standard', method: 'GET', params: { id: 7 } });
    expect(requestFor(e, { type: 'a/b' })).toEqual({ url: '/prayers/get-special/a%2Fb', method: 'GET' });
  });

  it('leaves out undefined query values and arguments it does not declare', () => {
    const e = get<unknown, { last?: number }>('/general/updates', ['last']);
    expect(requestFor(e, undefined)).toEqual({ url: '/general/updates', method: 'GET' });
    expect(requestFor(e, { last: undefined })).toEqual({ url: '/general/updates', method: 'GET' });
    expect(requestFor(e, { last: 0 })).toEqual({ url: '/general/updates', method: 'GET', params: { last: 0 } });
    expect(requestFor(get<unknown>('/general/home'), { stray: 1 })).toEqual({ url: '/general/home', method: 'GET' });
  });

  it('sends a POST argument as the JSON body', () => {
    const body = { id: 1, type: 'single', sbNo: -1, suNo: -1, pullNo: 0 };
    expect(requestFor(post<unknown, typeof body>('/prayers/roll'), body)).toEqual({ url: '/prayers/roll', method: 'POST', body });
  });
});
