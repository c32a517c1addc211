import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { resetInlinedHomeForTests } from './inlined-home';
import { inlineHomePayload } from './test-support/inline-home-payload';
import { useHomeData, type HomeDataReport } from './use-home-data';

jest.mock('shared-ui/hooks/idle-moments', () => ({ engagedAndQuiet: () => Promise.resolve() }));

const mockLoad = { fails: 0 };

/** The live layer once its code loads: it reports an answer of its own. */
function MockLive({ report }: { report: HomeDataReport }) {
  useEffect(() => {
    const data = { serverVersion: 'live' } as unknown as HomeResponse;
    report({ data, currentData: data, isLoading: false, isFetching: false, isError: false, error: undefined, refetch: () => undefined });
  }, [report]);
  return null;
}

// Its code fails to load while `fails` lasts.
jest.mock('./live-home-data', () => {
  if (mockLoad.fails > 0) {
    mockLoad.fails -= 1;
    throw new Error('Loading chunk 633 failed. (timeout)');
  }
  return { __esModule: true, default: MockLive };
});

/** The home's data blocks reduced to what they show: the answer's version, the error, or a wait. */
function Home() {
  const { state, live, seed, report, LiveHomeData } = useHomeData();
  const data = state.data as { serverVersion?: string } | undefined;
  return (
    <>
      {live ? (
        <Suspense fallback={null}>
          <LiveHomeData seed={seed} report={report} />
        </Suspense>
      ) : null}
      <p>{state.isError ? `error: ${(state.error as Error).message}` : data ? `data ${data.serverVersion}` : 'waiting'}</p>
      <button type="button" onClick={state.refetch}>
        Retry
      </button>
    </>
  );
}

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

afterEach(() => {
  resetInlinedHomeForTests();
  jest.resetModules();
});

describe('the home when the live data layer fails to load', () => {
  it('keeps the data the server inlined on show, with no error', async () => {
    mockLoad.fails = 1;
    inlineHomePayload({ serverVersion: 'inlined' } as unknown as HomeResponse);
    render(<Home />);
    await settle();
    expect(screen.getByText('data inlined')).toBeTruthy();
  });

  it('without inlined data, shows the failure, and Retry loads the layer again', async () => {
    mockLoad.fails = 1;
    render(<Home />);
    await settle();
    expect(screen.getByText('error: Loading chunk 633 failed. (timeout)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('waiting')).toBeTruthy();
    await settle();
    expect(screen.getByText('data live')).toBeTruthy();
  });

  it('with inlined data, Retry after a failed load brings the live layer in', async () => {
    mockLoad.fails = 1;
    inlineHomePayload({ serverVersion: 'inlined' } as unknown as HomeResponse);
    render(<Home />);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('data inlined')).toBeTruthy();
    await settle();
    expect(screen.getByText('data live')).toBeTruthy();
  });
});
