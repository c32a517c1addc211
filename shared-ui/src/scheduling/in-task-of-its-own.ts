/** Runs `task` in a task of its own: a message to itself (timers wait under a test's frozen clock). */
export function inTaskOfItsOwn(task: () => void): void {
  // Where there are no message channels (jsdom), a timer is the next task.
  if (typeof MessageChannel === 'undefined') {
    setTimeout(task, 0);
    return;
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/** Resolves in a task of its own: long start-up work split by it leaves the browser room between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => inTaskOfItsOwn(resolve));
