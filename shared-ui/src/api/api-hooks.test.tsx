import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { API_CONTRACT } from 'shared-domain/api/contract/api-contract';
import { prayersContract } from 'shared-domain/api/contract/prayers';
import { storyCardsContract } from 'shared-domain/api/contract/story-cards';
import { towersContract } from 'shared-domain/api/contract/towers';
import { API_SCHEMAS } from 'shared-domain/api/contract/api-schemas';
import type { EndpointSchemas } from 'shared-domain/api/contract/endpoint-schemas';
import { DEFAULT_SETTINGS } from 'shared-domain/settings/settings-model';
import { createAppStore } from 'shared-domain/store/app-store';
import { baseApi } from './base-api';
import { charactersApi, useCharacterModalQuery, useForeverPrayerListQuery, useForeverPrayerQuery } from './characters-api';
import { generalApi, useHomeQuery, useLazyUpdatesQuery, useUpdatesQuery } from './general-api';
import { contractSamples, withRealApi } from '../dev/real-api';
import { injectContract } from './contract-endpoints';

// The section-only endpoints as their remotes declare them (remotes/<name>/src/<name>-api.ts).
const prayersApi = injectContract(prayersContract);
const towersApi = injectContract(towersContract);
const storyCardsApi = injectContract(storyCardsContract);
const { useRollMutation, useSpecialPrayerQuery } = prayersApi;
const { useTowerDetailQuery } = towersApi;

const api = withRealApi();

const newStore = () => createAppStore({ api: baseApi, settings: DEFAULT_SETTINGS });
const wrapperFor = (store: ReturnType<typeof newStore>) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

const APIS = { general: generalApi, characters: charactersApi, prayers: prayersApi, towers: towersApi, 'story-cards': storyCardsApi };

describe('every generated endpoint against the real API server', () => {
  it('answers every sample argument with data that passes its response schema', async () => {
    const store = newStore();
    const samples = contractSamples(api.content()) as Record<string, Record<string, unknown[]>>;
    const failures: string[] = [];
    let count = 0;
    for (const [domain, endpoints] of Object.entries(API_CONTRACT)) {
      for (const [name, endpoint] of Object.entries(endpoints)) {
        const api = APIS[domain as keyof typeof APIS] as unknown as { endpoints: Record<string, { initiate: (a: unknown) => unknown }> };
        const schemas = (API_SCHEMAS as Record<string, Record<string, EndpointSchemas>>)[domain]![name]!;
        for (const args of samples[domain]![name]!) {
          const dispatch = store.dispatch as (a: unknown) => Promise<{ data?: unknown; error?: unknown }>;
          const result = await dispatch(api.endpoints[name]!.initiate(args));
          if (result.error || !schemas.response.safeParse(result.data).success)
            failures.push(`${endpoint.method} ${name} ${JSON.stringify(args)}: ${JSON.stringify(result.error ?? 'schema')}`);
        }
        count++;
      }
    }
    expect(failures).toEqual([]);
    expect(count).toBe(32);
  });
});

describe('hooks', () => {
  it('useHomeQuery returns the home response', async () => {
    const { result } = renderHook(() => useHomeQuery(), { wrapper: wrapperFor(newStore()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.counter.gen).toBeGreaterThan(0);
    expect(typeof result.current.data!.lastUpdate).toBe('number');
  });

  it('useUpdatesQuery pages by the last loaded number (numbers as numbers)', async () => {
    const store = newStore();
    const { result } = renderHook(() => useUpdatesQuery(), { wrapper: wrapperFor(store) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const first = result.current.data!.content;
    const newest = [...api.content().updates].reverse();
    expect(first.map((u) => u.number)).toEqual(newest.slice(0, first.length).map((u) => u.number));
    const lazy = renderHook(() => useLazyUpdatesQuery(), { wrapper: wrapperFor(store) });
    let next: Awaited<ReturnType<(typeof lazy.result.current)[0]>> | undefined;
    await act(async () => {
      next = await lazy.result.current[0]({ last: first[first.length - 1]!.number });
    });
    expect(next!.data!.content[0]!.number).toBe(newest[first.length]!.number);
  });

  it('forever prayer: one path, the list without id and the detail with it', async () => {
    const wrapper = wrapperFor(newStore());
    const list = renderHook(() => useForeverPrayerListQuery(), { wrapper });
    const fp = api.content().foreverPrayers[0]!;
    const detail = renderHook(() => useForeverPrayerQuery({ id: fp.id }), { wrapper });
    await waitFor(() => expect(list.result.current.isSuccess && detail.result.current.isSuccess).toBe(true));
    expect(list.result.current.data!.content.length).toBe(api.content().foreverPrayers.length);
    expect(detail.result.current.data!.content.head.id).toBe(fp.id);
  });

  it('get-special/{type} fills the path parameter', async () => {
    const { result } = renderHook(() => useSpecialPrayerQuery({ type: 'standard' }), { wrapper: wrapperFor(newStore()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.content.prayerType).toBe('standard');
  });

  it("an unknown id gives the server's 404 message, not retried", async () => {
    const { result } = renderHook(() => useCharacterModalQuery({ id: 999_999 }), { wrapper: wrapperFor(newStore()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toEqual({ status: 404, data: { error: 'Not Found', message: 'id: no character 999999' } });
  });

  it('useTowerDetailQuery sends the floor as a query parameter', async () => {
    const { result } = renderHook(() => useTowerDetailQuery({ floor: 2 }), { wrapper: wrapperFor(newStore()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data!.content.floor).toBe(2);
  });

  it('useRollMutation posts the roll body; the same seed gives the same result', async () => {
    const wrapper = wrapperFor(newStore());
    const { result } = renderHook(() => useRollMutation(), { wrapper });
    const id = api.content().prayers.find((p) => p.pool)!.id;
    const body = { id, type: 'multi' as const, sbNo: -1, suNo: -1, pullNo: 0, seed: 42 };
    let a: unknown;
    let b: unknown;
    await act(async () => {
      a = await result.current[0](body).unwrap();
      b = await result.current[0](body).unwrap();
    });
    expect((a as { result: unknown[] }).result).toHaveLength(10);
    expect(b).toEqual(a);
  });
});

// Type-level checks: compiled by `tsc`, never run.
export function useTypeChecks(): void {
  // @ts-expect-error numbers are numbers
  useCharacterModalQuery({ id: '1' });
  // @ts-expect-error the id is required
  useForeverPrayerQuery();
  // @ts-expect-error no such special type
  useSpecialPrayerQuery({ type: 'nope' });
  // @ts-expect-error the home call takes no arguments
  useHomeQuery({ id: 1 });
  const home: number | undefined = useHomeQuery().data?.lastUpdate;
  void home;
}
