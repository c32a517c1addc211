import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
// jsdom hides Node's setImmediate, which fastify needs to answer in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { apiHomePayload } from '../pages/home/test-support/api-home-payload';
import { inlineHomePayload } from '../pages/home/test-support/inline-home-payload';
import { createShellStore } from '../store/shell-store';
import { renderHome } from './render-home';

let home: HomeResponse;
beforeAll(async () => {
  home = await apiHomePayload();
});

const RENDERED = Date.UTC(2026, 10, 23, 1, 46, 9);

let hydrated: Root | null = null;
afterEach(() => {
  // Unmounted while its fake timers still run: the page clock's timer goes with its last listener.
  act(() => hydrated?.unmount());
  hydrated = null;
  setServerRenderedAt(null);
  jest.useRealTimers();
});

const dailyReset = () => screen.getByRole('region', { name: 'Daily reset' });

/** The home rendered on the server at RENDERED, hydrated by a browser visiting at `visitMs`; the errors React recovered from. */
async function hydrateAt(visitMs: number) {
  inlineHomePayload(home);
  const serverHtml = renderHome(home, RENDERED);
  inlineHomePayload(home);
  document.body.innerHTML = `<div id="root">${serverHtml}</div>`;
  const root = document.getElementById('root')!;
  expect(dailyReset()).toHaveTextContent('0d 22h 13m 51s');

  jest.useFakeTimers({ now: visitMs });
  setServerRenderedAt(RENDERED);
  const errors: unknown[] = [];
  const store = createShellStore();
  await act(async () => {
    hydrated = hydrateRoot(
      root,
      <AppTree store={store} pages={createPageChanges('/')} locale="en" router={(children) => <BrowserRouter>{children}</BrowserRouter>} />,
      {
        onRecoverableError: (error) => errors.push(error),
      },
    );
  });
  await act(async () => {
    jest.advanceTimersByTime(300);
  });
  return { root, errors };
}

describe('the server-rendered home in the browser', () => {
  it('hydrates without a difference although the browser is a little later, then shows the time now', async () => {
    const { root, errors } = await hydrateAt(RENDERED + 1_700);
    expect(errors).toEqual([]);
    // Hydrated: the clock runs from now (2 s later), the desktop bar alone is left (no matchMedia here: wide).
    expect(dailyReset()).toHaveTextContent('0d 22h 13m 49s');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(root.querySelector('.narrowOnly, .wideOnly')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });

  it('hydrates an HTML kept by a cache for minutes without a difference, then shows the time now', async () => {
    // A page kept by the origin's cache and nginx's stale-while-revalidate: 3 minutes old at the visit.
    const { errors } = await hydrateAt(RENDERED + 180_000 + 1_700);
    expect(errors).toEqual([]);
    // Hydrated: the clock runs from now (3 min 2 s after the render).
    expect(dailyReset()).toHaveTextContent('0d 22h 10m 49s');
  });
});
