import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';
import { useTowerDetailQuery } from '../api/towers-api';
import { QueryView, type QueryViewResult } from './query-view';

const idle = { isError: false, isFetching: false, refetch: jest.fn() };
const view = (result: QueryViewResult<{ n: number } | null>, extra: { isEmpty?: (d: { n: number } | null) => boolean } = {}) =>
  render(
    <QueryView result={result} nullText="tower detail data is null" skeletonHeight={400} label="Loading floor" {...extra}>
      {(data) => <p>n = {data.n}</p>}
    </QueryView>,
  );

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('QueryView', () => {
  it('shows a skeleton of the final size while loading', () => {
    view({ ...idle, isFetching: true });
    const skeleton = screen.getByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveStyle({ height: '400px' });
    expect(skeleton).toHaveTextContent('Loading floor…');
  });

  it('renders the data', () => {
    view({ ...idle, data: { n: 3 }, currentData: { n: 3 } });
    expect(screen.getByText('n = 3')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the server's message and a Retry button that refetches; details go to the console", () => {
    const refetch = jest.fn();
    const error = { status: 404, data: { error: 'Not Found', message: 'floor: no floor 99 (floors are 1..60)' } };
    view({ isError: true, isFetching: false, error, refetch });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('floor: no floor 99 (floors are 1..60)');
    expect(alert).toHaveStyle({ minHeight: '400px' });
    expect(consoleError).toHaveBeenCalledWith('[api] request failed:', error);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the skeleton again while a retry is in flight', () => {
    view({ ...idle, isError: true, isFetching: true, error: { status: 500 } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('shows the null text for a null answer, and for an answer the caller calls empty', () => {
    const { unmount } = view({ ...idle, data: null, currentData: null });
    expect(screen.getByText('tower detail data is null')).toBeInTheDocument();
    unmount();
    view({ ...idle, data: { n: 0 }, currentData: { n: 0 } }, { isEmpty: (d) => d?.n === 0 });
    expect(screen.getByText('tower detail data is null')).toBeInTheDocument();
  });

  it("uses 'data is null' by default", () => {
    render(
      <QueryView result={{ ...idle, data: null }} skeletonHeight="20rem">
        {() => 'x'}
      </QueryView>,
    );
    expect(screen.getByText('data is null')).toBeInTheDocument();
  });

  it('does not show data of other arguments while the current ones load', () => {
    view({ ...idle, isFetching: true, data: { n: 1 }, currentData: undefined });
    expect(screen.queryByText('n = 1')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});

describe('QueryView with a real hook', () => {
  afterEach(() => configureBaseQuery({}));

  function Floor({ floor }: { floor: number }) {
    const result = useTowerDetailQuery({ floor });
    return (
      <QueryView result={result} nullText="tower detail data is null" skeletonHeight={300}>
        {(data) => <p>Loaded {data.lastUpdate}</p>}
      </QueryView>
    );
  }

  it('an error, then Retry, then the data', async () => {
    const answers = [
      new Response(JSON.stringify({ error: 'Not Found', message: 'floor: no floor 2 yet' }), { status: 404 }),
      new Response(JSON.stringify({ content: null, lastUpdate: 7 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    ];
    const fetchFn = jest.fn(async () => answers.shift()!);
    // Validation off: this answer is deliberately not a full floor (the real API is tested in api-hooks.test).
    configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
    const store = createAppStore({ api: baseApi, settings: DEFAULT_SETTINGS });
    render(
      <Provider store={store}>
        <Floor floor={2} />
      </Provider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('floor: no floor 2 yet'));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Loaded 7')).toBeInTheDocument();
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
