import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { createPageChanges, usePageChanges, type PageChanges } from './page-changes';

let navigate: NavigateFunction;
function Reporter({ feed }: { feed: PageChanges }) {
  usePageChanges(feed);
  navigate = useNavigate();
  return null;
}

describe('page changes', () => {
  it('tells its listeners about each new pathname the router shows, not about query changes', async () => {
    const feed = createPageChanges('/');
    const seen: string[] = [];
    feed.subscribe(({ location }) => seen.push(location.pathname));
    render(
      <MemoryRouter initialEntries={['/']}>
        <Reporter feed={feed} />
      </MemoryRouter>,
    );
    await act(async () => navigate('/characters'));
    await act(async () => navigate('/characters?character=1001'));
    await act(async () => navigate('/prayers'));
    expect(seen).toEqual(['/characters', '/prayers']);
    expect(feed.state.location.pathname).toBe('/prayers');
  });

  it('stops telling a listener once it unsubscribes', () => {
    const feed = createPageChanges('/');
    const listener = jest.fn();
    const stop = feed.subscribe(listener);
    stop();
    feed.publish('/tower');
    expect(listener).not.toHaveBeenCalled();
  });
});
