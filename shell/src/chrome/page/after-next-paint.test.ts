/** @jest-environment node */
import { afterNextPaint, inTaskOfItsOwn } from './after-next-paint';

/** A window whose frames and load event the test fires by hand; tasks queue until it runs them. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const listeners = new Set<() => void>();
  const tasks: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
    addEventListener: (_type: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_type: string, cb: () => void) => listeners.delete(cb),
  } as unknown as Pick<Window, 'requestAnimationFrame' | 'addEventListener' | 'removeEventListener'>;
  return {
    win,
    later: (task: () => void) => tasks.push(task),
    drawFrame: () => frames.splice(0).forEach((f) => f()),
    load: () => [...listeners].forEach((l) => l()),
    runTasks: () => tasks.splice(0).forEach((t) => t()),
  };
}

describe('afterNextPaint', () => {
  it('runs the task in a task after the next frame, not inside it, and once', () => {
    const w = fakeWindow();
    const task = jest.fn();
    afterNextPaint(task, w.win, w.later);
    w.runTasks();
    expect(task).not.toHaveBeenCalled();
    w.drawFrame();
    expect(task).not.toHaveBeenCalled();
    w.runTasks();
    expect(task).toHaveBeenCalledTimes(1);
    w.load();
    w.runTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs it at the load event, once, in a tab that draws no frame', () => {
    const w = fakeWindow();
    const task = jest.fn();
    afterNextPaint(task, w.win, w.later);
    w.load();
    expect(task).not.toHaveBeenCalled();
    w.runTasks();
    expect(task).toHaveBeenCalledTimes(1);
    w.drawFrame();
    w.runTasks();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe('inTaskOfItsOwn', () => {
  it('runs the task later, not in the current one', async () => {
    const task = jest.fn();
    inTaskOfItsOwn(task);
    expect(task).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
