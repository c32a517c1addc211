import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { createAppStore } from 'shared-domain/store/app-store';
import { generalApi } from 'shared-ui/api/general-api';
import { installBaseApi } from '../../store/install-base-api';
import LiveHomeData, { seedHomeCache } from './live-home-data';
import type { HomeDataState } from './use-home-data';

const SEED = { lastUpdate: 1, upcoming: [] } as unknown as HomeResponse;

describe('LiveHomeData', () => {
  afterEach(() => configureBaseQuery({}));

  it('reports the inlined payload from its first report on, never a state without data, and asks the API nothing', async () => {
    const fetchFn = jest.fn(() => new Promise<Response>(() => undefined));
    configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
    const reports: HomeDataState[] = [];
    await act(async () => {
      render(
        <Provider store={createAppStore()}>
          <LiveHomeData seed={SEED} report={(state) => reports.push(state)} />
        </Provider>,
      );
    });
    await waitFor(() => expect(reports.length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    for (const state of reports) {
      expect(state.data).toEqual(SEED);
      expect(state.isLoading).toBe(false);
    }
    expect(fetchFn).not.toHaveBeenCalled();
  });
});

describe('seedHomeCache', () => {
  it('leaves the home answered in the cache at once, with no pending state for a query to render', async () => {
    const store = createAppStore();
    await installBaseApi(store);
    seedHomeCache(store, SEED);
    const entry = generalApi.endpoints.home.select()(store.getState() as never);
    expect(entry.isSuccess).toBe(true);
    expect(entry.data).toEqual(SEED);
  });
});
