import { render } from '@testing-library/react';
import { useIdlePreload } from './use-idle-preload';

/** A window whose idle callbacks and connection the test controls. */
function fakeWindow(connection?: { saveData?: boolean; effectiveType?: string }, withIdle = true) {
  const idle: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const win = {
    navigator: { connection },
    requestIdleCallback: withIdle ? (cb: () => void) => idle.push(cb) : undefined,
    cancelIdleCallback: (id: number) => (idle[id - 1] = () => undefined),
    setTimeout: (cb: () => void) => timers.push(cb),
    clearTimeout: (id: number) => (timers[id - 1] = () => undefined),
  } as unknown as Window;
  return { win, idle, timers };
}

function Preloader({ load, win }: { load: () => Promise<unknown>; win: Window }) {
  useIdlePreload(load, win);
  return null;
}

describe('useIdlePreload', () => {
  it('loads at the first idle moment after mount, not during the render', () => {
    const load = jest.fn(() => Promise.resolve());
    const { win, idle } = fakeWindow({ effectiveType: '4g' });
    render(<Preloader load={load} win={win} />);
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['save-data', { saveData: true }],
    ['2g', { effectiveType: '2g' }],
    ['slow-2g', { effectiveType: 'slow-2g' }],
  ])('never loads ahead on %s (the click loads it)', (_, connection) => {
    const load = jest.fn(() => Promise.resolve());
    const { win, idle, timers } = fakeWindow(connection);
    render(<Preloader load={load} win={win} />);
    expect(idle).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('falls back to a timer without requestIdleCallback, and forgets it when unmounted first', () => {
    const load = jest.fn(() => Promise.resolve());
    const { win, timers } = fakeWindow(undefined, false);
    const view = render(<Preloader load={load} win={win} />);
    expect(timers).toHaveLength(1);
    view.unmount();
    timers[0]!();
    expect(load).not.toHaveBeenCalled();
  });
});
