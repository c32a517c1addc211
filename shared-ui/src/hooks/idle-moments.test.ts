import { afterLoad, afterLoadAndIdle, idleAndUntouched, INPUT_QUIET_MS, trackLastInput } from './idle-moments';

function fakeWindow(readyState: DocumentReadyState) {
  const listeners: Array<() => void> = [];
  const idle: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: (type: string, fn: () => void) => type === 'load' && listeners.push(fn),
    requestIdleCallback: (fn: () => void) => idle.push(fn),
    setTimeout: (fn: () => void) => tasks.push(fn),
  } as unknown as Window;
  return {
    win,
    fireLoad: () => listeners.forEach((fn) => fn()),
    fireIdle: () => idle.splice(0).forEach((fn) => fn()),
    runTasks: () => tasks.splice(0).forEach((fn) => fn()),
  };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe('afterLoad', () => {
  it("resolves in a task of its own after the load event, not inside the event's listeners", async () => {
    const { win, fireLoad, runTasks } = fakeWindow('loading');
    const p = afterLoad(win);
    runTasks();
    expect(await settled(p)).toBe(false);
    fireLoad();
    expect(await settled(p)).toBe(false);
    runTasks();
    expect(await settled(p)).toBe(true);
  });

  it('resolves in the next task when the page has already loaded', async () => {
    const { win, runTasks } = fakeWindow('complete');
    const p = afterLoad(win);
    expect(await settled(p)).toBe(false);
    runTasks();
    expect(await settled(p)).toBe(true);
  });
});

describe('afterLoadAndIdle', () => {
  it('waits for the load event and then for an idle moment', async () => {
    const { win, fireLoad, fireIdle, runTasks } = fakeWindow('loading');
    const p = afterLoadAndIdle(win);
    fireIdle();
    expect(await settled(p)).toBe(false);
    fireLoad();
    runTasks();
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });

  it('only waits for idle when the page has already loaded', async () => {
    const { win, fireIdle, runTasks } = fakeWindow('complete');
    const p = afterLoadAndIdle(win);
    runTasks();
    expect(await settled(p)).toBe(false);
    fireIdle();
    expect(await settled(p)).toBe(true);
  });
});

describe('idleAndUntouched', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits until an idle moment comes at least INPUT_QUIET_MS after the last key or click', async () => {
    const lastInput = trackLastInput(window);
    const idle: Array<() => void> = [];
    (window as unknown as { requestIdleCallback: (fn: () => void) => void }).requestIdleCallback = (fn) => void idle.push(fn);
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
      let done = false;
      void idleAndUntouched(lastInput, window).then(() => (done = true));
      idle.splice(0).forEach((fn) => fn()); // idle, but a key was pressed just now
      await jest.advanceTimersByTimeAsync(INPUT_QUIET_MS - 100);
      expect(done).toBe(false);
      window.dispatchEvent(new MouseEvent('pointerdown')); // another input restarts the quiet time
      await jest.advanceTimersByTimeAsync(200);
      idle.splice(0).forEach((fn) => fn());
      await jest.advanceTimersByTimeAsync(INPUT_QUIET_MS - 300);
      expect(done).toBe(false);
      await jest.advanceTimersByTimeAsync(400);
      idle.splice(0).forEach((fn) => fn());
      await jest.advanceTimersByTimeAsync(0);
      expect(done).toBe(true);
    } finally {
      lastInput.stop();
      delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});
