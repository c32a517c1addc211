import { act, render } from '@testing-library/react';
import { forgetVisitorForTests, INPUT_QUIET_MS } from './idle-moments';
import { useIdlePreload } from './use-idle-preload';

function Preloader({ load }: { load: () => Promise<unknown> }) {
  useIdlePreload(load);
  return null;
}

const setConnection = (connection: { saveData?: boolean; effectiveType?: string } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

describe('useIdlePreload', () => {
  let idle: Array<() => void>;
  beforeEach(() => {
    jest.useFakeTimers();
    forgetVisitorForTests();
    idle = [];
    (window as unknown as { requestIdleCallback: (fn: () => void) => void }).requestIdleCallback = (fn) => void idle.push(fn);
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    setConnection(undefined);
  });
  // The page's load (jsdom: already complete), then idle moments: each round runs those asked for so far.
  const runIdle = () =>
    act(async () => {
      for (let round = 0; round < 3; round += 1) {
        idle.splice(0).forEach((fn) => fn());
        await jest.advanceTimersByTimeAsync(0);
      }
    });

  it('loads at an idle moment after the page loaded and a quiet second after the visitor showed up, not during the render', async () => {
    setConnection({ effectiveType: '4g' });
    const load = jest.fn(() => Promise.resolve());
    render(<Preloader load={load} />);
    expect(load).not.toHaveBeenCalled();
    await runIdle();
    expect(load).not.toHaveBeenCalled(); // loaded and idle, but nobody is there yet
    window.dispatchEvent(new Event('pointermove'));
    await runIdle();
    expect(load).not.toHaveBeenCalled(); // a pointer moving onto something is followed by its click
    await act(() => jest.advanceTimersByTimeAsync(INPUT_QUIET_MS));
    await runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until the visitor has not typed for a second (its evaluation must not land inside the typing)', async () => {
    const load = jest.fn(() => Promise.resolve());
    render(<Preloader load={load} />);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
    await runIdle();
    expect(load).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(INPUT_QUIET_MS));
    await runIdle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['save-data', { saveData: true }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('never loads ahead on %s (the click loads it)', async (_, connection) => {
    setConnection(connection);
    const load = jest.fn(() => Promise.resolve());
    render(<Preloader load={load} />);
    await runIdle();
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    await runIdle();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads nothing once unmounted', async () => {
    const load = jest.fn(() => Promise.resolve());
    const view = render(<Preloader load={load} />);
    window.dispatchEvent(new Event('scroll'));
    view.unmount();
    await runIdle();
    expect(load).not.toHaveBeenCalled();
  });
});
