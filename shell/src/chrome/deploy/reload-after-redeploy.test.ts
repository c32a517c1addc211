import { createMemoryRouter } from 'react-router-dom';
import { createClock } from 'shared-domain/time/clock';
import { reloadAfterRedeploy } from './reload-after-redeploy';

const HOUR = 3_600_000;
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-22T19:00:00Z') });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => jest.useRealTimers());

function setup(deployed: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/', element: null },
      { path: '/characters', element: null },
      { path: '/prayers', element: null },
    ],
    { initialEntries: ['/'] },
  );
  const reload = jest.fn();
  const fetchManifest = jest.fn(async () => ({ entry: deployed }));
  const clock = createClock({
    now: () => Date.now(),
    setTimeout: (cb, ms) => setTimeout(cb, ms),
    clearTimeout: (h) => clearTimeout(h as number),
  });
  const stop = reloadAfterRedeploy(router, { clock, fetchManifest, running: ['/main.aaaaaaaaaa.js'], reload });
  return { router, reload, fetchManifest, stop };
}

describe('reloadAfterRedeploy', () => {
  it('after the hourly check finds a new shell, the next page change loads the site afresh', async () => {
    const { router, reload, fetchManifest } = setup(['/main.bbbbbbbbbb.js']);
    await router.navigate('/characters');
    expect(reload).not.toHaveBeenCalled();
    jest.advanceTimersByTime(HOUR);
    await flush();
    expect(fetchManifest).toHaveBeenCalledTimes(1);
    // A query change (a filter, the character modal) is not a page change.
    await router.navigate('/characters?character=1001');
    expect(reload).not.toHaveBeenCalled();
    await router.navigate('/prayers');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads while the deployed shell is the running one', async () => {
    const { router, reload, fetchManifest } = setup(['/main.aaaaaaaaaa.js']);
    for (let hour = 0; hour < 3; hour += 1) {
      jest.advanceTimersByTime(HOUR);
      await flush();
    }
    await router.navigate('/prayers');
    expect(fetchManifest).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });
});
