type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'addEventListener' | 'removeEventListener'>;

/** Runs `task` in a task of its own: a message to itself (timers wait under a test's frozen clock). */
export function inTaskOfItsOwn(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Runs `task` in a task of its own once the next frame has been drawn, so what the server sent is
 * on screen before a long script (the app's code and hydration) holds the main thread. A tab that
 * draws no frames (in the background, or under a frozen clock) starts it at its load event instead.
 */
export function afterNextPaint(task: () => void, win: PaintWindow = window, later: (task: () => void) => void = inTaskOfItsOwn): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    win.removeEventListener('load', start);
    // The animation frame comes before its paint; the task after it comes after.
    later(task);
  };
  win.requestAnimationFrame(start);
  win.addEventListener('load', start);
}
