import { afterLoad, engagedAndQuiet, forgetVisitorForTests, INPUT_QUIET_MS, quietMoment, visitorEngaged } from './idle-moments';

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

describe('quietMoment', () => {
  beforeEach(() => {
    forgetVisitorForTests();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('waits until an idle moment comes at least INPUT_QUIET_MS after the last key or click', async () => {
    void quietMoment(window); // starts noting the visitor's inputs
    const idle: Array<() => void> = [];
    (window as unknown as { requestIdleCallback: (fn: () => void) => void }).requestIdleCallback = (fn) => void idle.push(fn);
    try {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
      let done = false;
      void quietMoment(window).then(() => (done = true));
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
      delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    }
  });
});

describe('visitorEngaged', () => {
  beforeEach(() => forgetVisitorForTests());

  it.each(['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'])('resolves at the first %s', async (type) => {
    const engaged = visitorEngaged(window);
    expect(await settled(engaged)).toBe(false);
    window.dispatchEvent(new Event(type));
    expect(await settled(engaged)).toBe(true);
  });

  it('is not fooled by what a page does by itself (a resize, a focus moved by script)', async () => {
    const engaged = visitorEngaged(window);
    window.dispatchEvent(new Event('resize'));
    window.dispatchEvent(new FocusEvent('focusin'));
    expect(await settled(engaged)).toBe(false);
  });

  it('remembers an earlier sign for later callers, and stops listening once seen', async () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    try {
      void visitorEngaged(window);
      window.dispatchEvent(new Event('wheel'));
      const types = (calls: unknown[][]) => new Set(calls.map(([type]) => type));
      expect(types(removed.mock.calls)).toEqual(types(added.mock.calls));
      added.mockClear();
      expect(await settled(visitorEngaged(window))).toBe(true);
      expect(added).not.toHaveBeenCalled();
    } finally {
      added.mockRestore();
      removed.mockRestore();
    }
  });
});

describe('engagedAndQuiet', () => {
  let idle: Array<() => void> = [];
  const fireIdle = () => idle.splice(0).forEach((fn) => fn());
  beforeEach(() => {
    forgetVisitorForTests();
    idle = [];
    (window as unknown as { requestIdleCallback: (fn: () => void) => void }).requestIdleCallback = (fn) => void idle.push(fn);
  });
  afterEach(() => {
    delete (window as unknown as { requestIdleCallback?: unknown }).requestIdleCallback;
    jest.useRealTimers();
  });

  it('needs the load event, a sign of the visitor and then an idle moment a quiet second after that sign', async () => {
    jest.useFakeTimers();
    let done = false;
    void engagedAndQuiet(window).then(() => (done = true)); // jsdom's page has loaded
    await jest.advanceTimersByTimeAsync(0);
    fireIdle();
    await jest.advanceTimersByTimeAsync(INPUT_QUIET_MS * 2);
    expect(done).toBe(false); // loaded and idle, but nobody is there
    // A pointer moving onto a button: its click follows, and nothing may start in between.
    window.dispatchEvent(new Event('pointermove'));
    await jest.advanceTimersByTimeAsync(0);
    fireIdle();
    await jest.advanceTimersByTimeAsync(INPUT_QUIET_MS - 1);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    fireIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('after a first key, waits for an idle moment a quiet second later: never inside that input', async () => {
    jest.useFakeTimers();
    let done = false;
    void engagedAndQuiet(window).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(0); // the load event has passed: its task
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'f' }));
    await jest.advanceTimersByTimeAsync(0);
    fireIdle(); // idle between the key's events
    await jest.advanceTimersByTimeAsync(INPUT_QUIET_MS - 1);
    fireIdle();
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    fireIdle();
    await jest.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
