import { errorMessage } from 'shared-domain/api/error-message';
import { catalogue } from 'shared-ui/messages/catalogue';
import { errorText } from './error-text';

const ERRORS: Array<[string, unknown]> = [
  ['a server message', { status: 404, data: { error: 'Not Found', message: 'floor: no floor 99' } }],
  ['a status alone', { status: 503 }],
  ['no connection', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
  ['an unreadable answer', { status: 'PARSING_ERROR', error: 'SyntaxError' }],
  ['a timeout', { status: 'TIMEOUT_ERROR', error: 'AbortError' }],
  ['a library error', { status: 'CUSTOM_ERROR', error: 'boom' }],
  ['a thrown Error', new Error('exploded')],
  ['nothing known', undefined],
];

describe('errorText', () => {
  it.each(ERRORS)('says %s in English as errorMessage does', (_, error) => {
    expect(errorText(error, catalogue.in('en'))).toBe(errorMessage(error));
  });

  it('says the sentences in Japanese, and what the server or library wrote as it came', async () => {
    await catalogue.load('ja');
    const t = catalogue.in('ja');
    expect(ERRORS.map(([, error]) => errorText(error, t))).toEqual([
      'floor: no floor 99',
      'サーバーがエラー 503 を返しました。',
      'サーバーに接続できませんでした。接続を確認して再試行してください。',
      'サーバーの応答を読み取れませんでした。',
      'サーバーの応答に時間がかかりすぎました。',
      'boom',
      'exploded',
      'データの読み込み中にエラーが発生しました。',
    ]);
  });
});
