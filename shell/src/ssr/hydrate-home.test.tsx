import { setImmediate as nodeSetImmediate, clearImmediate as nodeClearImmediate } from 'node:timers';
// jsdom hides Node's setImmediate, which fastify needs to answer in this same process.
Object.assign(globalThis, { setImmediate: nodeSetImmediate, clearImmediate: nodeClearImmediate });

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import type { HomeResponse } from 'shared-domain/schemas/api/general';
import { setServerRenderedAt } from 'shared-domain/time/clock';
import { testApp } from '../../../api-mock/src/test-support/test-app';
import { AppTree } from '../app-tree';
import { createPageChanges } from '../chrome/deploy/page-changes';
import { resetInlinedHomeForTests } from '../pages/home/inlined-home';
import { createShellStore } from '../store/shell-store';
import { renderHome } from './render-home';

jest.setTimeout(30_000);

let home: HomeResponse;
beforeAll(async () => {
  const { app } = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  home = JSON.parse(
    await new Promise<string>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port, path: '/api/general/home' }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve(text));
      }).on('error', reject);
    }),
  ) as HomeResponse;
  await app.close();
}, 60_000);

/** The page as the shell's server sends it: the payload in its JSON element. */
function inline() {
  resetInlinedHomeForTests();
  document.getElementById('home-data')?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = 'home-data';
  el.textContent = JSON.stringify(home);
  document.head.append(el);
}

const RENDERED = Date.UTC(2026, 10, 23, 1, 46, 9);

afterEach(() => {
  setServerRenderedAt(null);
  jest.useRealTimers();
});

describe('the server-rendered home in the browser', () => {
  it('hydrates without a difference although the browser is a little later, then shows the time now', async () => {
    inline();
    const serverHtml = renderHome(home, RENDERED);
    inline();
    document.body.innerHTML = `<div id="root">${serverHtml}</div>`;
    const root = document.getElementById('root')!;
    const dailyReset = () => screen.getByRole('region', { name: 'Daily reset' });
    expect(dailyReset()).toHaveTextContent('0d 22h 13m 51s');

    jest.useFakeTimers({ now: RENDERED + 1_700 });
    setServerRenderedAt(RENDERED);
    const errors: unknown[] = [];
    const store = createShellStore();
    await act(async () => {
      hydrateRoot(root, <AppTree store={store} pages={createPageChanges('/')} router={(children) => <BrowserRouter>{children}</BrowserRouter>} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    // Hydrated: the clock runs from now (1.7 s later), the desktop bar alone is left (no matchMedia here: wide).
    await act(async () => {
      jest.advanceTimersByTime(300);
    });
    expect(dailyReset()).toHaveTextContent('0d 22h 13m 49s');
    expect(screen.getAllByRole('navigation', { name: 'Main' })).toHaveLength(1);
    expect(root.querySelector('.narrowOnly, .wideOnly')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();
  });
});
