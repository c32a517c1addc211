import { shouldRetry } from './retry-rule';

describe('shouldRetry', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a GET on %i', (status) => {
    expect(shouldRetry('GET', status)).toBe(true);
    expect(shouldRetry(undefined, status)).toBe(true);
  });
  it.each([400, 401, 403, 404, 413, 501, 505, 'FETCH_ERROR'])('does not retry a GET on %p', (status) => {
    expect(shouldRetry('GET', status)).toBe(false);
  });
  it('never retries a POST', () => {
    expect(shouldRetry('POST', 503)).toBe(false);
  });
});
