import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from '../api/base-api';
import { towersContract } from 'shared-domain/api/contract/towers';
import { injectContract } from '../api/contract-endpoints';
import { QueryView, type QueryViewResult } from './query-view';

// The tower's endpoints as its remote declares them (remotes/tower/src/towers-api.ts): any real hook does.
const { useTowerDetailQuery } = injectContract(towersContract);

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

// The wording: after about 8 s without an answer the area says so, with Retry, and waits on.
const SLOW_TEXT = 'The server is slow to answer. Still waiting…';
const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

describe('QueryView on a slow answer (time from fake timers)', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => jest.useRealTimers());

  it('says the server is slow after 8 s without an answer, with Retry, and keeps waiting', async () => {
    view({ ...idle, isFetching: true });
    await advance(7_999);
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await advance(1);
    const area = screen.getByRole('status');
    expect(area).toHaveTextContent(SLOW_TEXT);
    expect(area).toHaveAttribute('aria-busy', 'true');
    // Same box: nothing moves when the message comes.
    expect(area).toHaveStyle({ height: '400px' });
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the answer when it comes after the message', async () => {
    const { rerender } = view({ ...idle, isFetching: true });
    await advance(9_000);
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument();
    rerender(
      <QueryView result={{ ...idle, data: { n: 5 }, currentData: { n: 5 } }} skeletonHeight={400}>
        {(data) => <p>n = {data.n}</p>}
      </QueryView>,
    );
    expect(screen.getByText('n = 5')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
  });

  it('Retry without a request in flight refetches, and the wait starts again', async () => {
    const refetch = jest.fn();
    view({ ...idle, isFetching: true, refetch });
    await advance(8_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    await advance(7_000);
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument();
  });

  it('is not slow for an error (it has its own Retry) nor for data being refreshed', async () => {
    const { unmount } = view({ ...idle, isError: true, error: { status: 500 } });
    await advance(10_000);
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    unmount();
    view({ ...idle, isFetching: true, data: { n: 2 }, currentData: { n: 2 } });
    await advance(10_000);
    expect(screen.getByText('n = 2')).toBeInTheDocument();
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
  });
});

describe('QueryView with a real hook and an API that does not answer', () => {
  beforeEach(() => jest.useFakeTimers({ now: T0 }));
  afterEach(() => {
    jest.useRealTimers();
    configureBaseQuery({});
  });

  const FLOOR = { content: null, lastUpdate: 7 };

  /** A fetch that holds every request until the test answers it. */
  function heldApi() {
    const calls: { request: Request; answer: () => void }[] = [];
    const fetchFn = jest.fn(
      (request: Request) =>
        new Promise<Response>((resolve) => {
          calls.push({
            request,
            answer: () => resolve(new Response(JSON.stringify(FLOOR), { status: 200, headers: { 'content-type': 'application/json' } })),
          });
        }),
    );
    configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
    const store = createAppStore({ api: baseApi, settings: DEFAULT_SETTINGS });
    render(
      <Provider store={store}>
        <Floor />
      </Provider>,
    );
    return calls;
  }

  function Floor() {
    const result = useTowerDetailQuery({ floor: 3 });
    return (
      <QueryView result={result} nullText="tower detail data is null" skeletonHeight={300}>
        {(data) => <p>Loaded {data.lastUpdate}</p>}
      </QueryView>
    );
  }

  it('Retry sends the request again; the late answer to the first one still shows', async () => {
    const calls = heldApi();
    await advance(8_000);
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    expect(calls.map((c) => `${c.request.url} ${c.request.cache}`)).toEqual([
      'http://api.test/api/towers/get-detail?floor=3 default',
      'http://api.test/api/towers/get-detail?floor=3 no-store',
    ]);
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    calls[0]!.answer();
    expect(await screen.findByText('Loaded 7')).toBeInTheDocument();
  });

  it("Retry's answer shows when the first request never answers", async () => {
    const calls = heldApi();
    await advance(8_000);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await advance(0);
    calls[1]!.answer();
    expect(await screen.findByText('Loaded 7')).toBeInTheDocument();
    expect(calls[0]!.request.signal.aborted).toBe(true);
  });
});
