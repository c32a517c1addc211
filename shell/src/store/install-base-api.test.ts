import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from 'shared-ui/api/base-api';
import { installBaseApi } from './install-base-api';

describe('installBaseApi', () => {
  it('adds the shared RTK Query api to a store that started without it, once', async () => {
    const store = createAppStore();
    expect((store.getState() as Record<string, unknown>)[baseApi.reducerPath]).toBeUndefined();
    const first = installBaseApi(store);
    expect(installBaseApi(store)).toBe(first);
    await first;
    expect((store.getState() as Record<string, unknown>)[baseApi.reducerPath]).toMatchObject({ queries: {}, mutations: {} });
  });
});
