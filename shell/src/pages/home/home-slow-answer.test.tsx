import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
// jsdom hides Node's setImmediate, which fastify needs to answer in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { configureBaseQuery } from 'shared-domain/api/base-query';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { createClock } from 'shared-domain/time/clock';
import { createTestTimeSource } from 'shared-domain/time/test-clock';
import { renderRoutes } from 'shared-ui/dev/render-with-providers';
import { ClockContext } from 'shared-ui/hooks/use-clock';
import { HomeDataBlocks } from './home-data-blocks';
import { resetInlinedHomeForTests } from './inlined-home';
import { apiHomePayload } from './test-support/api-home-payload';

const SLOW_TEXT = 'The server is slow to answer. Still waiting…';

let home: HomeResponse;
beforeAll(async () => {
  home = await apiHomePayload();
});
afterEach(() => configureBaseQuery({}));

/** The home without an inlined payload (the server's API call timed out), before an API that holds every request. */
function mountBeforeHeldApi() {
  resetInlinedHomeForTests();
  document.getElementById('home-data')?.remove();
  const calls: { request: Request; answer: () => void }[] = [];
  const fetchFn = jest.fn(
    (request: Request) =>
      new Promise<Response>((resolve) => {
        calls.push({
          request,
          answer: () => resolve(new Response(JSON.stringify(home), { status: 200, headers: { 'content-type': 'application/json' } })),
        });
      }),
  );
  configureBaseQuery({ baseUrl: 'http://api.test/api', fetchFn: fetchFn as unknown as typeof fetch, validate: false });
  const time = createTestTimeSource(Date.parse('2026-11-24T12:00:00Z'));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <ClockContext value={createClock(time)}>
            <HomeDataBlocks />
          </ClockContext>
        ),
      },
    ],
    '/',
  );
  return { calls, time };
}

describe('home data blocks before an API that does not answer', () => {
  it('say the server is slow after 8 s; Retry sends the request again and its answer shows', async () => {
    const { calls, time } = mountBeforeHeldApi();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.request.url).toBe('http://api.test/api/general/home');
    act(() => time.advance(7_000));
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
    act(() => time.advance(1_000));
    expect(screen.getByText(SLOW_TEXT)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.request.cache).toBe('no-store');
    calls[1]!.answer();
    expect(await screen.findByRole('region', { name: 'Playable characters' })).toBeInTheDocument();
    expect(screen.queryByText(SLOW_TEXT)).not.toBeInTheDocument();
  });

  it('show the late answer to the first request', async () => {
    const { calls, time } = mountBeforeHeldApi();
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => time.advance(8_000));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    calls[0]!.answer();
    expect(await screen.findByRole('region', { name: 'Playable characters' })).toBeInTheDocument();
  });
});
