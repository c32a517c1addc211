import { createFrameLoop } from './frame-loop';

/** A window whose frames run when the test says. */
function fakeFrames() {
  let next = 1;
  const pending = new Map<number, FrameRequestCallback>();
  return {
    requested: 0,
    requestAnimationFrame(callback: FrameRequestCallback) {
      this.requested += 1;
      pending.set(next, callback);
      return next++;
    },
    cancelAnimationFrame(id: number) {
      pending.delete(id);
    },
    pending: () => pending.size,
    runFrame(time: number) {
      const callbacks = [...pending.values()];
      pending.clear();
      for (const callback of callbacks) callback(time);
    },
  };
}

describe('createFrameLoop', () => {
  it('asks for one frame per frame however many steps run, and calls each with the frame time', () => {
    const win = fakeFrames();
    const loop = createFrameLoop(win);
    const seen: string[] = [];
    loop.add((t) => (seen.push(`a${t}`), true));
    loop.add((t) => (seen.push(`b${t}`), true));
    loop.add((t) => (seen.push(`c${t}`), true));
    expect(win.requested).toBe(1);
    win.runFrame(16);
    win.runFrame(32);
    expect(seen).toEqual(['a16', 'b16', 'c16', 'a32', 'b32', 'c32']);
    expect(win.requested).toBe(3);
    expect(win.pending()).toBe(1);
  });

  it('drops a step that returns false and stops asking for frames when none is left', () => {
    const win = fakeFrames();
    const loop = createFrameLoop(win);
    let calls = 0;
    loop.add(() => ++calls < 2);
    win.runFrame(16);
    win.runFrame(32);
    expect(calls).toBe(2);
    expect(win.pending()).toBe(0);
    win.runFrame(48);
    expect(calls).toBe(2);
    // A later step starts the loop again.
    loop.add(() => false);
    expect(win.pending()).toBe(1);
  });

  it('cancels the frame once the last step is removed, and keeps the others running', () => {
    const win = fakeFrames();
    const loop = createFrameLoop(win);
    const seen: string[] = [];
    const removeA = loop.add(() => (seen.push('a'), true));
    const removeB = loop.add(() => (seen.push('b'), true));
    removeA();
    win.runFrame(16);
    expect(seen).toEqual(['b']);
    removeB();
    expect(win.pending()).toBe(0);
  });

  it('skips a step another step removed earlier in the same frame', () => {
    const win = fakeFrames();
    const loop = createFrameLoop(win);
    const seen: string[] = [];
    let removeB = () => {};
    loop.add(() => (seen.push('a'), removeB(), true));
    removeB = loop.add(() => (seen.push('b'), true));
    win.runFrame(16);
    expect(seen).toEqual(['a']);
  });
});
