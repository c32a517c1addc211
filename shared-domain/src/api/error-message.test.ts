import { errorMessage } from './error-message';

describe('errorMessage', () => {
  it.each([
    [
      'the server message of an API error',
      { status: 404, data: { error: 'Not Found', message: 'id: no character 5' } },
      'id: no character 5',
    ],
    ['a status when the body has no message', { status: 502, data: '<html>' }, 'The server answered 502.'],
    ['a blank server message falls back to the status', { status: 500, data: { error: 'x', message: ' ' } }, 'The server answered 500.'],
    [
      'a network failure',
      { status: 'FETCH_ERROR', error: 'TypeError: fetch failed' },
      'The server could not be reached. Check your connection and retry.',
    ],
    [
      'an unreadable body',
      { status: 'PARSING_ERROR', originalStatus: 200, data: 'x', error: 'SyntaxError' },
      'The server sent an answer that could not be read.',
    ],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }, 'The server took too long to answer.'],
    [
      'a custom error',
      { status: 'CUSTOM_ERROR', error: 'The response of home does not match the API contract' },
      'The response of home does not match the API contract',
    ],
    ['a serialized thrown error', { name: 'Error', message: 'boom' }, 'boom'],
    ['anything else', 'weird', 'Something went wrong while loading this data.'],
    ['undefined', undefined, 'Something went wrong while loading this data.'],
  ])('%s', (_, error, expected) => {
    expect(errorMessage(error)).toBe(expected);
  });
});
