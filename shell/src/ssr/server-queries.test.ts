import { settledQueries, SERVER_QUERIES_ELEMENT_ID, serverQueries, serverQueriesElement } from './server-queries';

describe('server queries', () => {
  it('lists the settled queries with their arguments, none for a query without; not the pending ones', () => {
    const api = {
      queries: {
        'storyCardList(undefined)': { status: 'fulfilled', endpointName: 'storyCardList' },
        'prayerDetail({"id":545})': { status: 'fulfilled', endpointName: 'prayerDetail', originalArgs: { id: 545 } },
        'towerDetail({"floor":2})': { status: 'pending', endpointName: 'towerDetail', originalArgs: { floor: 2 } },
        'updates({})': { status: 'rejected', endpointName: 'updates', originalArgs: {} },
        // Asked again after a 404, still holding it.
        'prayerDetail({"id":99999})': {
          status: 'pending',
          endpointName: 'prayerDetail',
          originalArgs: { id: 99999 },
          error: { status: 404 },
        },
      },
    };
    expect(settledQueries(api)).toEqual([
      { endpoint: 'storyCardList' },
      { endpoint: 'prayerDetail', args: { id: 545 } },
      { endpoint: 'updates', args: {} },
      { endpoint: 'prayerDetail', args: { id: 99999 } },
    ]);
    expect(settledQueries(undefined)).toEqual([]);
  });

  it('carries them in a JSON element no text can close, read back as written', () => {
    const queries = [{ endpoint: 'prayerList', args: { name: '</script><script>alert(1)</script>' } }];
    const element = serverQueriesElement(queries);
    expect(element).not.toContain('</script><script>');
    document.body.innerHTML = element;
    expect(document.getElementById(SERVER_QUERIES_ELEMENT_ID)?.getAttribute('type')).toBe('application/json');
    expect(serverQueries(document)).toEqual(queries);
  });

  it('reads nothing from a page without them, or with something else in their place', () => {
    const page = document.implementation.createHTMLDocument();
    expect(serverQueries(page)).toBeNull();
    const other = document.implementation.createHTMLDocument();
    other.body.innerHTML = `<script type="application/json" id="${SERVER_QUERIES_ELEMENT_ID}">{"not":"a list"}</script>`;
    expect(serverQueries(other)).toBeNull();
  });
});
