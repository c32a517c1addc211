import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from 'shared-ui/api/base-api';
import { installBaseApi } from './install-base-api';
import { inTaskOfItsOwn } from 'shared-ui/scheduling/in-task-of-its-own';

describe('installBaseApi', () => {
  it('adds the shared RTK Query api to a store that started without it, once', async () => {
    const store = createAppStore();
    expect((store.getState() as Record<string, unknown>)[baseApi.reducerPath]).toBeUndefined();
    const first = installBaseApi(store);
    expect(installBaseApi(store)).toBe(first);
    await first;
    expect((store.getState() as Record<string, unknown>)[baseApi.reducerPath]).toMatchObject({ queries: {}, mutations: {} });
  });

  it('joins the store in a task after the one its chunk arrives in', async () => {
    const store = createAppStore();
    const order: string[] = [];
    const unsubscribe = store.subscribe(() => {
      if ((store.getState() as Record<string, unknown>)[baseApi.reducerPath] && !order.includes('installed')) order.push('installed');
    });
    const installing = installBaseApi(store);
    inTaskOfItsOwn(() => order.push('other task'));
    await installing;
    unsubscribe();
    expect(order).toEqual(['other task', 'installed']);
  });
});
