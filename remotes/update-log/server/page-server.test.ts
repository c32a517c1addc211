import { pageServer } from './page-server';

describe('the update log’s first data', () => {
  it('is the newest page of updates', () => {
    expect(pageServer.firstData(new URL('http://shell.test/update-log'))).toEqual(['/api/general/updates']);
    expect(pageServer.firstData(new URL('http://shell.test/update-log/x'))).toEqual([]);
  });
});
